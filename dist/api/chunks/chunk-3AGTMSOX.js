import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  Z95,
  fisherExact,
  trialsToDetect,
  wilson
} from "./chunk-YHV2K2RC.js";
import {
  counted,
  ignoredJudgeOnly,
  unobservedOnly
} from "./chunk-TDFVWDMO.js";

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

// src/compare/verdict.ts
function decide(counts, aggregates) {
  const overall = aggregates.filter((a) => a.tier === void 0 && a.significant);
  if (counts.regressed > 0 || overall.some((a) => (a.delta ?? 0) < 0)) return "regressed";
  if (counts.fixed > 0 || overall.some((a) => (a.delta ?? 0) > 0)) return "improved";
  return "unchanged";
}
var className = (k) => k === "changed-few" ? "changed (too few trials)" : k;
var pct = (x) => `${Math.round(x * 1e3) / 10}%`;
var points = (x) => `${x < 0 ? "−" : "+"}${Math.abs(Math.round(x * 1e3) / 10).toFixed(1)}`;
var showP = (p) => p === void 0 ? "—" : p < 1e-3 ? "< 0.001" : String(Number(p.toPrecision(2)));
function describeDelta(a) {
  const rates = a.base.n && a.head.n ? `${pct(a.base.passes / a.base.n)} → ${pct(a.head.passes / a.head.n)}` : "no trial on a side";
  const ci = a.interval ? `, 95% CI ${points(a.interval.low)} to ${points(a.interval.high)}` : "";
  const exact = a.pairs && a.p !== void 0 ? `, exact p ${showP(a.p)} over ${a.pairs.n} pairs` : "";
  return `${a.provider}${a.tier ? ` ${a.tier}` : " overall"} ${rates}${a.delta !== null ? ` (${points(a.delta)} pts${ci}${exact})` : ""}`;
}
var PAIRED = "same job, interleaved, paired";
function judgeOnlyNote(c) {
  const ignored = ignoredJudgeOnly(c);
  if (!ignored.length) return void 0;
  const of = (k) => ignored.filter((s) => s.class === k).length;
  const parts = ["regressed", "fixed"].filter((k) => of(k)).map((k) => `${of(k)} ${k}`);
  return `judge-only, not counted: ${parts.join(", ")}`;
}
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
var toolsIdentical = (c) => !!c.tools && !c.tools.added.length && !c.tools.removed.length && !c.tools.changed.length;
function overallOnly(c) {
  if (c.verdict !== "regressed" || counted(c, "regressed") > 0) return void 0;
  const fixed = counted(c, "fixed");
  const what = fixed ? `overall decline, no scenario regressed (${plural(fixed, "fixed", "fixed")})` : "overall decline, no scenario significant";
  if (!toolsIdentical(c)) return what;
  return c.method === "paired" ? `${what}; tool list identical, and both sides ran interleaved in one job (not model drift): look at what the server returned` : `${what}; server unchanged — likely a model change`;
}
function servedChanges(c) {
  const changes = /* @__PURE__ */ new Map();
  for (const s of c.scenarios) {
    if (!s.served) continue;
    const text = `${s.provider} base ${s.served.base.join(", ")}, head ${s.served.head.join(", ")}`;
    const seen = changes.get(text) ?? { text, pairs: 0 };
    seen.pairs++;
    changes.set(text, seen);
  }
  return [...changes.values()].map((x) => `${x.text} (${plural(x.pairs, "scenario")})`);
}
function verdictLine(c, code = (s) => s) {
  const n = { ...c.counts, regressed: counted(c, "regressed"), fixed: counted(c, "fixed") };
  const vs = `vs ${code(c.base.label)}${c.method === "paired" ? ` (${PAIRED})` : ""}`;
  const moved = c.aggregates.filter((a) => a.tier === void 0 && a.significant);
  const worse = moved.filter((a) => (a.delta ?? 0) < 0).map(describeDelta);
  const better = moved.filter((a) => (a.delta ?? 0) > 0).map(describeDelta);
  const others = ["changed-few", "flaky", "not-comparable", "new", "removed", "unchanged"].filter((k) => (n[k] ?? 0) > 0).map((k) => `${n[k]} ${className(k)}`).join(", ");
  const served = servedChanges(c);
  const judged = judgeOnlyNote(c);
  const tail = `${others ? `; ${others}` : ""}${judged ? `; ${judged}` : ""}${served.length ? `; served model changed: ${served.join("; ")}` : ""}`;
  const only = overallOnly(c);
  switch (c.verdict) {
    case "regressed":
      if (only)
        return `Regressed ${vs}: ${only}${worse.length ? `; ${worse.join("; ")}` : ""}${tail}`;
      return `Regressed ${vs}: ${plural(n.regressed ?? 0, "scenario")} regressed, ${n.fixed ?? 0} fixed${worse.length ? `; ${worse.join("; ")}` : ""}${toolsIdentical(c) ? "; tool list identical on both sides" : ""}${tail}`;
    case "improved":
      return `Improved ${vs}: ${plural(n.fixed ?? 0, "scenario")} fixed, none regressed${better.length ? `; ${better.join("; ")}` : ""}${tail}`;
    case "unchanged":
      return `No significant change ${vs}${tail}`;
  }
}

// src/compare/paired.ts
function halfBinomialCdf(k, m) {
  let term = 0.5 ** m;
  let sum = term;
  for (let x = 1; x <= k; x++) {
    term = term * (m - x + 1) / x;
    sum += term;
  }
  return sum;
}
function mcnemarExact(lost, gained) {
  const m = lost + gained;
  if (m === 0) return 1;
  return Math.min(1, 2 * halfBinomialCdf(Math.min(lost, gained), m));
}
function newcombePaired(t, z = Z95) {
  const { n, both: a, lost: b, gained: c } = t;
  if (n === 0) return null;
  const d = n - a - b - c;
  const base = a + b;
  const head = a + c;
  const wb = wilson(base, n, z);
  const wh = wilson(head, n, z);
  const pb = base / n;
  const ph = head / n;
  const margins = base * (n - base) * head * (n - head);
  const cross = a * d - b * c;
  const numerator = cross > n / 2 ? cross - n / 2 : cross >= 0 ? 0 : cross;
  const phi = margins === 0 ? 0 : numerator / Math.sqrt(margins);
  const down = [ph - wh.low, wb.high - pb];
  const up = [wh.high - ph, pb - wb.low];
  const spread = ([x, y]) => Math.sqrt(Math.max(0, x * x - 2 * phi * x * y + y * y));
  const diff = ph - pb;
  return { low: diff - spread(down), high: diff + spread(up) };
}
function pairsToDetect(alpha, max = 1e3) {
  for (let m = 1; m <= max; m++) if (mcnemarExact(m, 0) < alpha) return m;
  return null;
}

export {
  trial,
  passCount,
  ALPHA,
  MIN_TRIALS,
  direction,
  classify,
  countClass,
  decide,
  className,
  points,
  showP,
  PAIRED,
  toolsIdentical,
  overallOnly,
  servedChanges,
  verdictLine,
  mcnemarExact,
  newcombePaired,
  pairsToDetect
};
