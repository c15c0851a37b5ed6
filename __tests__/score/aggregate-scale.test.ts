// 100,000 rows (2 providers × 5,000 scenarios × 10 repeats) built so that every group's counts
// follow from the construction: the aggregates, trials, usage and a self-comparison must equal
// them. Grouping used to copy a group's rows per row; this is the size where that showed.
import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { compareReports } from '../../src/compare/index.js';
import { buildReport } from '../../src/report/build.js';
import { usageReport } from '../../src/score/usage.js';
import { resultRow } from '../helpers.js';

const PROVIDERS = ['p0', 'p1'];
const SCENARIOS = 5000;
const REPEATS = 10;
const TIERS = ['selection', 'args', 'sequence', 'clarification', 'answer'];
// Per scenario and provider: 6 passes, 2 fails, 1 errored, 1 skipped.
const statusOf = (k: number): ResultRow['status'] =>
  k < 6 ? 'pass' : k < 8 ? 'fail' : k === 8 ? 'errored' : 'skipped';

function rows(): ResultRow[] {
  const out: ResultRow[] = [];
  for (const provider of PROVIDERS) {
    for (let s = 0; s < SCENARIOS; s++) {
      for (let k = 0; k < REPEATS; k++) {
        out.push(
          resultRow({
            scenario: `s${s}`,
            provider,
            repetition: k,
            status: statusOf(k),
            tier: TIERS[s % TIERS.length],
            ...(s % 4 === 0 ? { category: 'quarter' } : {}),
            tags: ['all', s % 2 ? 'odd' : 'even'],
            usage: { inputTokens: 10, outputTokens: 1, cachedTokens: 0 },
            latencyMs: 100,
          }),
        );
      }
    }
  }
  return out;
}

describe('aggregates of 100,000 rows', () => {
  it('equal the counts the rows were built with', { timeout: 120_000 }, async () => {
    const all = rows();
    expect(all).toHaveLength(100_000);
    const providers = PROVIDERS.map((id) => ({
      id,
      name: 'n',
      model: 'm',
      status: 'ran' as const,
    }));
    const report = await buildReport({
      started: new Date(),
      cwd: '.',
      providers,
      notices: [],
      rows: all,
      extra: { usage: usageReport(all, providers, undefined) },
    });
    const { summary } = report;
    // Per provider: 5,000 scenarios × (6 pass, 2 fail, 1 errored, 1 skipped).
    for (const p of PROVIDERS) {
      expect(summary.byProvider[p]).toMatchObject({
        total: 50_000,
        scored: 40_000,
        accuracy: 0.75,
        counts: { pass: 30_000, fail: 10_000, errored: 5_000, skipped: 5_000 },
      });
      // Each tier holds a fifth of the scenarios.
      for (const t of TIERS) {
        expect(summary.matrix[p][t]).toMatchObject({ total: 10_000, counts: { pass: 6_000 } });
      }
      expect(report.usage?.byProvider[p]).toMatchObject({ runs: 45_000, inputTokens: 450_000 });
    }
    expect(summary.overall).toMatchObject({ total: 100_000, scored: 80_000 });
    expect(Object.keys(summary.byTier).sort()).toEqual([...TIERS].sort());
    for (const t of TIERS) {
      expect(summary.byTier[t]).toMatchObject({ total: 20_000, counts: { pass: 12_000 } });
    }
    expect(summary.byCategory).toEqual({ quarter: expect.objectContaining({ total: 25_000 }) });
    expect(summary.byTag.all.total).toBe(100_000);
    expect(summary.byTag.odd.total).toBe(50_000);
    expect(summary.byTag.even.counts.pass).toBe(30_000);

    expect(report.trials).toHaveLength(PROVIDERS.length * SCENARIOS);
    for (const t of report.trials ?? []) expect(t).toMatchObject({ runs: 10, n: 8, passes: 6 });

    const comparison = compareReports(report, report, 'itself');
    // 6 of 8 trials passed on each side: flaky, not changed.
    expect(comparison.counts.flaky).toBe(PROVIDERS.length * SCENARIOS);
    expect(comparison.aggregates.filter((a) => a.tier === undefined)).toEqual(
      PROVIDERS.map((provider) =>
        expect.objectContaining({
          provider,
          base: { passes: 30_000, n: 40_000 },
          head: { passes: 30_000, n: 40_000 },
        }),
      ),
    );
  });
});
