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
};

describe('stats', () => {
  it('has no accuracy without rows, and zero counts for every status', () => {
    expect(stats([])).toEqual({ total: 0, counts: ZERO, scored: 0, accuracy: null });
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
    ]);
    expect(s).toEqual({
      total: 9,
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
      },
      scored: 5,
      accuracy: 0.4,
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
