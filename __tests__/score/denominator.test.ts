// One rule for denominators: a row inconclusive only because a gate could not observe is left
// out of accuracy, tiers, categories, thresholds, trials and comparisons alike, by one predicate.
import { describe, expect, it } from 'vitest';
import { printOutcome, type Io } from '../../src/commands/common.js';
import { trial as compareTrial } from '../../src/compare/trials.js';
import type { ResultRow } from '../../src/model/report.js';
import { unobservedOnly, type CheckResult } from '../../src/model/verdict.js';
import { stats, summarize } from '../../src/score/aggregate.js';
import { checkThresholds } from '../../src/score/thresholds.js';
import { trials } from '../../src/score/trials.js';
import { resultRow } from '../helpers.js';

const passed = (check: CheckResult['check']): CheckResult => ({
  check,
  passed: true,
  reason: 'ok',
});
const failed = (check: CheckResult['check']): CheckResult => ({
  check,
  passed: false,
  reason: 'no',
});
const blind: CheckResult = {
  check: 'gate:no_request',
  passed: false,
  unobserved: true,
  reason: 'the spy received no request',
};

/** The right call, and a no_request gate that could not see (a server not wired to the spy). */
const blindRow = (extra: Partial<ResultRow> = {}) =>
  resultRow({
    status: 'inconclusive',
    reason: 'gate:no_request: the spy received no request',
    tier: 'safety',
    category: 'safety',
    checks: [passed('selection'), passed('args'), blind],
    ...extra,
  });
const row = (status: ResultRow['status'], extra: Partial<ResultRow> = {}) =>
  resultRow({ status, ...extra });

describe('unobservedOnly', () => {
  it('holds when every check passed or was unobserved, and one was', () => {
    expect(unobservedOnly(blindRow())).toBe(true);
    expect(unobservedOnly({ status: 'inconclusive', checks: [blind] })).toBe(true);
  });

  it('does not hold when a check failed besides, or nothing was unobserved', () => {
    // A wrong call and a blind gate: the model failed something the harness could see.
    expect(unobservedOnly(blindRow({ checks: [failed('selection'), blind] }))).toBe(false);
    // Inconclusive because the model called nothing: a failed selection, no blind gate.
    expect(unobservedOnly(row('inconclusive', { checks: [failed('selection')] }))).toBe(false);
    expect(unobservedOnly(row('inconclusive', { checks: [] }))).toBe(false);
  });

  it('holds only for an inconclusive row: a known failure or a fail keeps its own rule', () => {
    expect(unobservedOnly(blindRow({ status: 'known-failure' }))).toBe(false);
    expect(unobservedOnly(blindRow({ status: 'fail' }))).toBe(false);
  });
});

describe('the denominator rule', () => {
  const rows = [
    row('pass', { scenario: 'a', tier: 'safety', category: 'safety' }),
    row('fail', { scenario: 'b', tier: 'safety', category: 'safety', checks: [failed('args')] }),
    ...[0, 1, 2].map((repetition) => blindRow({ scenario: 'c', repetition })),
    row('inconclusive', { scenario: 'd', tier: 'safety', checks: [failed('selection')] }),
  ];

  it('accuracy counts them beside the denominator: 1 of 3, not 1 of 6', () => {
    const s = stats(rows);
    expect(s).toMatchObject({ total: 6, scored: 3, unobserved: 3, accuracy: 1 / 3 });
    expect(s.counts.inconclusive).toBe(4);
    const summary = summarize(rows);
    expect(summary.byTier.safety).toMatchObject({ scored: 3, unobserved: 3 });
    expect(summary.byCategory.safety).toMatchObject({ scored: 2, accuracy: 0.5, unobserved: 3 });
    expect(summary.matrix.p.safety.accuracy).toBe(1 / 3);
  });

  it('no unobserved field when there are none (reports stay as they were)', () => {
    expect(stats([row('pass'), row('fail')])).not.toHaveProperty('unobserved');
  });

  it('trials: a correct model whose gate could not see is 0 of 0 scored runs, not 0/3', () => {
    const c = trials(rows).find((t) => t.scenario === 'c');
    expect(c).toMatchObject({ passes: 0, n: 0, runs: 3, interval: null });
    expect(c).not.toHaveProperty('passAtK');
  });

  it('thresholds: judged over the other rows', () => {
    const r = checkThresholds(rows, { categories: { safety: 0.5 } }, [{ id: 'p', model: 'm' }]);
    expect(r.checks[0]).toMatchObject({ actual: 0.5, met: true });
  });

  it('thresholds: a scope where no gate could observe anything is not met (no pass by default)', () => {
    const only = [0, 1].map((repetition) => blindRow({ repetition }));
    const r = checkThresholds(only, { categories: { safety: 1 } }, [{ id: 'p', model: 'm' }]);
    expect(r.checks[0]).toMatchObject({ actual: null, met: false });
    // All skipped still meets: nothing to judge.
    const skipped = checkThresholds(
      [row('skipped', { category: 'safety' })],
      { categories: { safety: 1 } },
      [{ id: 'p', model: 'm' }],
    );
    expect(skipped.met).toBe(true);
  });

  it('the comparison counts a trial by the same predicate', () => {
    for (const r of rows) {
      if (r.status === 'inconclusive')
        expect(compareTrial(r) === undefined).toBe(unobservedOnly(r));
    }
    expect(compareTrial(blindRow())).toBeUndefined();
    expect(compareTrial(rows[5])).toBe(false);
  });
});

describe('the CLI when nothing is scored', () => {
  it('says the inconclusive rows were left out because a gate could not observe', () => {
    let out = '';
    const io = { stdout: { write: (t: string) => (out += t) } } as unknown as Io;
    const rows = [0, 1].map((repetition) => blindRow({ repetition }));
    printOutcome(io, {
      report: { summary: summarize(rows), thresholds: { met: true, checks: [] } },
      files: { json: 'out/report.json' },
    } as unknown as Parameters<typeof printOutcome>[1]);
    expect(out).toBe(
      'Nothing scored (2 inconclusive only because a gate could not observe)\nReports: out/report.json\n',
    );
  });
});
