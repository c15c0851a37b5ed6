import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  fisherExact,
  trialsToDetect
} from "./chunk-YHV2K2RC.js";
import {
  unobservedOnly
} from "./chunk-6CESUXID.js";

// src/compare/trials.ts
var SERVER_CRASH = /^The MCP server `[^`]*` (exited with code|was killed by|is not running|could not be started)/;
var isServerCrash = (r) => r.status === "errored" && SERVER_CRASH.test(r.reason);
function trial(r) {
  switch (r.status) {
    case "pass":
      return true;
    case "inconclusive":
      return unobservedOnly(r) ? void 0 : false;
    case "fail":
    case "timeout":
    case "known-failure":
      return false;
    case "errored":
      return isServerCrash(r) ? false : void 0;
    case "skipped":
    case "setup-failed":
    case "cancelled":
      return void 0;
  }
}
function passCount(rows) {
  const trials = rows.map(trial).filter((t) => t !== void 0);
  return { passes: trials.filter(Boolean).length, n: trials.length };
}
function failureReason(r) {
  const check = r.checks.find((c) => !c.passed);
  return check ? `${check.check}: ${check.reason}` : `${r.status}: ${r.reason}`;
}

// src/compare/classify.ts
var ALPHA = 0.05;
var MIN_TRIALS = 3;
var distinct = (values) => [...new Set(values.filter((v) => v !== void 0))].sort();
var same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
function noTrial(side, rows) {
  const skipped = rows.find((r) => r.status === "skipped");
  if (skipped) return `skipped on ${side}: ${skipped.reason}`;
  const byStatus = /* @__PURE__ */ new Map();
  for (const r of rows) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(", ");
  return `no trial that counts on ${side} (${counts}): ${rows[0].reason}`;
}
function incomparable(base, head) {
  const defs = {
    base: distinct(base.map((r) => r.definition)),
    head: distinct(head.map((r) => r.definition))
  };
  if (defs.base.length && defs.head.length && !same(defs.base, defs.head)) {
    return "the scenario changed (its prompts, expectations, gates or mode)";
  }
  for (const [side, rows] of [
    ["base", base],
    ["head", head]
  ]) {
    if (!rows.some((r) => trial(r) !== void 0)) return noTrial(side, rows);
  }
  const models = {
    base: distinct(base.map((r) => r.model)),
    head: distinct(head.map((r) => r.model))
  };
  if (!same(models.base, models.head)) {
    return `the model differs: ${models.base.join(", ")} → ${models.head.join(", ")}`;
  }
  return void 0;
}
function servedApart(base, head) {
  const of = (rows) => distinct(rows.filter((r) => trial(r) !== void 0).flatMap((r) => r.served ?? []));
  const served = { base: of(base), head: of(head) };
  if (!served.base.length || !served.head.length || same(served.base, served.head)) return;
  return {
    served,
    why: `the served model differs: base ${served.base.join(", ")}, head ${served.head.join(", ")}`
  };
}
var all = (c) => c.passes === c.n;
var none = (c) => c.passes === 0;
var rate = (c) => c.passes / c.n;
function direction(b, h, p = fisherExact(b.passes, b.n - b.passes, h.passes, h.n - h.passes)) {
  const significant = p < ALPHA;
  if (all(b) && none(h) || significant && rate(h) < rate(b)) return "worse";
  if (none(b) && all(h) || significant && rate(h) > rate(b)) return "better";
  return void 0;
}
function failing(rows) {
  const failed = [...rows].sort((a, b) => a.repetition - b.repetition).find((r) => trial(r) === false);
  return failed && failureReason(failed);
}
function classify(scenario, provider, base, head) {
  const s = classed(scenario, provider, base, head);
  if (s.class === "new" || s.class === "removed" || s.class === "not-comparable") return s;
  const apart = servedApart(base, head);
  return apart ? { ...s, class: "not-comparable", ...apart, wouldBe: s.class } : s;
}
function classed(scenario, provider, base, head) {
  const tier = (head[0] ?? base[0])?.tier;
  const out = { scenario, provider, ...tier !== void 0 ? { tier } : {} };
  if (!base.length) return { ...out, class: "new", head: passCount(head) };
  if (!head.length) return { ...out, class: "removed", base: passCount(base) };
  const b = passCount(base);
  const h = passCount(head);
  const counts = { base: b, head: h };
  const why = incomparable(base, head);
  if (why) return { ...out, class: "not-comparable", ...counts, why };
  const change = changeOf(b, h);
  const stats = { ...counts, p: change.p };
  const cls = countClass(b, h, change);
  if (cls === "changed-few") {
    return {
      ...out,
      class: cls,
      ...stats,
      trialsNeeded: trialsToDetect(rate(b), rate(h), ALPHA),
      ...reason(failing(change.worse ? head : base))
    };
  }
  if (cls === "regressed") return { ...out, class: cls, ...stats, ...reason(failing(head)) };
  if (cls === "fixed") return { ...out, class: cls, ...stats, ...reason(failing(base)) };
  if (cls === "flaky")
    return { ...out, class: cls, ...stats, ...reason(failing(!all(h) && !none(h) ? head : base)) };
  return { ...out, class: cls, ...stats };
}
function changeOf(b, h) {
  const p = fisherExact(b.passes, b.n - b.passes, h.passes, h.n - h.passes);
  const way = direction(b, h, p);
  return { p, worse: way === "worse", better: way === "better" };
}
function countClass(b, h, change = changeOf(b, h)) {
  const { worse, better } = change;
  if ((worse || better) && Math.min(b.n, h.n) < MIN_TRIALS) return "changed-few";
  if (worse) return "regressed";
  if (better) return "fixed";
  if (!all(h) && !none(h) || !all(b) && !none(b)) return "flaky";
  return "unchanged";
}
var reason = (text) => text === void 0 ? {} : { reason: text };

export {
  trial,
  passCount,
  ALPHA,
  MIN_TRIALS,
  direction,
  classify,
  countClass
};
