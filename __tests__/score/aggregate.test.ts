// Counts and accuracy: every status counted, accuracy = pass / scored, groups sorted by key.
import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { groupStats, stats, summarize } from '../../src/score/aggregate.js';
import { resultRow } from '../helpers.js';

const row = (status: ResultRow['status'], extra: Partial<ResultRow> = {}) =>
  resultRow({ status, ...extra });

const ZERO = {
  pass: 0,
  fail: 0,
  inconclusive: 0,
  errored: 0,
  timeout: 0,
  skipped: 0,
  'known-failure': 0,
  'setup-failed': 0,
  cancelled: 0,
};

describe('stats', () => {
  it('has no accuracy without rows, and zero counts for every status', () => {
    expect(stats([])).toEqual({
      total: 0,
      counts: ZERO,
      scored: 0,
      accuracy: null,
      interval: null,
    });
  });

  it('scores pass, fail, inconclusive and timeout; leaves the others beside the denominator', () => {
    const s = stats([
      row('pass'),
      row('pass'),
      row('fail'),
      row('inconclusive'),
      row('timeout'),
      row('skipped'),
      row('errored'),
      row('setup-failed'),
      row('known-failure'),
      row('cancelled'),
    ]);
    expect(s).toEqual({
      total: 10,
      counts: {
        ...ZERO,
        pass: 2,
        fail: 1,
        inconclusive: 1,
        timeout: 1,
        skipped: 1,
        errored: 1,
        'setup-failed': 1,
        'known-failure': 1,
        cancelled: 1,
      },
      scored: 5,
      accuracy: 0.4,
      // Wilson 95% for 2 of 5, by the formula: (p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n)
      // with p = 0.4, z = 1.95996: (0.78415 ∓ 0.57616) / 1.76829.
      interval: { low: expect.closeTo(0.1176, 4), high: expect.closeTo(0.7693, 4) },
    });
  });

  it('gives the 95% Wilson interval of passed over scored: 17 of 20 is 0.6396–0.9476', () => {
    // By the formula: p = 0.85, n = 20, z = 1.959964: centre 0.946037, spread 0.183609,
    // denominator 1.192073 -> 0.639581 and 0.947631.
    const rows = [
      ...Array.from({ length: 17 }, () => row('pass')),
      ...Array.from({ length: 3 }, () => row('fail')),
      row('errored'), // beside the denominator: not in the interval either
    ];
    const s = stats(rows);
    expect(s.scored).toBe(20);
    expect(s.interval?.low).toBeCloseTo(0.6396, 4);
    expect(s.interval?.high).toBeCloseTo(0.9476, 4);
  });

  it('has an interval reaching 1 when every scored row passed, and 0 when none did', () => {
    // With c = n the formula's lower bound is 1 / (1 + z²/n) = 1 / 2.28049 = 0.4385 for n = 3;
    // with c = 0 the upper bound is (z²/n) / (1 + z²/n) = 1.28049 / 2.28049 = 0.5615.
    expect(stats([row('pass'), row('pass'), row('pass')]).interval).toEqual({
      low: expect.closeTo(0.4385, 4),
      high: 1,
    });
    expect(stats([row('fail'), row('fail'), row('fail'), row('skipped')]).interval).toEqual({
      low: 0,
      high: expect.closeTo(0.5615, 4),
    });
  });

  it('has no accuracy when nothing was scored', () => {
    expect(stats([row('skipped'), row('errored')])).toMatchObject({ scored: 0, accuracy: null });
  });
});

describe('groupStats and summarize', () => {
  it('sorts groups by key and counts a row in each of its keys', () => {
    const g = groupStats(
      [row('pass', { tags: ['b', 'a'] }), row('fail', { tags: ['a'] })],
      (r) => r.tags,
    );
    expect(Object.keys(g)).toEqual(['a', 'b']);
    expect(g.a).toMatchObject({ total: 2, accuracy: 0.5 });
    expect(g.b).toMatchObject({ total: 1, accuracy: 1 });
  });

  it('groups by provider, tier, category (when set) and tag, with a provider × tier matrix', () => {
    const rows = [
      row('pass', { provider: 'q', tier: 'args', category: 'safety', tags: ['smoke'] }),
      row('fail', { provider: 'q', tier: 'selection' }),
      row('pass', { provider: 'p', tier: 'args' }),
    ];
    const s = summarize(rows);
    expect(s.overall).toMatchObject({ total: 3, accuracy: 2 / 3 });
    expect(Object.keys(s.byProvider)).toEqual(['p', 'q']);
    expect(s.byProvider.q).toMatchObject({ total: 2, accuracy: 0.5 });
    expect(Object.keys(s.byTier)).toEqual(['args', 'selection']);
    expect(s.byTier.args).toMatchObject({ total: 2, accuracy: 1 });
    expect(Object.keys(s.byCategory)).toEqual(['safety']);
    expect(Object.keys(s.byTag)).toEqual(['smoke']);
    expect(Object.keys(s.matrix)).toEqual(['p', 'q']);
    expect(Object.keys(s.matrix.p)).toEqual(['args']);
    expect(s.matrix.q.args).toMatchObject({ total: 1, accuracy: 1 });
    expect(s.matrix.q.selection).toMatchObject({ total: 1, accuracy: 0 });
  });
});
