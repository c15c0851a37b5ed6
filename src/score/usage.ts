// Usage metrics, apart from the checks: tokens per provider, latency percentiles, and cost
// from the optional price table in the config (USD per million tokens, by spec or model).
import type { Price, Prices } from '../model/config.js';
import type { Usage } from '../model/transcript.js';
import type { Cost, ProviderUsage, ResultRow, UsageReport } from '../model/report.js';
import type { Status } from '../model/verdict.js';

/** Rows that never reached the model carry no usage or latency worth counting. */
const IDLE = new Set<Status>(['skipped', 'setup-failed']);

/** The price for a provider: by its spec first, then by its model name. */
export function priceFor(
  prices: Prices | undefined,
  provider: string,
  model: string,
): { key: string; price: Price } | undefined {
  if (!prices) return undefined;
  for (const key of [provider, model]) {
    if (prices[key]) return { key, price: prices[key] };
  }
  return undefined;
}

const round = (usd: number) => Math.round(usd * 1e6) / 1e6;

/**
 * Cost of some usage. inputTokens includes the cached part (every adapter reports it so);
 * cached tokens are billed at `cached` when the table gives it, else at the input price.
 */
export function costOf(u: Usage, price: Price): Cost {
  const cachedTokens = Math.min(u.cachedTokens, u.inputTokens);
  const input = ((u.inputTokens - cachedTokens) * price.input) / 1e6;
  const cached = (cachedTokens * (price.cached ?? price.input)) / 1e6;
  const output = (u.outputTokens * price.output) / 1e6;
  return {
    currency: 'USD',
    input: round(input),
    output: round(output),
    cached: round(cached),
    total: round(input + cached + output),
  };
}

/** Nearest-rank percentile; null for no values. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function sumUsage(usages: Usage[]): Usage {
  return usages.reduce(
    (a, u) => ({
      inputTokens: a.inputTokens + u.inputTokens,
      outputTokens: a.outputTokens + u.outputTokens,
      cachedTokens: a.cachedTokens + u.cachedTokens,
    }),
    { inputTokens: 0, outputTokens: 0, cachedTokens: 0 },
  );
}

/** Each row with its cost, when the price table names its provider or model. */
export function priceRows(rows: ResultRow[], prices: Prices | undefined): ResultRow[] {
  return rows.map((r) => priceRow(r, prices));
}

/** The row with its cost, when the price table names its provider or model; else the row. */
export function priceRow(r: ResultRow, prices: Prices | undefined): ResultRow {
  const found = priceFor(prices, r.provider, r.model);
  return found && !IDLE.has(r.status) ? { ...r, cost: costOf(r.usage, found.price) } : r;
}

function totals(
  rows: ResultRow[],
  usage: (r: ResultRow) => Usage,
  price: { key: string; price: Price } | undefined,
): ProviderUsage {
  const active = rows.filter((r) => !IDLE.has(r.status));
  const sum = sumUsage(active.map(usage));
  const latencies = active.map((r) => r.latencyMs);
  return {
    runs: active.length,
    ...sum,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
    ...(price ? { cost: costOf(sum, price.price), price: price.key } : {}),
  };
}

/** Per-provider totals (and the judge's, when it was used) for the report. */
export function usageReport(
  rows: ResultRow[],
  providers: { id: string; model: string }[],
  prices: Prices | undefined,
  judge?: { id: string; model: string },
): UsageReport {
  const byProvider: Record<string, ProviderUsage> = {};
  for (const p of providers) {
    const own = rows.filter((r) => r.provider === p.id);
    byProvider[p.id] = totals(own, (r) => r.usage, priceFor(prices, p.id, p.model));
  }
  const report: UsageReport = { byProvider };
  const judged = rows.filter((r) => r.judgeUsage);
  if (judge && judged.length) {
    const j = totals(judged, (r) => r.judgeUsage!, priceFor(prices, judge.id, judge.model));
    // The judge's latency is not measured per row: only its tokens and cost mean something.
    report.judge = { ...j, latencyMs: { p50: null, p95: null } };
  }
  // Stryker disable next-line ArrayDeclaration: equivalent, an entry without a cost is filtered out below
  const costs = [...Object.values(byProvider), ...(report.judge ? [report.judge] : [])]
    .map((u) => u.cost?.total)
    .filter((c): c is number => c !== undefined);
  if (costs.length) report.totalCost = round(costs.reduce((a, b) => a + b, 0));
  return report;
}
