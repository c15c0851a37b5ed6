import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  groupStats,
  stats,
  summarize,
  trials
} from "./chunk-TYSSHUA7.js";
import {
  unexpectedTools
} from "./chunk-BOT7TZ2G.js";
import "./chunk-LU5KC3TO.js";
import "./chunk-YHV2K2RC.js";
import {
  SCHEMA_VERSION
} from "./chunk-LGIS7HXD.js";
import "./chunk-TDFVWDMO.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/report/build.ts
import path2 from "node:path";

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

// src/score/budgets.ts
function resultTokens(rows) {
  let measured = 0;
  let pastCap = 0;
  let largest;
  for (const r of rows) {
    for (const c of r.calls) {
      if (c.stubbed || c.tokens === void 0) continue;
      measured++;
      if (c.pastCap !== void 0) pastCap++;
      if (!largest || c.tokens > largest.tokens) {
        largest = {
          tokens: c.tokens,
          tool: c.tool,
          scenario: r.scenario,
          provider: r.provider,
          repetition: r.repetition
        };
      }
    }
  }
  return { measured, pastCap, ...largest ? { largest } : {} };
}
function checkBudgets(tokens) {
  const b = tokens?.budgets;
  if (!tokens || !b) return [];
  const check = (key, required, actual) => ({
    scope: "budget",
    key,
    required,
    actual,
    met: actual === null || actual <= required
  });
  const checks = [];
  if (b.tools_tokens !== void 0)
    checks.push(check("tools_tokens", b.tools_tokens, tokens.total));
  if (b.result_tokens !== void 0)
    checks.push(check("result_tokens", b.result_tokens, tokens.results?.largest?.tokens ?? null));
  return checks;
}

// src/version.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var cached;
async function version() {
  if (!cached) {
    const here = path.dirname(new URL(import.meta.url).pathname);
    for (const up of ["..", "../..", "../../.."]) {
      const text = await readFile(path.join(here, up, "package.json"), "utf8").catch(() => "");
      const v = text && JSON.parse(text);
      if (v && v.name === "mcp-eval-action" && v.version) return cached = v.version;
    }
    cached = "0.0.0";
  }
  return cached;
}

// src/report/build.ts
async function buildReport(p) {
  const finished = /* @__PURE__ */ new Date();
  const ran = p.providers.filter((i) => i.status !== "skipped");
  const tools = p.extra?.tools;
  const tokens = p.extra?.tokens && { ...p.extra.tokens, results: resultTokens(p.rows) };
  const thresholds = checkThresholds(p.rows, p.thresholds, ran);
  const budgets = checkBudgets(tokens);
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: "mcp-eval", version: await version() },
    startedAt: p.started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - p.started.getTime(),
    ...p.config ? { config: path2.relative(p.cwd, p.config) } : {},
    providers: p.providers,
    notices: p.notices,
    summary: summarize(p.rows),
    thresholds: {
      met: thresholds.met && budgets.every((c) => c.met),
      checks: [...thresholds.checks, ...budgets]
    },
    ...p.extra,
    ...tokens ? { tokens } : {},
    ...tools && p.expectedTools ? { coverage: { unexpected: unexpectedTools(tools, p.expectedTools) } } : {},
    trials: trials(p.rows),
    results: p.rows,
    redactions: 0
  };
}
export {
  buildReport
};
