// The usage of a merged report: tokens, runs and latency percentiles over every shard's rows (not
// averaged from the shards'), costs summed from the shards (no report holds the price table).
import { describe, expect, it } from 'vitest';
import type { Report, ResultRow } from '../../src/model/report.js';
import type { Shard } from '../../src/report/merge-checks.js';
import { mergeUsage } from '../../src/report/merge-usage.js';
import { usageReport } from '../../src/score/usage.js';
import { resultRow } from '../helpers.js';

const row = (latencyMs: number, inputTokens: number): ResultRow =>
  resultRow({ latencyMs, usage: { inputTokens, outputTokens: 10, cachedTokens: 0 } });
const cost = (total: number) => ({
  currency: 'USD' as const,
  input: total,
  output: 0,
  cached: 0,
  total,
});

function shard(index: number, rows: ResultRow[], usd: number): Shard {
  const usage = usageReport(rows, [{ id: 'p', model: 'm' }], undefined);
  usage.byProvider.p = { ...usage.byProvider.p, cost: cost(usd), price: 'p' };
  usage.totalCost = usd;
  const report = { results: rows, usage, shard: { index, count: 2 } } as unknown as Report;
  return { report, file: `s${index}/report.json` } as Shard;
}

describe('mergeUsage', () => {
  it('recomputes runs, tokens and percentiles from the rows; sums the costs', () => {
    const a = [row(100, 1), row(200, 2), row(300, 3)];
    const b = [row(1000, 4)];
    const merged = mergeUsage(
      [shard(1, a, 0.1), shard(2, b, 0.2)],
      [...a, ...b],
      [{ id: 'p', name: 'p', model: 'm', status: 'ran' }],
    );
    expect(merged.byProvider.p).toMatchObject({
      runs: 4,
      inputTokens: 10,
      outputTokens: 40,
      // Over the four runs: a median of the shards' medians (200, 1000) would be wrong.
      latencyMs: { p50: 200, p95: 1000 },
      cost: { total: 0.3, input: 0.3 },
      price: 'p',
    });
    expect(merged.totalCost).toBe(0.3);
  });

  it('has no cost where the shards had none', () => {
    const a = [row(1, 1)];
    const s = shard(1, a, 0);
    delete s.report.usage!.byProvider.p.cost;
    delete s.report.usage!.totalCost;
    const merged = mergeUsage([s], a, [{ id: 'p', name: 'p', model: 'm', status: 'ran' }]);
    expect(merged.byProvider.p.cost).toBeUndefined();
    expect(merged.totalCost).toBeUndefined();
  });
});
