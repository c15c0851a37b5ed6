import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/score/usage.ts
var IDLE = /* @__PURE__ */ new Set(["skipped", "setup-failed"]);
function priceFor(prices, provider, model) {
  if (!prices) return void 0;
  for (const key of [provider, model]) {
    if (prices[key]) return { key, price: prices[key] };
  }
  return void 0;
}
var round = (usd) => Math.round(usd * 1e6) / 1e6;
function costOf(u, price) {
  const cachedTokens = Math.min(u.cachedTokens, u.inputTokens);
  const input = (u.inputTokens - cachedTokens) * price.input / 1e6;
  const cached = cachedTokens * (price.cached ?? price.input) / 1e6;
  const output = u.outputTokens * price.output / 1e6;
  return {
    currency: "USD",
    input: round(input),
    output: round(output),
    cached: round(cached),
    total: round(input + cached + output)
  };
}
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(p / 100 * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}
function sumUsage(usages) {
  return usages.reduce(
    (a, u) => ({
      inputTokens: a.inputTokens + u.inputTokens,
      outputTokens: a.outputTokens + u.outputTokens,
      cachedTokens: a.cachedTokens + u.cachedTokens
    }),
    { inputTokens: 0, outputTokens: 0, cachedTokens: 0 }
  );
}
function priceRows(rows, prices) {
  return rows.map((r) => priceRow(r, prices));
}
function priceRow(r, prices) {
  const found = priceFor(prices, r.provider, r.model);
  return found && !IDLE.has(r.status) ? { ...r, cost: costOf(r.usage, found.price) } : r;
}
function totals(rows, usage, price) {
  const active = rows.filter((r) => !IDLE.has(r.status));
  const sum = sumUsage(active.map(usage));
  const latencies = active.map((r) => r.latencyMs);
  return {
    runs: active.length,
    ...sum,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
    ...price ? { cost: costOf(sum, price.price), price: price.key } : {}
  };
}
function usageReport(rows, providers, prices, judge) {
  const byProvider = {};
  for (const p of providers) {
    const own = rows.filter((r) => r.provider === p.id);
    byProvider[p.id] = totals(own, (r) => r.usage, priceFor(prices, p.id, p.model));
  }
  const report = { byProvider };
  const judged = rows.filter((r) => r.judgeUsage);
  if (judge && judged.length) {
    const j = totals(judged, (r) => r.judgeUsage, priceFor(prices, judge.id, judge.model));
    report.judge = { ...j, latencyMs: { p50: null, p95: null } };
  }
  const costs = [...Object.values(byProvider), ...report.judge ? [report.judge] : []].map((u) => u.cost?.total).filter((c) => c !== void 0);
  if (costs.length) report.totalCost = round(costs.reduce((a, b) => a + b, 0));
  return report;
}

export {
  priceFor,
  costOf,
  percentile,
  sumUsage,
  priceRows,
  priceRow,
  usageReport
};
