import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/compare/verdict.ts
function decide(counts, aggregates) {
  const overall = aggregates.filter((a) => a.tier === void 0 && a.significant);
  if (counts.regressed > 0 || overall.some((a) => (a.delta ?? 0) < 0)) return "regressed";
  if (counts.fixed > 0 || overall.some((a) => (a.delta ?? 0) > 0)) return "improved";
  return "unchanged";
}
var pct = (x) => `${Math.round(x * 1e3) / 10}%`;
var points = (x) => `${x < 0 ? "\u2212" : "+"}${Math.abs(Math.round(x * 1e3) / 10).toFixed(1)}`;
function describeDelta(a) {
  const rates = a.base.n && a.head.n ? `${pct(a.base.passes / a.base.n)} \u2192 ${pct(a.head.passes / a.head.n)}` : "no trial on a side";
  const ci = a.interval ? `, 95% CI ${points(a.interval.low)} to ${points(a.interval.high)}` : "";
  return `${a.provider}${a.tier ? ` ${a.tier}` : " overall"} ${rates}${a.delta !== null ? ` (${points(a.delta)} pts${ci})` : ""}`;
}
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function verdictLine(c, code = (s) => s) {
  const n = c.counts;
  const vs = `vs ${code(c.base.label)}`;
  const moved = c.aggregates.filter((a) => a.tier === void 0 && a.significant);
  const worse = moved.filter((a) => (a.delta ?? 0) < 0).map(describeDelta);
  const better = moved.filter((a) => (a.delta ?? 0) > 0).map(describeDelta);
  const others = ["flaky", "not-comparable", "new", "removed", "unchanged"].filter((k) => n[k] > 0).map((k) => `${n[k]} ${k}`).join(", ");
  const tail = others ? `; ${others}` : "";
  switch (c.verdict) {
    case "regressed":
      return `Regressed ${vs}: ${plural(n.regressed, "scenario")} regressed, ${n.fixed} fixed${worse.length ? `; ${worse.join("; ")}` : ""}${tail}`;
    case "improved":
      return `Improved ${vs}: ${plural(n.fixed, "scenario")} fixed, none regressed${better.length ? `; ${better.join("; ")}` : ""}${tail}`;
    case "unchanged":
      return `No significant change ${vs}${tail}`;
  }
}

export {
  decide,
  points,
  verdictLine
};
