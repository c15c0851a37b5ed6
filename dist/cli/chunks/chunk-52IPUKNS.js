import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  Z95,
  wilson
} from "./chunk-YHV2K2RC.js";
import {
  counted,
  ignoredJudgeOnly
} from "./chunk-YSIP2RN2.js";

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
