import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  decide
} from "./chunk-W6OLGDVE.js";
import {
  fisherExact,
  newcombe
} from "./chunk-SBC4PIP4.js";
import {
  COMPARISON_CLASSES
} from "./chunk-S5OZ5UI6.js";

// src/compare/aggregate.ts
var COMPARABLE = /* @__PURE__ */ new Set(["regressed", "fixed", "flaky", "unchanged"]);
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
    significant: interval !== null && (interval.low > 0 || interval.high < 0)
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

// src/compare/trials.ts
var SERVER_CRASH = /^The MCP server `[^`]*` (exited with code|was killed by|is not running|could not be started)/;
var isServerCrash = (r) => r.status === "errored" && SERVER_CRASH.test(r.reason);
function trial(r) {
  switch (r.status) {
    case "pass":
      return true;
    case "inconclusive":
      return r.checks.some((c) => c.unobserved) && r.checks.every((c) => c.passed || c.unobserved) ? void 0 : false;
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
    return `the model differs: ${models.base.join(", ")} \u2192 ${models.head.join(", ")}`;
  }
  return void 0;
}
var all = (c) => c.passes === c.n;
var none = (c) => c.passes === 0;
var rate = (c) => c.passes / c.n;
function failing(rows) {
  const failed = [...rows].sort((a, b) => a.repetition - b.repetition).find((r) => trial(r) === false);
  return failed && failureReason(failed);
}
function classify(scenario, provider, base, head) {
  const tier = (head[0] ?? base[0])?.tier;
  const out = { scenario, provider, ...tier !== void 0 ? { tier } : {} };
  if (!base.length) return { ...out, class: "new", head: passCount(head) };
  if (!head.length) return { ...out, class: "removed", base: passCount(base) };
  const b = passCount(base);
  const h = passCount(head);
  const counts = { base: b, head: h };
  const why = incomparable(base, head);
  if (why) return { ...out, class: "not-comparable", ...counts, why };
  const p = fisherExact(b.passes, b.n - b.passes, h.passes, h.n - h.passes);
  const stats = { ...counts, p };
  const significant = p < ALPHA;
  if (all(b) && none(h) || significant && rate(h) < rate(b)) {
    return { ...out, class: "regressed", ...stats, ...reason(failing(head)) };
  }
  if (none(b) && all(h) || significant && rate(h) > rate(b)) {
    return { ...out, class: "fixed", ...stats, ...reason(failing(base)) };
  }
  if (!all(h) && !none(h)) return { ...out, class: "flaky", ...stats, ...reason(failing(head)) };
  if (!all(b) && !none(b)) return { ...out, class: "flaky", ...stats, ...reason(failing(base)) };
  return { ...out, class: "unchanged", ...stats };
}
var reason = (text) => text === void 0 ? {} : { reason: text };

// src/compare/confusion.ts
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
function confusions(r) {
  return r.checks.filter((c) => c.check === "selection" && !c.passed).flatMap((c) => {
    const expected = new Set(strings(c.expected));
    const instead = [...new Set(strings(c.actual).filter((t) => !expected.has(t)))];
    return (c.missing ?? []).map((tool, i) => [
      tool,
      instead[i] ?? null
    ]);
  });
}
function table(rows) {
  const counts = /* @__PURE__ */ new Map();
  for (const [expected, chosen] of rows.flatMap(confusions)) {
    const key = JSON.stringify([expected, chosen]);
    const entry = counts.get(key) ?? { expected, chosen, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.expected.localeCompare(b.expected) || (a.chosen ?? "").localeCompare(b.chosen ?? "")
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
        if (e.chosen === null || e.chosen === e.expected) continue;
        const tools = [e.expected, e.chosen].sort();
        const key = JSON.stringify(tools);
        const pair = pairs.get(key) ?? {
          tools,
          base: 0,
          head: 0,
          changed: tools.some((n) => changed.has(n))
        };
        pair[side] += e.count;
        pairs.set(key, pair);
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
    if (!describedAnew && !schemaChanged) continue;
    changed.push({
      name,
      ...describedAnew ? {
        description: {
          ...b.description !== void 0 ? { base: b.description } : {},
          ...h.description !== void 0 ? { head: h.description } : {}
        }
      } : {},
      schemaChanged
    });
  }
  const byName = (a, b) => a.localeCompare(b);
  return {
    added: [...after.keys()].filter((n) => !before.has(n)).sort(byName),
    removed: [...before.keys()].filter((n) => !after.has(n)).sort(byName),
    changed: changed.sort((a, b) => byName(a.name, b.name))
  };
}
var touched = (d) => /* @__PURE__ */ new Set([...d.added, ...d.removed, ...d.changed.map((c) => c.name)]);

// src/compare/index.ts
var pairKey = (r) => `${r.scenario.length}:${r.scenario}${r.provider}`;
function byPair(rows) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const key = pairKey(r);
    const pair = out.get(key);
    if (pair) pair.rows.push(r);
    else out.set(key, { scenario: r.scenario, provider: r.provider, rows: [r] });
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
function compareReports(base, head, label, run) {
  const tools = base.tools && head.tools ? diffTools(base.tools, head.tools) : void 0;
  const changed = tools ? touched(tools) : /* @__PURE__ */ new Set();
  const before = byPair(base.results);
  const after = byPair(head.results);
  const scenarios = [];
  for (const key of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    const { scenario, provider } = before.get(key) ?? after.get(key);
    const b = before.get(key)?.rows ?? [];
    const h = after.get(key)?.rows ?? [];
    const s = classify(scenario, provider, b, h);
    if (tools && (s.class === "regressed" || s.class === "fixed")) {
      const involved = [...toolsOf([...b, ...h])].filter((t) => changed.has(t)).sort();
      s.toolChanged = involved.length > 0;
      if (involved.length) s.changedTools = involved;
    }
    scenarios.push(s);
  }
  const rank = (c) => ["regressed", "fixed", "flaky", "not-comparable", "new", "removed", "unchanged"].indexOf(c);
  scenarios.sort(
    (a, b) => rank(a.class) - rank(b.class) || compare(a.scenario, b.scenario) || compare(a.provider, b.provider)
  );
  const counts = Object.fromEntries(COMPARISON_CLASSES.map((k) => [k, 0]));
  for (const s of scenarios) counts[s.class]++;
  const deltas = aggregates(scenarios);
  const confusionTables = confusion(base.results, head.results);
  return {
    base: { label, startedAt: base.startedAt, ...run ? { run } : {} },
    verdict: decide(counts, deltas),
    counts,
    scenarios,
    aggregates: deltas,
    ...tools ? { tools } : {},
    confusion: confusionTables,
    confusedPairs: confusedPairs(confusionTables, changed)
  };
}

export {
  compareReports
};
