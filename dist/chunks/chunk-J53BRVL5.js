import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  recoveryRate,
  structuredFaults
} from "./chunk-JATC2XXP.js";
import {
  passAtK,
  passHatK,
  wilson
} from "./chunk-YHV2K2RC.js";
import {
  STATUSES,
  unobservedOnly
} from "./chunk-3B5M7KFV.js";

// src/score/aggregate.ts
var UNSCORED = /* @__PURE__ */ new Set([
  "skipped",
  "errored",
  "setup-failed",
  "known-failure",
  "cancelled"
]);
var isScored = (r) => !UNSCORED.has(r.status) && !unobservedOnly(r);
function stats(rows) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  for (const r of rows) counts[r.status]++;
  const scored = rows.filter(isScored).length;
  const unobserved = rows.filter(unobservedOnly).length;
  return {
    total: rows.length,
    counts,
    scored,
    ...unobserved ? { unobserved } : {},
    accuracy: scored ? counts.pass / scored : null,
    interval: wilson(counts.pass, scored)
  };
}
function groupBy(rows, keys) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of rows) {
    for (const k of keys(r)) {
      const group = groups.get(k);
      if (group) group.push(r);
      else groups.set(k, [r]);
    }
  }
  return groups;
}
function groupStats(rows, keys) {
  return Object.fromEntries(
    [...groupBy(rows, keys)].sort(([a], [b]) => a.localeCompare(b)).map(([k, rs]) => [k, stats(rs)])
  );
}
function summarize(rows) {
  const byProvider = groupBy(rows, (r) => [r.provider]);
  const providers = [...byProvider.keys()].sort((a, b) => a.localeCompare(b));
  return {
    overall: stats(rows),
    byProvider: Object.fromEntries(providers.map((p) => [p, stats(byProvider.get(p))])),
    byTier: groupStats(rows, (r) => [r.tier]),
    byCategory: groupStats(rows, (r) => r.category ? [r.category] : []),
    byTag: groupStats(rows, (r) => r.tags),
    matrix: Object.fromEntries(
      providers.map((p) => [p, groupStats(byProvider.get(p), (r) => [r.tier])])
    ),
    ...promises(rows)
  };
}
function promises(rows) {
  const rate = recoveryRate(rows);
  const faults = { checked: 0, missing: 0, invalid: 0, rows: 0 };
  for (const r of rows) {
    const calls = r.calls.filter((c) => c.structured);
    faults.checked += calls.length;
    faults.missing += calls.filter((c) => c.structured?.status === "missing").length;
    faults.invalid += calls.filter((c) => c.structured?.status === "invalid").length;
    if (structuredFaults(calls).length) faults.rows++;
  }
  return {
    ...rate.errors ? { recovery: rate } : {},
    ...faults.checked ? { serverFaults: faults } : {}
  };
}

// src/score/trials.ts
var trialKey = (r) => `${r.provider}\0${r.tier}\0${r.scenario}`;
function trials(rows) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const key = trialKey(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()].map(trial);
}
function trial(rows) {
  const first = rows[0];
  const scored = rows.filter(isScored);
  const c = scored.filter((r) => r.status === "pass").length;
  const n = scored.length;
  const ks = Array.from({ length: n }, (_, i) => i + 1);
  return {
    scenario: first.scenario,
    file: first.file,
    line: first.line,
    provider: first.provider,
    model: first.model,
    tier: first.tier,
    ...first.category !== void 0 ? { category: first.category } : {},
    ...first.definition !== void 0 ? { definition: first.definition } : {},
    passes: c,
    n,
    runs: rows.length,
    ...n > 0 ? {
      passAtK: Object.fromEntries(ks.map((k) => [String(k), passAtK(c, n, k)])),
      passHatK: Object.fromEntries(ks.map((k) => [String(k), passHatK(c, n, k)]))
    } : {},
    interval: wilson(c, n)
  };
}

export {
  stats,
  groupStats,
  summarize,
  trialKey,
  trials
};
