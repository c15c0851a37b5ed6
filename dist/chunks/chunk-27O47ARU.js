import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  mcnemarExact,
  newcombePaired,
  pairsToDetect
} from "./chunk-LDJZUPTH.js";
import {
  canonical
} from "./chunk-RYZVKQPE.js";
import {
  ALPHA,
  MIN_TRIALS,
  classify,
  decide,
  direction,
  trial
} from "./chunk-R22YWAXX.js";
import {
  newcombe
} from "./chunk-YHV2K2RC.js";
import {
  BASE_ROWS,
  COMPARISON_CLASSES,
  baseRunName
} from "./chunk-3B5M7KFV.js";

// src/compare/detectable.ts
var NONE = { decline: null, rise: null };
function detectableIndependent(base, head) {
  if (Math.min(base.n, head.n) < MIN_TRIALS) return NONE;
  const from = base.passes / base.n;
  let decline = null;
  let rise = null;
  for (let h = head.n; h >= 0 && decline === null; h--) {
    const i = newcombe(base.passes, base.n, h, head.n);
    if (i && i.high < 0) decline = from - h / head.n;
  }
  for (let h = 0; h <= head.n && rise === null; h++) {
    const i = newcombe(base.passes, base.n, h, head.n);
    if (i && i.low > 0) rise = h / head.n - from;
  }
  return { decline, rise };
}
function detectablePaired(pairs) {
  const m = pairsToDetect(ALPHA);
  if (m === null || pairs.n < MIN_TRIALS) return NONE;
  const passed = pairs.both + pairs.lost;
  return {
    decline: m <= passed ? m / pairs.n : null,
    rise: m <= pairs.n - passed ? m / pairs.n : null
  };
}
function smallestFlagged(nb, nh) {
  if (Math.min(nb, nh) < MIN_TRIALS) return null;
  let best = null;
  for (let kb = nb; kb >= 1; kb--) {
    const from = kb / nb;
    for (let kh = Math.ceil(from * nh - 1); kh >= 0; kh--) {
      const change = from - kh / nh;
      if (change <= 0) continue;
      if (best && change >= best.change) break;
      const base = { passes: kb, n: nb };
      const head = { passes: kh, n: nh };
      if (direction(base, head) === "worse") {
        best = { change, base, head };
        break;
      }
    }
  }
  return best;
}
function scenarioDetectable(scenarios) {
  const groups = /* @__PURE__ */ new Map();
  for (const s of scenarios) {
    if (!s.base || !s.head) continue;
    const key2 = `${s.base.n}:${s.head.n}`;
    const g = groups.get(key2) ?? { base: s.base.n, head: s.head.n, scenarios: 0 };
    g.scenarios++;
    groups.set(key2, g);
  }
  return [...groups.values()].sort((a, b) => b.scenarios - a.scenarios || a.base - b.base || a.head - b.head).map((g) => {
    const flagged = smallestFlagged(g.base, g.head);
    return {
      trials: { base: g.base, head: g.head },
      scenarios: g.scenarios,
      change: flagged?.change ?? null,
      ...flagged ? { example: { base: flagged.base, head: flagged.head } } : {}
    };
  });
}

// src/compare/aggregate.ts
var COMPARABLE = /* @__PURE__ */ new Set([
  "regressed",
  "fixed",
  "changed-few",
  "flaky",
  "unchanged"
]);
var add = (a, b) => ({
  passes: a.passes + (b?.passes ?? 0),
  n: a.n + (b?.n ?? 0)
});
function pairedDelta(provider, tier, scenarios) {
  const pairs = { n: 0, both: 0, lost: 0, gained: 0, dropped: 0 };
  for (const s of scenarios) {
    for (const k of ["n", "both", "lost", "gained", "dropped"])
      pairs[k] += s.pairs?.[k] ?? 0;
  }
  const p = mcnemarExact(pairs.lost, pairs.gained);
  return {
    provider,
    ...tier !== void 0 ? { tier } : {},
    base: { passes: pairs.both + pairs.lost, n: pairs.n },
    head: { passes: pairs.both + pairs.gained, n: pairs.n },
    delta: pairs.n ? (pairs.gained - pairs.lost) / pairs.n : null,
    interval: newcombePaired(pairs),
    significant: pairs.n >= MIN_TRIALS && p < ALPHA,
    pairs,
    p,
    detectable: detectablePaired(pairs)
  };
}
function delta(provider, tier, pairs) {
  const zero = { passes: 0, n: 0 };
  const base = pairs.reduce((sum, s) => add(sum, s.base), zero);
  const head = pairs.reduce((sum, s) => add(sum, s.head), zero);
  const interval = newcombe(base.passes, base.n, head.passes, head.n);
  return {
    provider,
    ...tier !== void 0 ? { tier } : {},
    base,
    head,
    delta: base.n && head.n ? head.passes / head.n - base.passes / base.n : null,
    interval,
    significant: interval !== null && Math.min(base.n, head.n) >= MIN_TRIALS && (interval.low > 0 || interval.high < 0),
    detectable: detectableIndependent(base, head)
  };
}
function aggregates(scenarios, method = "independent") {
  const of = method === "paired" ? pairedDelta : delta;
  const comparable = scenarios.filter((s) => COMPARABLE.has(s.class));
  const providers = [...new Set(comparable.map((s) => s.provider))].sort();
  return providers.flatMap((provider) => {
    const mine = comparable.filter((s) => s.provider === provider);
    const tiers = [...new Set(mine.map((s) => s.tier ?? ""))].sort();
    return [
      of(provider, void 0, mine),
      ...tiers.map(
        (tier) => of(
          provider,
          tier,
          mine.filter((s) => (s.tier ?? "") === tier)
        )
      )
    ];
  });
}

// src/compare/base-rows.ts
var CARRIED = /* @__PURE__ */ new Set(["regressed", "fixed", "changed-few"]);
function carryBaseRows(scenarios, rowsOf) {
  let left = BASE_ROWS.total;
  for (const s of scenarios) {
    if (!CARRIED.has(s.class)) continue;
    const rows = [...rowsOf(s)].sort((a, b) => a.repetition - b.repetition);
    if (!rows.length) continue;
    const kept = rows.slice(0, Math.min(BASE_ROWS.perPair, left));
    left -= kept.length;
    if (kept.length) s.baseRows = kept.map((r) => ({ ...r }));
    if (kept.length < rows.length) s.baseRowsLeftOut = rows.length - kept.length;
  }
}

// src/compare/confusion.ts
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
function unrunnable(r, turn) {
  const format = r.checks.find((c) => c.check === "call_format" && c.turn === turn);
  const calls = Array.isArray(format?.actual) ? format.actual : [];
  return calls.flatMap(
    (c) => typeof c === "object" && c !== null && !Array.isArray(c) && typeof c.tool === "string" ? [c.tool] : []
  );
}
function confusions(r) {
  return r.checks.filter((c) => c.check === "selection" && !c.passed).flatMap((c) => {
    const expected = new Set(strings(c.expected));
    const instead = [...new Set(strings(c.actual).filter((t) => !expected.has(t)))];
    const broken = unrunnable(r, c.turn);
    const unoffered = [...new Set(broken.filter((t) => !expected.has(t)))];
    return (c.missing ?? []).map((tool) => {
      if (broken.includes(tool)) return { expected: tool, chosen: tool, unrunnable: true };
      const other = instead.shift();
      if (other !== void 0) return { expected: tool, chosen: other };
      const unknown = unoffered.shift();
      return unknown !== void 0 ? { expected: tool, chosen: unknown, unrunnable: true } : { expected: tool, chosen: null };
    });
  });
}
function table(rows) {
  const counts = /* @__PURE__ */ new Map();
  for (const confused of rows.flatMap(confusions)) {
    const key2 = JSON.stringify([confused.expected, confused.chosen, !!confused.unrunnable]);
    const entry = counts.get(key2) ?? { ...confused, count: 0 };
    entry.count++;
    counts.set(key2, entry);
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.expected.localeCompare(b.expected) || (a.chosen ?? "").localeCompare(b.chosen ?? "") || Number(!!a.unrunnable) - Number(!!b.unrunnable)
  );
}
function confusion(base, head) {
  const providers = [...new Set([...base, ...head].map((r) => r.provider))].sort();
  return providers.map((provider) => ({
    provider,
    base: table(base.filter((r) => r.provider === provider)),
    head: table(head.filter((r) => r.provider === provider))
  })).filter((c) => c.base.length || c.head.length);
}
function confusedPairs(tables, changed) {
  const pairs = /* @__PURE__ */ new Map();
  for (const t of tables) {
    for (const side of ["base", "head"]) {
      for (const e of t[side]) {
        if (e.chosen === null || e.chosen === e.expected || e.unrunnable) continue;
        const tools = [e.expected, e.chosen].sort();
        const key2 = JSON.stringify(tools);
        const pair = pairs.get(key2) ?? {
          tools,
          base: 0,
          head: 0,
          changed: tools.some((n) => changed.has(n))
        };
        pair[side] += e.count;
        pairs.set(key2, pair);
      }
    }
  }
  return [...pairs.values()].sort(
    (a, b) => b.base + b.head - (a.base + a.head) || a.tools.join().localeCompare(b.tools.join())
  );
}

// src/compare/tools.ts
function diffTools(base, head) {
  const before = new Map(base.map((t) => [t.name, t]));
  const after = new Map(head.map((t) => [t.name, t]));
  const changed = [];
  for (const [name, h] of after) {
    const b = before.get(name);
    if (!b) continue;
    const describedAnew = b.description !== h.description;
    const schemaChanged = b.schemaHash !== h.schemaHash;
    const declared = declaredChanges(b, h);
    if (!describedAnew && !schemaChanged && !Object.keys(declared).length) continue;
    changed.push({
      name,
      ...describedAnew ? { description: both(b.description, h.description) } : {},
      schemaChanged,
      ...declared
    });
  }
  const byName = (a, b) => a.localeCompare(b);
  return {
    added: [...after.keys()].filter((n) => !before.has(n)).sort(byName),
    removed: [...before.keys()].filter((n) => !after.has(n)).sort(byName),
    changed: changed.sort((a, b) => byName(a.name, b.name))
  };
}
var both = (base, head) => ({
  ...base !== void 0 ? { base } : {},
  ...head !== void 0 ? { head } : {}
});
var same = (a, b) => canonical(a ?? null) === canonical(b ?? null);
function declaredChanges(b, h) {
  if (!b.annotations || !h.annotations) return {};
  const out = {};
  if (b.title !== h.title) out.title = both(b.title, h.title);
  if (b.outputSchemaHash !== h.outputSchemaHash) {
    out.outputSchema = !b.outputSchemaHash ? "added" : !h.outputSchemaHash ? "removed" : "changed";
  }
  const hints = /* @__PURE__ */ new Set([...Object.keys(b.annotations), ...Object.keys(h.annotations)]);
  const annotations = [...hints].filter((k) => !same(b.annotations?.[k], h.annotations?.[k])).sort().map((hint) => ({ hint, ...both(b.annotations?.[hint], h.annotations?.[hint]) }));
  if (annotations.length) out.annotations = annotations;
  if (!same(b.icons, h.icons)) out.iconsChanged = true;
  if (!same(b.execution, h.execution)) out.execution = both(b.execution, h.execution);
  return out;
}
var touched = (d) => /* @__PURE__ */ new Set([...d.added, ...d.removed, ...d.changed.map((c) => c.name)]);

// src/compare/judge-only.ts
var key = (c) => `${c.check}@${c.turn ?? ""}`;
function judged(rows) {
  return new Set(rows.flatMap((r) => r.checks.filter((c) => c.gradedBy === "judge").map(key)));
}
function deterministic(r, skip) {
  const status = r.status === "pass" || r.status === "fail" ? "graded" : r.status;
  const checks = r.checks.filter((c) => !skip.has(key(c))).map((c) => `${key(c)}:${c.unobserved ? "unobserved" : c.passed}`).sort();
  return JSON.stringify([status, checks]);
}
function byRepetition(rows) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) {
    if (trial(r) === void 0) continue;
    if (out.has(r.repetition)) return void 0;
    out.set(r.repetition, r);
  }
  return out;
}
function judgeOnly(base, head) {
  const skip = judged([...base, ...head]);
  if (!skip.size) return false;
  const b = byRepetition(base);
  const h = byRepetition(head);
  if (!b || !h || b.size !== h.size || !b.size) return false;
  for (const [rep, row] of b) {
    const other = h.get(rep);
    if (!other || deterministic(row, skip) !== deterministic(other, skip)) return false;
  }
  return true;
}

// src/compare/tokens.ts
function diffTokens(base, head) {
  if (!base || !head || base.encoding !== head.encoding) return void 0;
  const before = new Map(base.tools.map((t) => [t.name, t.total]));
  const after = new Map(head.tools.map((t) => [t.name, t.total]));
  const names = [.../* @__PURE__ */ new Set([...before.keys(), ...after.keys()])];
  const change = (name) => Math.abs((after.get(name) ?? 0) - (before.get(name) ?? 0));
  return {
    encoding: head.encoding,
    base: base.total,
    head: head.total,
    tools: names.sort((a, b) => change(b) - change(a) || a.localeCompare(b)).map((name) => ({
      name,
      ...before.has(name) ? { base: before.get(name) } : {},
      ...after.has(name) ? { head: after.get(name) } : {}
    }))
  };
}

// src/compare/pairing.ts
function sameRun(base, head) {
  return base.ab && head.ab && base.ab.id === head.ab.id ? base.ab.id : void 0;
}
function byRepetition2(rows) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const same2 = out.get(r.repetition);
    if (same2) same2.push(r);
    else out.set(r.repetition, [r]);
  }
  return out;
}
function pairTrials(base, head) {
  const out = { n: 0, both: 0, lost: 0, gained: 0, dropped: 0 };
  const before = byRepetition2(base);
  const after = byRepetition2(head);
  for (const repetition of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(repetition) ?? [];
    const h = after.get(repetition) ?? [];
    out.dropped += Math.max(b.length, h.length) - Math.min(b.length, h.length);
    for (let i = 0; i < Math.min(b.length, h.length); i++) {
      const [was, is] = [trial(b[i]), trial(h[i])];
      if (was === void 0 || is === void 0) {
        out.dropped++;
        continue;
      }
      out.n++;
      if (was && is) out.both++;
      else if (was) out.lost++;
      else if (is) out.gained++;
    }
  }
  return out;
}

// src/compare/index.ts
var pairKey = (r) => `${r.scenario.length}:${r.scenario}${r.provider}`;
function byPair(rows) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const key2 = pairKey(r);
    const pair = out.get(key2);
    if (pair) pair.rows.push(r);
    else out.set(key2, { scenario: r.scenario, provider: r.provider, rows: [r] });
  }
  return out;
}
var { compare } = new Intl.Collator();
function toolsOf(rows) {
  const names = /* @__PURE__ */ new Set();
  for (const r of rows) {
    for (const c of r.checks) {
      if (c.check !== "selection") continue;
      for (const t of [c.expected, c.actual].flat()) if (typeof t === "string") names.add(t);
    }
    for (const c of r.calls) names.add(c.tool);
  }
  return names;
}
function compareReports(base, head, label, run, options = {}) {
  const judgePolicy = options.judgeOnly ?? "ignore";
  const ab = sameRun(base, head);
  const method = ab === void 0 ? "independent" : "paired";
  const tools = base.tools && head.tools ? diffTools(base.tools, head.tools) : void 0;
  const changed = tools ? touched(tools) : /* @__PURE__ */ new Set();
  const before = byPair(base.results);
  const after = byPair(head.results);
  const scenarios = [];
  for (const key2 of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    const { scenario, provider } = before.get(key2) ?? after.get(key2);
    const b = before.get(key2)?.rows ?? [];
    const h = after.get(key2)?.rows ?? [];
    const s = classify(scenario, provider, b, h);
    if (ab !== void 0 && COMPARABLE.has(s.class)) s.pairs = pairTrials(b, h);
    if ((s.class === "regressed" || s.class === "fixed") && judgeOnly(b, h)) s.judgeOnly = true;
    if (tools && (s.class === "regressed" || s.class === "fixed" || s.class === "changed-few")) {
      const involved = [...toolsOf([...b, ...h])].filter((t) => changed.has(t)).sort();
      s.toolChanged = involved.length > 0;
      if (involved.length) s.changedTools = involved;
    }
    scenarios.push(s);
  }
  const rank = (c) => [
    "regressed",
    "fixed",
    "changed-few",
    "flaky",
    "not-comparable",
    "new",
    "removed",
    "unchanged"
  ].indexOf(c);
  scenarios.sort(
    (a, b) => rank(a.class) - rank(b.class) || compare(a.scenario, b.scenario) || compare(a.provider, b.provider)
  );
  carryBaseRows(scenarios, (s) => before.get(pairKey(s))?.rows ?? []);
  const counts = Object.fromEntries(COMPARISON_CLASSES.map((k) => [k, 0]));
  for (const s of scenarios) counts[s.class]++;
  const deltas = aggregates(scenarios, method);
  const counted = judgePolicy === "ignore" ? scenarios.filter((s) => !s.judgeOnly) : scenarios;
  const verdictCounts = { ...counts };
  for (const s of scenarios) if (!counted.includes(s)) verdictCounts[s.class]--;
  const confusionTables = confusion(base.results, head.results);
  const tokens = diffTokens(base.tokens, head.tokens);
  return {
    // A base from a workflow run is named by that run, as every place names it (by its number).
    base: {
      label: run ? `${baseRunName(run)} (${run.branch} @ ${run.sha.slice(0, 7)})` : label,
      startedAt: base.startedAt,
      ...run ? { run } : {}
    },
    method,
    ...ab !== void 0 ? { ab: { id: ab } } : {},
    verdict: decide(verdictCounts, counted === scenarios ? deltas : aggregates(counted, method)),
    counts,
    judgeOnly: judgePolicy,
    scenarios,
    aggregates: deltas,
    scenarioDetectable: scenarioDetectable(scenarios.filter((s) => COMPARABLE.has(s.class))),
    ...tools ? { tools } : {},
    ...tokens ? { tokens } : {},
    confusion: confusionTables,
    confusedPairs: confusedPairs(confusionTables, changed)
  };
}

export {
  compareReports
};
