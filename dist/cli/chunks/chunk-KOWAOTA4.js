import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  version
} from "./chunk-P27JS6WB.js";
import {
  unexpectedTools
} from "./chunk-BOT7TZ2G.js";
import {
  SCHEMA_VERSION
} from "./chunk-PGQISJZS.js";
import {
  groupStats,
  stats,
  summarize,
  trials
} from "./chunk-OLUYUJBP.js";

// src/report/build.ts
import path from "node:path";

// src/score/thresholds.ts
function checkThresholds(rows, thresholds, providers) {
  const checks = [];
  if (!thresholds) return { met: true, checks };
  for (const p of providers) {
    const own = rows.filter((r) => r.provider === p.id);
    const o = thresholds.providers?.[p.id] ?? thresholds.providers?.[p.model] ?? {};
    const overall = o.overall ?? thresholds.overall;
    const tiers = { ...thresholds.tiers, ...o.tiers };
    const categories = { ...thresholds.categories, ...o.categories };
    const add = (scope, key, required, s) => checks.push({
      scope,
      key,
      provider: p.id,
      required,
      actual: s?.accuracy ?? null,
      met: met(s, required)
    });
    if (overall !== void 0) add("overall", "overall", overall, stats(own));
    const byTier = groupStats(own, (r) => [r.tier]);
    for (const [k, v] of Object.entries(tiers)) add("tier", k, v, byTier[k]);
    const byCategory = groupStats(own, (r) => r.category ? [r.category] : []);
    for (const [k, v] of Object.entries(categories)) add("category", k, v, byCategory[k]);
  }
  return { met: checks.every((c) => c.met), checks };
}
function met(s, required) {
  if (!s) return true;
  if (s.accuracy !== null) return s.accuracy >= required;
  return s.counts.errored + s.counts["setup-failed"] + s.counts.cancelled + (s.unobserved ?? 0) === 0;
}

// src/report/build.ts
async function buildReport(p) {
  const finished = /* @__PURE__ */ new Date();
  const ran = p.providers.filter((i) => i.status !== "skipped");
  const tools = p.extra?.tools;
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: "mcp-eval", version: await version() },
    startedAt: p.started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - p.started.getTime(),
    ...p.config ? { config: path.relative(p.cwd, p.config) } : {},
    providers: p.providers,
    notices: p.notices,
    summary: summarize(p.rows),
    thresholds: checkThresholds(p.rows, p.thresholds, ran),
    ...p.extra,
    ...tools && p.expectedTools ? { coverage: { unexpected: unexpectedTools(tools, p.expectedTools) } } : {},
    trials: trials(p.rows),
    results: p.rows,
    redactions: 0
  };
}

export {
  buildReport
};
