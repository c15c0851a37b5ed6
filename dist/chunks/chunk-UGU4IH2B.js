import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  canonical
} from "./chunk-5M35CGCA.js";
import {
  MIN_TRIALS,
  classify,
  trial
} from "./chunk-I7TLQDRS.js";
import {
  decide
} from "./chunk-CDC3DIKE.js";
import {
  newcombe
} from "./chunk-Z36LUJAH.js";
import {
  COMPARISON_CLASSES,
  baseRunName
} from "./chunk-TDWPDVNH.js";

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
    significant: interval !== null && Math.min(base.n, head.n) >= MIN_TRIALS && (interval.low > 0 || interval.high < 0)
  };
}
function aggregates(scenarios) {
  const comparable = scenarios.filter((s) => COMPARABLE.has(s.class));
  const providers = [...new Set(comparable.map((s) => s.provider))].sort();
  return providers.flatMap((provider) => {
    const mine = comparable.filter((s) => s.provider === provider);
    const tiers = [...new Set(mine.map((s) => s.tier ?? ""))].sort();
    return [
      delta(provider, void 0, mine),
      ...tiers.map(
        (tier) => delta(
          provider,
          tier,
          mine.filter((s) => (s.tier ?? "") === tier)
        )
      )
    ];
  });
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
  const counts = Object.fromEntries(COMPARISON_CLASSES.map((k) => [k, 0]));
  for (const s of scenarios) counts[s.class]++;
  const deltas = aggregates(scenarios);
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
    verdict: decide(verdictCounts, counted === scenarios ? deltas : aggregates(counted)),
    counts,
    judgeOnly: judgePolicy,
    scenarios,
    aggregates: deltas,
    ...tools ? { tools } : {},
    ...tokens ? { tokens } : {},
    confusion: confusionTables,
    confusedPairs: confusedPairs(confusionTables, changed)
  };
}

export {
  compareReports
};
