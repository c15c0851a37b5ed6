// Thresholds: met at exact boundaries (>=, no rounding), per provider with overrides by spec or
// model, and what an empty or an errored scope means.
import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { checkThresholds } from '../../src/score/thresholds.js';
import { resultRow } from '../helpers.js';

const rows = (n: number, status: ResultRow['status'], extra: Partial<ResultRow> = {}) =>
  Array.from({ length: n }, () => resultRow({ status, ...extra }));
const P = [{ id: 'p', model: 'm' }];

describe('checkThresholds', () => {
  it('17 of 20 meets 0.85 exactly', () => {
    const r = checkThresholds([...rows(17, 'pass'), ...rows(3, 'fail')], { overall: 0.85 }, P);
    expect(r).toEqual({
      met: true,
      checks: [
        {
          scope: 'overall',
          key: 'overall',
          provider: 'p',
          required: 0.85,
          actual: 0.85,
          met: true,
        },
      ],
    });
  });

  it('11 of 13 does not meet 0.85', () => {
    const r = checkThresholds([...rows(11, 'pass'), ...rows(2, 'fail')], { overall: 0.85 }, P);
    expect(r.met).toBe(false);
    expect(r.checks[0]).toMatchObject({ actual: 11 / 13, met: false });
  });

  it('counts only scored rows: skipped and errored rows beside 17/20 do not lower it', () => {
    const r = checkThresholds(
      [
        ...rows(17, 'pass'),
        ...rows(3, 'inconclusive'),
        ...rows(5, 'skipped'),
        ...rows(1, 'errored'),
      ],
      { overall: 0.85 },
      P,
    );
    expect(r.checks[0]).toMatchObject({ actual: 0.85, met: true });
  });

  it('without thresholds everything is met and nothing is checked', () => {
    expect(checkThresholds(rows(1, 'fail'), undefined, P)).toEqual({ met: true, checks: [] });
  });

  it('checks tiers and categories per provider, and only the keys given', () => {
    const data = [
      ...rows(9, 'pass', { tier: 'args', category: 'safety' }),
      ...rows(1, 'fail', { tier: 'args', category: 'safety' }),
      ...rows(1, 'fail', { tier: 'selection' }),
    ];
    const r = checkThresholds(data, { tiers: { args: 0.9 }, categories: { safety: 1 } }, P);
    expect(r.checks).toEqual([
      { scope: 'tier', key: 'args', provider: 'p', required: 0.9, actual: 0.9, met: true },
      { scope: 'category', key: 'safety', provider: 'p', required: 1, actual: 0.9, met: false },
    ]);
    expect(r.met).toBe(false);
  });

  it('a tier or category with no rows is met, with no actual value', () => {
    const r = checkThresholds(rows(1, 'pass'), { tiers: { sequence: 1 }, categories: { x: 1 } }, P);
    expect(r.met).toBe(true);
    expect(r.checks.map((c) => [c.key, c.actual, c.met])).toEqual([
      ['sequence', null, true],
      ['x', null, true],
    ]);
  });

  it('all skipped meets; errored or setup-failed with nothing scored does not', () => {
    const check = (data: ResultRow[]) => checkThresholds(data, { overall: 1 }, P);
    expect(check(rows(2, 'skipped')).met).toBe(true);
    expect(check(rows(1, 'errored')).met).toBe(false);
    expect(check(rows(1, 'setup-failed')).met).toBe(false);
    expect(check([...rows(1, 'errored'), ...rows(1, 'setup-failed')]).checks[0]).toMatchObject({
      actual: null,
      met: false,
    });
    expect(check([...rows(1, 'errored'), ...rows(1, 'pass')]).met).toBe(true);
  });

  it('overrides by provider spec before model name, key by key', () => {
    const providers = [
      { id: 'openai:gpt', model: 'gpt' },
      { id: 'groq:gpt', model: 'gpt' },
    ];
    const data = [
      ...rows(1, 'pass', { provider: 'openai:gpt', tier: 'args' }),
      ...rows(1, 'fail', { provider: 'openai:gpt', tier: 'args' }),
      ...rows(1, 'pass', { provider: 'groq:gpt', tier: 'args' }),
      ...rows(1, 'fail', { provider: 'groq:gpt', tier: 'args' }),
    ];
    const r = checkThresholds(
      data,
      {
        overall: 0.9,
        tiers: { args: 0.9, selection: 0.7 },
        providers: {
          'openai:gpt': { overall: 0.5 },
          gpt: { overall: 0.6, tiers: { args: 0.4 } },
        },
      },
      providers,
    );
    expect(r.checks.map((c) => [c.provider, c.scope, c.key, c.required, c.met])).toEqual([
      ['openai:gpt', 'overall', 'overall', 0.5, true],
      ['openai:gpt', 'tier', 'args', 0.9, false],
      ['openai:gpt', 'tier', 'selection', 0.7, true],
      ['groq:gpt', 'overall', 'overall', 0.6, false],
      ['groq:gpt', 'tier', 'args', 0.4, true],
      ['groq:gpt', 'tier', 'selection', 0.7, true],
    ]);
    expect(r.met).toBe(false);
  });

  it('a provider is judged on its own rows only', () => {
    const data = [...rows(1, 'pass'), ...rows(3, 'fail', { provider: 'q' })];
    const r = checkThresholds(data, { overall: 1 }, P);
    expect(r).toMatchObject({ met: true, checks: [{ actual: 1 }] });
  });
});
