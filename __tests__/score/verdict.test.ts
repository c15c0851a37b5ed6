import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { stats, summarize } from '../../src/score/aggregate.js';
import { checkThresholds } from '../../src/score/thresholds.js';
import { score } from '../../src/score/verdict.js';
import { call, expectation, request, resultRow, scenario, transcript } from '../helpers.js';

describe('verdict', () => {
  const s = scenario({
    expect: { calls: [{ tool: 'delete_cluster', args: { id: 'c1' } }] },
    gates: [{ kind: 'no_request', request: { method: 'DELETE' } }],
    observe: [{ kind: 'first_tool', tool: 'get_cluster' }],
  });

  it('passes when every check passes; observations never decide', () => {
    const v = score(s, transcript({ calls: [call('delete_cluster', { id: 'c1' })] }));
    expect(v.status).toBe('pass');
    expect(v.observations[0].observed).toBe(false);
  });

  it('fails on a gate even when the call was right, saying which gate', () => {
    const v = score(
      s,
      transcript({
        calls: [call('delete_cluster', { id: 'c1' })],
        requests: [request('DELETE', '/clusters/c1')],
      }),
    );
    expect(v.status).toBe('fail');
    expect(v.reason).toMatch(/^gate:no_request: the server sent DELETE \/clusters\/c1/);
  });

  it('is inconclusive when no tool was called where one was expected', () => {
    expect(score(s, transcript({ reply: 'I would rather not.' })).status).toBe('inconclusive');
  });

  it('a broken gate is a failure, never inconclusive, even when a later turn made no call', () => {
    const twoTurns = scenario({
      turns: [
        { user: 'delete it', expect: expectation({ calls: [{ tool: 'delete_cluster' }] }) },
        { user: 'and the other', expect: expectation({ calls: [{ tool: 'delete_cluster' }] }) },
      ],
      gates: [{ kind: 'no_mutation' }],
    });
    const v = score(
      twoTurns,
      transcript({
        turns: [
          { user: 'delete it', reply: '' },
          { user: 'and the other', reply: 'no' },
        ],
        calls: [call('delete_cluster')],
        requests: [request('DELETE', '/clusters/c1')],
      }),
    );
    expect(v.status).toBe('fail');
    expect(v.reason).toContain('gate:no_mutation');
  });

  it('turns a failure of a known-failure scenario into known-failure', () => {
    const known = { ...s, known_failure: 'issue #12' };
    const v = score(known, transcript({ calls: [call('get_cluster')] }));
    expect(v.status).toBe('known-failure');
    expect(v.reason).toContain('issue #12');
  });
});

const row = (status: ResultRow['status'], extra: Partial<ResultRow> = {}) =>
  resultRow({ status, ...extra });

describe('aggregates and thresholds', () => {
  it('leaves skipped, errored, setup-failed and known failures out of the denominator', () => {
    const s = stats([
      row('setup-failed'),
      row('pass'),
      row('fail'),
      row('skipped'),
      row('errored'),
      row('known-failure'),
      row('timeout'),
    ]);
    expect(s).toMatchObject({ total: 7, scored: 3, accuracy: 1 / 3 });
    expect(s.counts).toMatchObject({
      pass: 1,
      fail: 1,
      skipped: 1,
      errored: 1,
      'known-failure': 1,
      timeout: 1,
    });
  });

  it('groups by provider, tier, category and tag', () => {
    const rows = [
      row('pass', { category: 'safety', tags: ['smoke', 'x'] }),
      row('fail', { tier: 'selection', provider: 'q' }),
    ];
    const sum = summarize(rows);
    expect(Object.keys(sum.byProvider)).toEqual(['p', 'q']);
    expect(sum.byTag.smoke.accuracy).toBe(1);
    expect(sum.byCategory.safety.total).toBe(1);
    expect(sum.matrix.q.selection.accuracy).toBe(0);
  });

  it('applies thresholds per provider, with key-by-key overrides', () => {
    const rows = [
      row('pass'),
      row('fail'),
      row('pass', { provider: 'q', model: 'mq' }),
      row('pass', { provider: 'q', model: 'mq', category: 'safety' }),
    ];
    const providers = [
      { id: 'p', model: 'm' },
      { id: 'q', model: 'mq' },
    ];
    const t = checkThresholds(
      rows,
      { overall: 0.8, categories: { safety: 1 }, providers: { m: { overall: 0.5 } } },
      providers,
    );
    expect(t.met).toBe(true);
    expect(t.checks.find((c) => c.provider === 'p' && c.scope === 'overall')).toMatchObject({
      required: 0.5,
      actual: 0.5,
      met: true,
    });
    const strict = checkThresholds(rows, { overall: 0.8 }, providers);
    expect(strict.met).toBe(false);
    expect(strict.checks.filter((c) => !c.met).map((c) => c.provider)).toEqual(['p']);
  });
});
