// Cost arithmetic against hand-computed values, percentiles by nearest rank, and which rows
// count towards a provider's usage.
import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { costOf, percentile, priceRows, sumUsage, usageReport } from '../../src/score/usage.js';
import { resultRow } from '../helpers.js';

const usage = (inputTokens: number, outputTokens: number, cachedTokens = 0) => ({
  inputTokens,
  outputTokens,
  cachedTokens,
});

describe('costOf', () => {
  it('bills output tokens at the output price', () => {
    // 250,000 output tokens at $1.6/M = $0.40; 2,000,000 input at $0.4/M = $0.80.
    expect(costOf(usage(2_000_000, 250_000), { input: 0.4, output: 1.6 })).toEqual({
      currency: 'USD',
      input: 0.8,
      cached: 0,
      output: 0.4,
      total: 1.2,
    });
  });

  it('never bills more cached tokens than input tokens', () => {
    // 300 cached reported for 100 input: the 100 are all cached, at $1/M = $0.0001.
    expect(costOf(usage(100, 0, 300), { input: 2, output: 4, cached: 1 })).toEqual({
      currency: 'USD',
      input: 0,
      cached: 0.0001,
      output: 0,
      total: 0.0001,
    });
  });

  it('rounds to a millionth of a dollar', () => {
    // 3 tokens at $0.4/M = $0.0000012 -> $0.000001.
    expect(costOf(usage(3, 0), { input: 0.4, output: 0 }).total).toBe(0.000001);
    // 1 token: $0.0000004 -> $0.
    expect(costOf(usage(1, 0), { input: 0.4, output: 0 }).total).toBe(0);
  });
});

describe('percentile', () => {
  it('takes the nearest rank, rounding the rank up', () => {
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 51)).toBe(30);
    expect(percentile([30, 10, 20], 0)).toBe(10);
    expect(percentile([3, 100, 20], 95)).toBe(100);
  });
});

describe('sumUsage', () => {
  it('adds every kind of token', () => {
    expect(sumUsage([usage(1, 2, 3), usage(10, 20, 30)])).toEqual(usage(11, 22, 33));
    expect(sumUsage([])).toEqual(usage(0, 0, 0));
  });
});

describe('priceRows', () => {
  it('prices a row that reached the model, even errored, but not skipped or setup-failed ones', () => {
    const prices = { m: { input: 1, output: 2 } };
    const base = { model: 'm', usage: usage(1000, 500) };
    const [errored, skipped, setupFailed] = priceRows(
      [
        resultRow({ ...base, status: 'errored' }),
        resultRow({ ...base, status: 'skipped' }),
        resultRow({ ...base, status: 'setup-failed' }),
      ],
      prices,
    );
    // 1000 × $1/M + 500 × $2/M = $0.001 + $0.001.
    expect(errored.cost).toEqual({
      currency: 'USD',
      input: 0.001,
      cached: 0,
      output: 0.001,
      total: 0.002,
    });
    expect(skipped.cost).toBeUndefined();
    expect(setupFailed.cost).toBeUndefined();
  });
});

describe('usageReport', () => {
  const row = (extra: Partial<ResultRow>) =>
    resultRow({ provider: 'a', model: 'ma', usage: usage(100, 10), latencyMs: 10, ...extra });

  it('gives a provider without rows zero runs and no latency', () => {
    const r = usageReport([], [{ id: 'a', model: 'ma' }], undefined);
    expect(r).toEqual({
      byProvider: {
        a: {
          runs: 0,
          inputTokens: 0,
          outputTokens: 0,
          cachedTokens: 0,
          latencyMs: { p50: null, p95: null },
        },
      },
    });
  });

  it('counts errored rows but not setup-failed ones, and only the provider’s own rows', () => {
    const r = usageReport(
      [
        row({ status: 'errored', latencyMs: 30 }),
        row({ status: 'setup-failed', latencyMs: 99 }),
        row({ provider: 'b', latencyMs: 50 }),
      ],
      [{ id: 'a', model: 'ma' }],
      undefined,
    );
    expect(r.byProvider.a).toMatchObject({
      runs: 1,
      inputTokens: 100,
      outputTokens: 10,
      latencyMs: { p50: 30, p95: 30 },
    });
    expect(r.byProvider.b).toBeUndefined();
    expect(r.totalCost).toBeUndefined();
  });

  it('reports the judge only when one was used and left usage, without latency', () => {
    const judged = row({ judgeUsage: usage(1_000_000, 0), latencyMs: 40 });
    const prices = { ma: { input: 1, output: 1 }, jm: { input: 2, output: 2 } };
    const none = usageReport([row({})], [{ id: 'a', model: 'ma' }], prices, {
      id: 'x:jm',
      model: 'jm',
    });
    expect(none.judge).toBeUndefined();
    expect(usageReport([judged], [{ id: 'a', model: 'ma' }], prices).judge).toBeUndefined();

    const r = usageReport([judged], [{ id: 'a', model: 'ma' }], prices, {
      id: 'x:jm',
      model: 'jm',
    });
    expect(r.judge).toEqual({
      runs: 1,
      inputTokens: 1_000_000,
      outputTokens: 0,
      cachedTokens: 0,
      latencyMs: { p50: null, p95: null },
      cost: { currency: 'USD', input: 2, cached: 0, output: 0, total: 2 },
      price: 'jm',
    });
    // Provider: 100 × $1/M + 10 × $1/M = $0.00011; judge $2.
    expect(r.byProvider.a.cost?.total).toBe(0.00011);
    expect(r.totalCost).toBe(2.00011);
  });
});
