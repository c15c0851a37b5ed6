// Usage metrics: prices by spec or model, cost with cached tokens, percentiles, per-provider
// totals, and the usage table in report.md.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report, ResultRow } from '../../src/model/report.js';
import { summarize } from '../../src/score/aggregate.js';
import { costOf, percentile, priceFor, priceRows, usageReport } from '../../src/score/usage.js';
import { resultRow } from '../helpers.js';

const row = (provider: string, model: string, extra: Partial<ResultRow> = {}) =>
  resultRow({
    provider,
    model,
    reason: 'ok',
    tier: 'selection',
    mode: 'live',
    usage: { inputTokens: 1000, outputTokens: 200, cachedTokens: 400 },
    latencyMs: 100,
    ...extra,
  });

describe('prices and cost', () => {
  const prices = {
    'openai:gpt-4.1-mini': { input: 0.4, output: 1.6, cached: 0.1 },
    'gpt-4.1-mini': { input: 99, output: 99 },
    'claude-sonnet-4-5': { input: 3, output: 15 },
  };

  it('looks a price up by provider spec first, then by model', () => {
    expect(priceFor(prices, 'openai:gpt-4.1-mini', 'gpt-4.1-mini')?.key).toBe(
      'openai:gpt-4.1-mini',
    );
    expect(priceFor(prices, 'groq:gpt-4.1-mini', 'gpt-4.1-mini')?.key).toBe('gpt-4.1-mini');
    expect(priceFor(prices, 'x:y', 'y')).toBeUndefined();
    expect(priceFor(undefined, 'x:y', 'y')).toBeUndefined();
  });

  it('bills cached tokens at the cached price, else at the input price', () => {
    const u = { inputTokens: 1_000_000, outputTokens: 500_000, cachedTokens: 200_000 };
    expect(costOf(u, prices['openai:gpt-4.1-mini'])).toEqual({
      currency: 'USD',
      input: 0.32,
      cached: 0.02,
      output: 0.8,
      total: 1.14,
    });
    expect(costOf(u, prices['claude-sonnet-4-5'])).toMatchObject({
      input: 2.4,
      cached: 0.6,
      output: 7.5,
      total: 10.5,
    });
  });

  it('prices rows that ran, not skipped ones', () => {
    const rows = priceRows(
      [
        row('openai:gpt-4.1-mini', 'gpt-4.1-mini'),
        row('openai:gpt-4.1-mini', 'gpt-4.1-mini', { status: 'skipped' }),
        row('x:y', 'y'),
      ],
      prices,
    );
    expect(rows[0].cost?.total).toBeCloseTo(0.00024 + 0.00004 + 0.00032, 9);
    expect(rows[1].cost).toBeUndefined();
    expect(rows[2].cost).toBeUndefined();
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    const xs = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1, unsorted
    expect(percentile(xs, 50)).toBe(10);
    expect(percentile(xs, 95)).toBe(19);
    expect(percentile(xs, 100)).toBe(20);
  });
});

describe('usageReport', () => {
  it('totals tokens, latency and cost per provider, leaving out rows that never ran', () => {
    const rows = [
      row('a', 'ma', { latencyMs: 100 }),
      row('a', 'ma', { latencyMs: 300 }),
      row('a', 'ma', {
        latencyMs: 0,
        status: 'skipped',
        usage: { inputTokens: 9, outputTokens: 9, cachedTokens: 9 },
      }),
      row('b', 'mb', {
        latencyMs: 50,
        judgeUsage: { inputTokens: 10, outputTokens: 2, cachedTokens: 0 },
      }),
    ];
    const report = usageReport(
      rows,
      [
        { id: 'a', model: 'ma' },
        { id: 'b', model: 'mb' },
      ],
      { ma: { input: 1, output: 1 }, judge: { input: 1, output: 1 } },
      { id: 'openai:judge', model: 'judge' },
    );
    expect(report.byProvider.a).toEqual({
      runs: 2,
      inputTokens: 2000,
      outputTokens: 400,
      cachedTokens: 800,
      latencyMs: { p50: 100, p95: 300 },
      cost: { currency: 'USD', input: 0.0012, cached: 0.0008, output: 0.0004, total: 0.0024 },
      price: 'ma',
    });
    expect(report.byProvider.b.cost).toBeUndefined();
    expect(report.judge).toMatchObject({
      runs: 1,
      inputTokens: 10,
      outputTokens: 2,
      price: 'judge',
    });
    expect(report.totalCost).toBe(0.002412);
  });

  it('renders a usage table in report.md, with a cost column only when priced', () => {
    const rows = [row('a', 'ma', { latencyMs: 1500 })];
    const report: Report = {
      schemaVersion: 1,
      tool: { name: 'mcp-eval', version: '0' },
      startedAt: '',
      finishedAt: '',
      durationMs: 0,
      providers: [{ id: 'a', name: 'a', model: 'ma', status: 'ran' }],
      notices: [],
      summary: summarize(rows),
      thresholds: { met: true, checks: [] },
      usage: usageReport(rows, [{ id: 'a', model: 'ma' }], undefined),
      results: rows,
      redactions: 0,
    };
    const md = renderMarkdown(report);
    expect(md).toContain(
      '| provider | runs | input tokens | cached | output tokens | latency p50 | p95 |\n',
    );
    expect(md).toContain('| a | 1 | 1,000 | 400 | 200 | 1.5 s | 1.5 s |');
    report.usage = usageReport(rows, [{ id: 'a', model: 'ma' }], { a: { input: 1, output: 1 } });
    const priced = renderMarkdown(report);
    expect(priced).toContain('| a | 1 | 1,000 | 400 | 200 | 1.5 s | 1.5 s | $0.0012 |');
    expect(priced).toContain('Total cost: $0.0012');
  });
});
