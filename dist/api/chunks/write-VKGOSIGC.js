import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  describeVotes,
  judgeFailures,
  redactRow,
  storedRedactions
} from "./chunk-2HSXVZRX.js";
import {
  trialKey
} from "./chunk-TDZOSWBT.js";
import "./chunk-HU3QL6CU.js";
import {
  FORMATS,
  Redactor,
  chooseFormats,
  secretValues
} from "./chunk-6HMFKCAK.js";
import "./chunk-JKYEM27D.js";
import {
  isStructuredFault
} from "./chunk-VSEU5JTO.js";
import {
  ALPHA,
  MIN_TRIALS,
  className,
  overallOnly,
  points,
  servedChanges,
  toolsIdentical,
  verdictLine
} from "./chunk-GSIEISKU.js";
import "./chunk-Z36LUJAH.js";
import {
  baseRunLink,
  ignoredJudgeOnly
} from "./chunk-3CUMROZW.js";
import {
  isGateCheck,
  isSpyCheck,
  unobservedOnly
} from "./chunk-LKP4QQCW.js";
import {
  TIERS
} from "./chunk-JLVMPUIV.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";

// src/report/write.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";

// src/report/escape.ts
var ZWSP = "​";
function flatten(text2, max = 400) {
  const flat2 = /[^\S ]| {2}|^ | $/.test(text2) ? text2.replace(/\s+/g, " ").trim() : text2;
  if (flat2.length <= max) return flat2;
  let head = flat2.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head}…`;
}
function mdInline(text2, max = 400) {
  const flat2 = flatten(text2, max);
  const line = flat2.includes("`") ? splitCode(flat2).map((p, i) => i % 2 ? mdCode(p, Infinity) : escapeText(p)).join("") : escapeText(flat2);
  return line.replace(/^([#>+*=-]|\d+(?=[.)]))/, (m) => /^\d/.test(m) ? `${m}\\` : `\\${m}`);
}
function mdCode(text2, max = 400) {
  let flat2 = flatten(text2, max);
  if (flat2.includes("|")) flat2 = flat2.replace(/(?<!\\)\|/g, "\\|");
  const longest = flat2.includes("`") ? longestRun(flat2) : 0;
  const fence = "`".repeat(longest + 1);
  const pad = flat2.startsWith("`") || flat2.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat2 || " "}${pad}${fence}`;
}
function htmlText(text2, max = 400) {
  return defuse(flatten(text2, max).replace(/[&<>]/g, escapeChar));
}
function fencedBlock(text2, info = "text") {
  const longest = Math.max(2, longestRun(text2));
  const fence = "`".repeat(longest + 1);
  return [`${fence}${info}`, text2 || "(empty)", fence];
}
function splitCode(text2) {
  const runs = [...text2.matchAll(/`+/g)];
  const out = [];
  let from = 0;
  for (let i = 0; i < runs.length; i++) {
    const open2 = runs[i];
    const j = runs.findIndex((r, k) => k > i && r[0].length === open2[0].length);
    if (j < 0) continue;
    out.push(
      text2.slice(from, open2.index),
      text2.slice(open2.index + open2[0].length, runs[j].index).trim()
    );
    from = runs[j].index + runs[j][0].length;
    i = j;
  }
  out.push(text2.slice(from));
  return out;
}
function longestRun(text2) {
  let longest = 0;
  for (const m of text2.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
var ESCAPED = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var escapeChar = (c) => ESCAPED[c] ?? `\\${c}`;
function escapeText(text2) {
  return defuse(text2.replace(/[&<>\\`[\]|$]/g, escapeChar));
}
function defuse(text2) {
  return text2.replace(
    /@(?=[A-Za-z0-9])|#(?=\d)|\b(?:https?|ftp|mailto|xmpp)(?=:)|\bwww(?=\.)/gi,
    // "www" is written lower-case, as it always was.
    (m) => `${/^www$/i.test(m) ? "www" : m}${ZWSP}`
  );
}

// src/report/answers.ts
var OUTPUT_LIMIT = 2e3;
function answerSection(rows) {
  const cases = rows.flatMap(
    (r) => r.checks.filter((c) => c.check === "answer").map((c) => ({ r, c }))
  );
  if (!cases.length) return [];
  const out = [`### Answers (${cases.length})`, ""];
  for (const { r, c } of cases) {
    const turn = r.turns[c.turn ?? r.turns.length - 1] ?? { user: "", reply: "" };
    const expected = Array.isArray(c.expected) ? c.expected.map(String) : [];
    const mode = c.mode ?? "strict";
    const missing = c.missing ?? [];
    const where = c.turn !== void 0 && r.turns.length > 1 ? ` · turn ${c.turn + 1}` : "";
    out.push(
      `<details><summary>${c.passed ? "✅" : "❌"} <code>${htmlText(r.scenario)}</code> · ${htmlText(r.provider)}${where} · ${mode}: ${expected.length - missing.length}/${expected.length} element(s) found</summary>`,
      "",
      `- **Prompt:** ${inline(turn.user)}`,
      `- **Mode:** ${mode} (${mode === "strict" ? "every expected element" : "any expected element"})`,
      `- **Expected:**`,
      ...expected.map((x) => `  - ${inline(x)}`),
      `- **Missing:** ${missing.length ? "" : "none"}`,
      ...missing.map((x) => `  - ${inline(x)}`),
      `- **Verdict:** ${inline(c.reason)}`,
      "- **Output:**",
      "",
      ...fencedBlock(cut(turn.reply)),
      "",
      "</details>",
      ""
    );
  }
  return out;
}
function cut(text2, limit = OUTPUT_LIMIT) {
  if (text2.length <= limit) return text2;
  return `${text2.slice(0, limit)}
… [cut: ${text2.length - limit} more character(s) of ${text2.length}]`;
}
function inline(text2) {
  return mdInline(text2, OUTPUT_LIMIT) || "(empty)";
}

// src/report/chart.ts
var MAX_PROVIDER_CHARTS = 3;
var MAX_BARS = 8;
function mermaidLabel(text2, max = 40) {
  const flat2 = text2.replace(/\s+/g, " ").replace(/["`]/g, "'").replace(/[<>]/g, "").replace(/%+/g, "%").replace(/[[\]]/g, "").trim();
  return `"${flat2.length > max ? `${flat2.slice(0, max - 1)}…` : flat2}"`;
}
var percent = (rate2) => Math.round(rate2 * 1e3) / 10;
function render(c) {
  return [
    "```mermaid",
    "xychart-beta",
    `  title ${mermaidLabel(c.title, 80)}`,
    `  x-axis [${c.categories.map((k) => mermaidLabel(k)).join(", ")}]`,
    '  y-axis "%" 0 --> 100',
    `  bar [${c.bar.join(", ")}]`,
    ...(c.lines ?? []).map((l) => `  line [${l.join(", ")}]`),
    "```",
    ""
  ];
}
function tierBars(byTier) {
  return TIERS.flatMap((tier) => {
    const accuracy = byTier[tier]?.accuracy;
    return accuracy === null || accuracy === void 0 ? [] : [{ tier, value: percent(accuracy) }];
  });
}
function accuracyCharts(report) {
  const providers = Object.entries(report.summary.matrix);
  const perTier = providers.map(([provider, byTier]) => ({ provider, bars: tierBars(byTier) })).filter((p) => p.bars.length >= 2);
  const single = providers.length === 1;
  if (perTier.length && (single || providers.length <= MAX_PROVIDER_CHARTS)) {
    return perTier.flatMap(
      ({ provider, bars }) => render({
        title: single ? "Accuracy per tier (%)" : `${provider}: accuracy per tier (%)`,
        categories: bars.map((b) => b.tier),
        bar: bars.map((b) => b.value)
      })
    );
  }
  const overall = providers.flatMap(([provider]) => {
    const accuracy = report.summary.byProvider[provider]?.accuracy;
    return accuracy === null || accuracy === void 0 ? [] : [{ provider, value: percent(accuracy) }];
  });
  if (overall.length < 2) return [];
  const shown2 = overall.slice(0, MAX_BARS);
  return render({
    title: overall.length > MAX_BARS ? `Accuracy per provider (%), first ${MAX_BARS} of ${overall.length}` : "Accuracy per provider (%)",
    categories: shown2.map((p) => p.provider),
    bar: shown2.map((p) => p.value)
  });
}
var add = (a, b) => ({
  passes: a.passes + b.passes,
  n: a.n + b.n
});
function comparisonChart(c) {
  const byTier = /* @__PURE__ */ new Map();
  for (const a of c.aggregates) {
    if (a.tier === void 0) continue;
    const seen = byTier.get(a.tier);
    byTier.set(
      a.tier,
      seen ? { base: add(seen.base, a.base), head: add(seen.head, a.head) } : { base: a.base, head: a.head }
    );
  }
  const known = TIERS;
  const tiers = [...byTier.keys()].filter((t) => byTier.get(t).base.n > 0 && byTier.get(t).head.n > 0).sort((a, b) => known.indexOf(a) - known.indexOf(b)).slice(0, MAX_BARS);
  if (tiers.length < 2) return [];
  const rate2 = (p) => percent(p.passes / p.n);
  const pooled = new Set(c.aggregates.map((a) => a.provider)).size > 1;
  return render({
    title: `Pass rate per tier (%)${pooled ? ", providers pooled" : ""}: bars head, line base`,
    categories: tiers,
    bar: tiers.map((t) => rate2(byTier.get(t).head)),
    lines: [tiers.map((t) => rate2(byTier.get(t).base))]
  });
}

// src/report/tokens-md.ts
var grouped = (x) => x.toLocaleString("en-US");
var MAX_TOOLS = 40;
function tokensSection(report) {
  const t = report.tokens;
  if (!t) return [];
  const withOutput = t.tools.some((x) => x.output !== void 0);
  const costly = [...t.tools].sort((a, b) => b.total - a.total);
  const lines = [
    `### Tool surface: ${grouped(t.total)} tokens (${t.tools.length} tool(s), ${t.encoding})`,
    "",
    ...resultLine(t),
    "",
    "<details><summary>Tokens per tool</summary>",
    "",
    `Each tool counted as the JSON a host sends a model: \`{name, description, inputSchema}\`; the parts apart${withOutput ? ", and the output schema (not in the total: a model API has no place for it)" : ""}. Hosts wrap tools differently and other models' tokenizers differ: the figures approximate what a given host sends.`,
    "",
    `| tool | name + description | input schema |${withOutput ? " output schema |" : ""} total |`,
    `|---|---|---|${withOutput ? "---|" : ""}---|`
  ];
  for (const x of costly.slice(0, MAX_TOOLS)) {
    const out = withOutput ? ` ${x.output === void 0 ? "—" : grouped(x.output)} |` : "";
    lines.push(
      `| ${mdCode(x.name, 120)} | ${grouped(x.description)} | ${grouped(x.input)} |${out} ${grouped(x.total)} |`
    );
  }
  if (costly.length > MAX_TOOLS)
    lines.push("", `…and ${costly.length - MAX_TOOLS} more (report.json: tokens.tools).`);
  lines.push("", "</details>", "");
  return lines;
}
function resultLine(t) {
  const r = t.results;
  if (!r?.largest) return ["Tool results: no live result measured."];
  const l = r.largest;
  const past = r.pastCap ? `⚠️ ${r.pastCap} of ${r.measured} past the ${grouped(t.resultCap)}-token cap (result_token_cap)` : `none of ${r.measured} past the ${grouped(t.resultCap)}-token cap`;
  return [
    `Tool results: largest ${grouped(l.tokens)} tokens (${mdCode(l.tool, 120)} in ${mdCode(l.scenario, 120)}, ${mdCode(l.provider, 120)}); ${past}.`
  ];
}
var pastCapLine = (c) => `result of ${mdCode(c.tool)} is ${grouped(c.tokens ?? 0)} tokens, past the ${grouped(c.pastCap ?? 0)}-token cap (result_token_cap): a host with that cap cuts or refuses it`;
function budgetCells(c) {
  return [
    `≤ ${grouped(c.required)} tokens`,
    c.actual === null ? "not measured" : `${grouped(c.actual)} tokens`
  ];
}
function tokensDiffSection(d) {
  const moved = d.tools.filter((t) => t.base !== t.head);
  const delta = (b, h) => {
    const x = h - b;
    return x === 0 ? "±0" : `${x > 0 ? "+" : "−"}${grouped(Math.abs(x))}`;
  };
  const side = (x) => x === void 0 ? "—" : grouped(x);
  const lines = [
    `#### Tool surface tokens (${d.encoding}): ${grouped(d.base)} → ${grouped(d.head)} (${delta(d.base, d.head)})`,
    ""
  ];
  if (!moved.length) return [...lines, "No tool changed its token cost.", ""];
  lines.push("| tool | base | head | change |", "|---|---|---|---|");
  for (const t of moved.slice(0, MAX_TOOLS)) {
    lines.push(
      `| ${mdCode(t.name, 120)} | ${side(t.base)} | ${side(t.head)} | ${delta(t.base ?? 0, t.head ?? 0)} |`
    );
  }
  if (moved.length > MAX_TOOLS)
    lines.push("", `…and ${moved.length - MAX_TOOLS} more (report.json: comparison.tokens).`);
  lines.push("");
  return lines;
}

// src/report/comparison-md.ts
var ALERT = {
  regressed: "CAUTION",
  improved: "TIP",
  unchanged: "NOTE"
};
var flat = (text2, max = 300) => mdInline(text2, max);
var code = (s) => mdCode(s);
var rate = (c) => !c ? "—" : c.n ? `${c.passes}/${c.n} (${Math.round(c.passes / c.n * 100)}%)` : "0 trials";
var showP = (p) => p === void 0 ? "—" : p < 1e-3 ? "< 0.001" : String(Number(p.toPrecision(2)));
function comparisonBlock(c) {
  if (!c) return [];
  const run = c.base.run;
  const base = run ? `${baseRunLink(run)} on ${code(run.branch)} @ ${code(run.sha.slice(0, 7))}, ${flat(run.createdAt)}` : `${flat(c.base.label)} (${flat(c.base.startedAt)})`;
  const alert = overallOnly(c) ? "WARNING" : ALERT[c.verdict];
  const out = [
    "",
    `> [!${alert}]`,
    `> ${flat(verdictLine(c, code), 1e3)}`,
    "",
    `### Compared with ${base}`,
    ""
  ];
  const ignored = new Set(ignoredJudgeOnly(c));
  const regressed = c.scenarios.filter((s) => s.class === "regressed" && !ignored.has(s));
  const fixed = c.scenarios.filter((s) => s.class === "fixed" && !ignored.has(s));
  const few = c.scenarios.filter((s) => s.class === "changed-few");
  out.push(...changedTable("Regressed", regressed, "why it fails now"));
  out.push(...changedTable("Fixed", fixed, "why it failed before"));
  out.push(...judgeOnlyTable([...ignored]));
  if ([...regressed, ...fixed].some((s) => (s.p ?? 0) >= ALPHA)) {
    out.push(
      `p ≥ ${ALPHA}: every trial passed on one side and failed on the other (${MIN_TRIALS} or more trials each), which is a change whatever p says.`,
      ""
    );
  }
  out.push(...fewTable(few));
  if ([...regressed, ...fixed, ...few].some((s) => s.toolChanged)) {
    out.push("🔧 an expected tool, or a tool the model chose, changed in the tools/list.", "");
  }
  out.push(...servedSection(c));
  out.push(...deltaTable(c.aggregates), ...comparisonChart(c));
  if (toolsIdentical(c)) {
    out.push(
      "#### Tools",
      "",
      "Tool list identical on both sides: the same tools, descriptions and input schemas (and annotations, where both recorded them).",
      ""
    );
  } else if (c.tools) out.push(...toolsSection(c.tools));
  if (c.tokens) out.push(...tokensDiffSection(c.tokens));
  out.push(...confusionSection(c.confusion));
  out.push(...pairsSection(c));
  out.push(...othersSection(c));
  while (out.at(-1) === "") out.pop();
  return out;
}
function changedTable(title, rows, reason) {
  if (!rows.length) return [];
  const lines = [
    `#### ${title} (${rows.length})`,
    "",
    `| scenario | provider | base | head | p | ${reason} |`,
    "|---|---|---|---|---|---|"
  ];
  for (const s of rows) {
    const tools = s.changedTools?.length ? ` 🔧 ${s.changedTools.map(code).join(", ")}` : "";
    const judged = s.judgeOnly ? " (judge-only)" : "";
    lines.push(
      `| ${code(s.scenario)}${judged} | ${flat(s.provider)} | ${rate(s.base)} | ${rate(s.head)} | ${showP(s.p)} | ${flat(s.reason ?? "")}${tools} |`
    );
  }
  lines.push("");
  return lines;
}
function judgeOnlyTable(rows) {
  if (!rows.length) return [];
  const lines = [
    `#### Judge-only (${rows.length})`,
    "",
    "Changed only through the LLM judge's grades: every deterministic check passed or failed alike on both sides, trial by trial. Not counted in the verdict, and `fail-on-regression` does not fail on it; `regression: { judge_only: count }` counts it. The overall rates below include them; the verdict's do not.",
    "",
    "| scenario | provider | class | base | head | p | why |",
    "|---|---|---|---|---|---|---|"
  ];
  for (const s of rows) {
    lines.push(
      `| ${code(s.scenario)} | ${flat(s.provider)} | judge-only: ${s.class} | ${rate(s.base)} | ${rate(s.head)} | ${showP(s.p)} | ${flat(s.reason ?? "")} |`
    );
  }
  lines.push("");
  return lines;
}
function fewTable(rows) {
  if (!rows.length) return [];
  const lines = [
    `#### Changed (too few trials) (${rows.length})`,
    "",
    `Fewer than ${MIN_TRIALS} trials on a side: not called regressed or fixed, and \`fail-on-regression\` does not fail on it. Run more (\`repeat\`) to tell.`,
    "",
    "| scenario | provider | base | head | p | trials needed | change |",
    "|---|---|---|---|---|---|---|"
  ];
  for (const s of rows) {
    const worse = s.base && s.head && s.head.passes / s.head.n < s.base.passes / s.base.n;
    const tools = s.changedTools?.length ? ` 🔧 ${s.changedTools.map(code).join(", ")}` : "";
    const needed = s.trialsNeeded === void 0 || s.trialsNeeded === null ? "—" : `≈ ${s.trialsNeeded} trials per side would detect a change this large`;
    const why = s.reason ? `${worse ? ", fails now" : ", failed before"}: ${flat(s.reason)}` : "";
    lines.push(
      `| ${code(s.scenario)} | ${flat(s.provider)} | ${rate(s.base)} | ${rate(s.head)} | ${showP(s.p)} | ${needed} | ${worse ? "worse" : "better"}${why}${tools} |`
    );
  }
  lines.push("");
  return lines;
}
function servedSection(c) {
  const changes = servedChanges(c);
  if (!changes.length) return [];
  const pairs = c.scenarios.filter((s) => s.served);
  const would = /* @__PURE__ */ new Map();
  for (const s of pairs) if (s.wouldBe) would.set(s.wouldBe, (would.get(s.wouldBe) ?? 0) + 1);
  const seen = [...would].map(([k, n]) => `${n} ${className(k)}`).join(", ");
  return [
    "#### Served model changed",
    "",
    "The API served another snapshot behind the same configured model: these scenarios are not comparable (another model, not a change of the server), and are left out of the verdict and the pass rates.",
    "",
    ...changes.map((t) => `- ${flat(t, 300)}`),
    "",
    ...seen ? [`On one snapshot they would be: ${seen}.`, ""] : []
  ];
}
function deltaTable(aggregates) {
  if (!aggregates.length) return [];
  const lines = [
    "#### Pass rates (scenarios both sides can compare)",
    "",
    "| provider | tier | base | head | Δ | 95% interval |",
    "|---|---|---|---|---|---|"
  ];
  const tiers = (provider) => aggregates.filter((a) => a.provider === provider).length;
  for (const a of aggregates.filter((a2) => a2.tier === void 0 || tiers(a2.provider) > 2)) {
    const mark = a.significant ? (a.delta ?? 0) < 0 ? " ⬇️" : " ⬆️" : "";
    lines.push(
      `| ${flat(a.provider)} | ${a.tier ?? "**all**"} | ${rate(a.base)} | ${rate(a.head)} | ${a.delta === null ? "—" : `${points(a.delta)} pts${mark}`} | ${a.interval ? `${points(a.interval.low)} to ${points(a.interval.high)}` : "—"} |`
    );
  }
  lines.push("", "Δ in percentage points, head − base; ⬇️ ⬆️ the interval excludes 0.", "");
  return lines;
}
function textDiff(before, after, context = 3) {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  const from = Math.max(0, start - context * 2);
  const show = (parts) => {
    const to = Math.min(parts.length, parts.length - end + context * 2);
    return `${from > 0 ? "…" : ""}${parts.slice(from, to).join("").trim()}${to < parts.length ? "…" : ""}`;
  };
  return [show(a), show(b)];
}
function describeChange(t) {
  const parts = [];
  if (t.description) {
    const { base, head } = t.description;
    if (base === void 0) parts.push(`description added: "${flat(head ?? "", 200)}"`);
    else if (head === void 0) parts.push(`description removed (was "${flat(base, 200)}")`);
    else {
      const [was, now] = textDiff(base, head);
      parts.push(`description "${flat(was, 200)}" → "${flat(now, 200)}"`);
    }
  }
  if (t.schemaChanged) parts.push("input schema changed");
  if (t.outputSchema) parts.push(`output schema ${t.outputSchema}`);
  if (t.title) parts.push(`title ${shown(t.title.base)} → ${shown(t.title.head)}`);
  for (const a of t.annotations ?? []) parts.push(`${a.hint} ${shown(a.base)} → ${shown(a.head)}`);
  if (t.iconsChanged) parts.push("icons changed");
  if (t.execution) parts.push(`execution ${shown(t.execution.base)} → ${shown(t.execution.head)}`);
  return `- ✏️ ${code(t.name)}: ${parts.join("; ")}`;
}
var shown = (v) => v === void 0 ? "unset" : flat(JSON.stringify(v), 120);
function toolsSection(tools) {
  if (!tools.added.length && !tools.removed.length && !tools.changed.length) return [];
  return [
    "#### Tools changed",
    "",
    ...tools.added.map((t) => `- ➕ ${code(t)} added`),
    ...tools.removed.map((t) => `- ➖ ${code(t)} removed`),
    ...tools.changed.map(describeChange),
    ""
  ];
}
function confusionSection(tables) {
  const part = (unrunnable) => tables.map((t) => ({
    provider: t.provider,
    base: t.base.filter((e) => !!e.unrunnable === unrunnable),
    head: t.head.filter((e) => !!e.unrunnable === unrunnable)
  }));
  return [
    ...confusionTables(
      part(false),
      "#### Selection failures: expected tool → tool chosen instead",
      "chosen instead"
    ),
    ...confusionTables(
      part(true),
      "#### Calls that could not be run (call_format): expected tool → call made",
      "call made"
    )
  ];
}
function confusionTables(all, title, column) {
  const tables = all.filter((t) => t.base.length || t.head.length);
  if (!tables.length) return [];
  const out = [title, ""];
  for (const t of tables) {
    const pairs = /* @__PURE__ */ new Map();
    for (const side of ["base", "head"]) {
      for (const e of t[side]) {
        const key = JSON.stringify([e.expected, e.chosen]);
        const row = pairs.get(key) ?? { expected: e.expected, chosen: e.chosen, base: 0, head: 0 };
        row[side] += e.count;
        pairs.set(key, row);
      }
    }
    out.push(
      `${flat(t.provider)}:`,
      "",
      `| expected | ${column} | base | head |`,
      "|---|---|---|---|"
    );
    for (const r of [...pairs.values()].sort((a, b) => b.head + b.base - (a.head + a.base))) {
      out.push(
        `| ${code(r.expected)} | ${r.chosen === null ? "no other tool" : code(r.chosen)} | ${r.base} | ${r.head} |`
      );
    }
    out.push("");
  }
  return out;
}
function pairsSection(c) {
  const top = c.confusedPairs.slice(0, 5);
  if (!top.length) return [];
  return [
    "#### Most confused tool pairs",
    "",
    ...top.map(
      (p) => `- ${p.tools.map(code).join(" ↔ ")}: base ${p.base}, head ${p.head}${p.changed ? " 🔧 changed" : ""}`
    ),
    ""
  ];
}
function othersSection(c) {
  const kinds = ["flaky", "not-comparable", "new", "removed", "unchanged"];
  const total = kinds.reduce((n, k) => n + (c.counts[k] ?? 0), 0);
  if (!total) return [];
  const summary = kinds.filter((k) => c.counts[k]).map((k) => `${c.counts[k]} ${k}`).join(" · ");
  const out = [`<details><summary>Others: ${summary}</summary>`, ""];
  for (const kind of kinds.slice(0, 4)) {
    const rows = c.scenarios.filter((s) => s.class === kind);
    if (!rows.length) continue;
    out.push(`**${kind}** (${rows.length})`, "");
    for (const s of rows) {
      const detail = kind === "flaky" ? `${rate(s.base)} → ${rate(s.head)}, p ${showP(s.p)}${s.reason ? `: ${flat(s.reason, 200)}` : ""}` : kind === "not-comparable" ? `${flat(s.why ?? "", 200)}${s.wouldBe ? `; would be ${className(s.wouldBe)} (${rate(s.base)} → ${rate(s.head)})` : ""}` : kind === "new" ? rate(s.head) : rate(s.base);
      out.push(`- ${code(s.scenario)} · ${flat(s.provider)}: ${detail}`);
    }
    out.push("");
  }
  out.push("</details>", "");
  return out;
}

// src/report/judge-md.ts
var LISTED = 20;
function judgeSummary(judge) {
  if (!judge || judge.status === "skipped") return [];
  const id = mdCode(judge.id);
  const stopped = judge.status === "stopped" ? [`> Judge ${id} stopped: ${mdInline(judge.reason ?? "")}; the baseline graded the rest.`] : [];
  const t = judge.tally;
  if (!t) {
    return stopped.length ? stopped : [
      `> LLM judge ${id} set for clarification and answer checks (the baseline where it failed).`
    ];
  }
  const samples = judge.samples && judge.samples > 1 ? judge.samples : void 0;
  const how = samples ? ` (the majority of ${samples} samples each${t.agreement !== void 0 ? `; ${Math.round(t.agreement * 1e3) / 10}% of their verdicts agreed with it` : ""})` : "";
  const lines = [
    t.grades === 0 ? `> LLM judge ${id}: no clarification or answer grade to ask it for.` : t.decided === 0 ? `> LLM judge ${id} graded nothing (${t.grades} clarification and answer grade(s) asked).` : `> LLM judge ${id} graded ${t.decided} of ${t.grades} clarification and answer grades${how}.`
  ];
  const failed = judgeFailures(t);
  if (failed) lines.push(`> ⚠️ ${failed}.`);
  if (t.disagreements.length) {
    lines.push(
      `> The judge and the deterministic grader disagree on ${t.disagreements.length} grade(s): see *Judge vs deterministic grader*.`
    );
  }
  return [...lines, ...stopped];
}
function disagreementSection(judge) {
  const list = judge?.tally?.disagreements ?? [];
  if (!list.length) return [];
  const lines = [
    "### Judge vs deterministic grader",
    "",
    "| scenario | provider | check | judge | deterministic |",
    "|---|---|---|---|---|"
  ];
  for (const d of list.slice(0, LISTED)) {
    const where = `${d.check}${d.turn !== void 0 ? ` (turn ${d.turn + 1})` : ""}`;
    const run = d.repetition > 0 ? ` · run ${d.repetition + 1}` : "";
    lines.push(
      `| ${mdCode(d.scenario)}${run} | ${mdInline(d.provider)} | ${where} | ${d.judge} | ${d.baseline} |`
    );
  }
  if (list.length > LISTED)
    lines.push("", `…and ${list.length - LISTED} more (report.json lists all).`);
  return [...lines, ""];
}

// src/report/pct.ts
function pct(s) {
  if (!s || s.accuracy === null) return "—";
  return `${Math.round(s.accuracy * 1e3) / 10}% (${s.counts.pass}/${s.scored})`;
}

// src/model/duration.ts
function duration(ms) {
  const t = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (Math.round(t) < 1e3) return `${Math.round(t)} ms`;
  if (t < 59950) return `${(t / 1e3).toFixed(1)} s`;
  const s = Math.round(t / 1e3);
  const pad = (n) => String(n).padStart(2, "0");
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor(s % 3600 / 60))} min`;
}

// src/report/markdown.ts
var ICON = {
  pass: "✅",
  fail: "❌",
  inconclusive: "❔",
  errored: "⚠️",
  timeout: "⏱️",
  skipped: "⏭️",
  "known-failure": "🐞",
  "setup-failed": "🧰",
  cancelled: "🛑"
};
function range(i) {
  return i ? `[${Math.round(i.low * 100)}–${Math.round(i.high * 100)}]` : "";
}
function cell(s) {
  const shown2 = pct(s);
  return s?.interval ? `${shown2} ${range(s.interval)}` : shown2;
}
function renderMarkdown(report) {
  const o = report.summary.overall;
  const headline = o.scored === 0 ? "nothing scored" : `${pct(o)} passed${report.thresholds.checks.length ? report.thresholds.met ? " · thresholds met ✅" : " · thresholds not met ❌" : ""}`;
  const out = [
    `## MCP eval: ${headline}`,
    ...comparisonBlock(report.comparison),
    "",
    counts(o, report.results),
    "",
    ...denominatorRule(report.results)
  ];
  for (const n of report.notices) out.push(`> ${oneLine(n, 1e3)}`);
  const judged = judgeSummary(report.judge);
  out.push(...judged);
  if (report.notices.length || judged.length) out.push("");
  out.push(...summaryTable(report), "", ...accuracyCharts(report));
  const failing = report.thresholds.checks.filter((c) => !c.met);
  if (failing.length) {
    out.push(
      "### Thresholds not met",
      "",
      "| provider | scope | required | actual |",
      "|---|---|---|---|"
    );
    for (const c of failing) {
      const [required, actual] = c.scope === "budget" ? budgetCells(c) : [
        `${c.required * 100}%`,
        c.actual === null ? "—" : `${Math.round(c.actual * 1e3) / 10}%`
      ];
      out.push(
        `| ${oneLine(c.provider ?? "")} | ${c.scope}${c.scope === "overall" ? "" : `: ${oneLine(c.key)}`} | ${required} | ${actual} |`
      );
    }
    out.push("");
  }
  out.push(...trialsSection(report.trials ?? []));
  out.push(...disagreementSection(report.judge));
  out.push(...coverageLine(report));
  out.push(...promiseLines(report));
  out.push(...tokensSection(report));
  if (report.usage) out.push(...usageTable(report.usage));
  out.push(...servedLines(report.results));
  out.push(...troubleSection(report.results));
  const notPassing = report.results.filter((r) => r.status !== "pass" && r.status !== "skipped");
  if (notPassing.length) {
    const byKey = new Map((report.trials ?? []).map((t) => [trialKey(t), t]));
    out.push(`### Not passing (${notPassing.length})`, "");
    for (const r of notPassing) out.push(details(r, byKey.get(trialKey(r))).join("\n"), "");
  }
  const skipped = report.results.filter((r) => r.status === "skipped");
  if (skipped.length) {
    out.push(`<details><summary>Skipped (${skipped.length})</summary>`, "");
    for (const r of skipped)
      out.push(`- ${mdCode(r.scenario)} (${oneLine(r.provider)}): ${oneLine(r.reason)}`);
    out.push("", "</details>", "");
  }
  out.push(...answerSection(report.results));
  if (report.redactions) out.push(`_${report.redactions} secret value(s) redacted._`, "");
  return out.join("\n");
}
function counts(s, rows) {
  const withTroubles = rows.filter(
    (r) => r.calls.some((c) => c.error !== void 0) || r.requests.some((q) => q.unrouted)
  ).length;
  const faulted = rows.filter((r) => r.calls.some((c) => isStructuredFault(c.structured))).length;
  const blind = rows.filter((r) => r.checks.some((c) => c.unobserved)).length;
  return [
    ...Object.entries(s.counts).filter(([, n]) => n > 0).map(([status, n]) => `${ICON[status]} ${status} ${n}`),
    ...withTroubles ? [`🔧 ${withTroubles} with ${troubleKinds(rows)}`] : [],
    ...faulted ? [`🧩 ${faulted} with server faults`] : [],
    ...blind ? [`⚠️ ${blind} with gates that could not observe`] : []
  ].join(" · ");
}
function denominatorRule(rows) {
  const n = rows.filter(unobservedOnly).length;
  if (!n) return [];
  return [
    `> ⚠️ ${n === 1 ? "1 row is" : `${n} rows are`} inconclusive only because a gate could not observe (every other check passed): such rows are left out of accuracy, thresholds, tiers and trials, as a comparison leaves them out (what the harness could not see says nothing of the model).`,
    ""
  ];
}
function troubles(r) {
  return [
    ...r.calls.filter((c) => c.error !== void 0).map((c) => `${troubleKind(c)} ${mdCode(c.tool)}: ${oneLine(c.error ?? "", 300)}`),
    ...r.calls.filter((c) => isStructuredFault(c.structured)).map(
      (c) => `server fault ${mdCode(c.tool)}: ${oneLine(c.structured?.detail ?? c.structured?.status ?? "", 300)}`
    ),
    ...r.requests.filter((q) => q.unrouted).map((q) => `no spy route for ${mdCode(`${q.method} ${q.path}`, 200)} (answered 404)`),
    ...r.calls.filter((c) => c.pastCap !== void 0).map(pastCapLine)
  ];
}
var troubleKind = (c) => c.malformed !== void 0 ? "malformed call" : c.rejected ? "arguments rejected" : c.notRun !== void 0 ? "not run" : "tool error";
var troubled = (r) => r.calls.some(
  (c) => c.error !== void 0 || isStructuredFault(c.structured) || c.pastCap !== void 0
) || r.requests.some((q) => q.unrouted);
function troubleKinds(rows, { faults = false } = {}) {
  const some = (p) => rows.some((r) => r.calls.some(p));
  const kinds = [
    "tool errors",
    ...faults && some((c) => isStructuredFault(c.structured)) ? ["server faults"] : [],
    "unrouted requests",
    ...some((c) => c.pastCap !== void 0) ? ["results past the token cap"] : []
  ];
  return `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}`;
}
var upper = (s) => `${s[0].toUpperCase()}${s.slice(1)}`.replace(" or ", " and ");
function troubleSection(rows) {
  const listed = rows.filter(troubled).map((r) => ({ r, t: troubles(r) }));
  if (!listed.length) return [];
  const out = [`### ${upper(troubleKinds(rows, { faults: true }))} (${listed.length} row(s))`, ""];
  for (const { r, t } of listed) {
    out.push(
      `- ${ICON[r.status]} ${mdCode(r.scenario)} · ${oneLine(r.provider)}${r.repetition > 0 ? ` · run ${r.repetition + 1}` : ""}`,
      ...t.map((line) => `  - ${line}`)
    );
  }
  out.push("");
  return out;
}
function summaryTable(report) {
  const tiers = TIERS.filter((t) => report.summary.byTier[t]);
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const header = ["provider", ...tiers, "overall"];
  const lines = [line(header), `|${header.map(() => "---|").join("")}`];
  for (const [provider, byTier] of Object.entries(report.summary.matrix)) {
    lines.push(
      line([
        oneLine(provider),
        ...tiers.map((t) => cell(byTier[t])),
        cell(report.summary.byProvider[provider])
      ])
    );
  }
  for (const p of report.providers.filter((p2) => p2.status !== "ran")) {
    lines.push(
      line([oneLine(p.id), ...tiers.map(() => "—"), `${p.status}: ${oneLine(p.reason ?? "")}`])
    );
  }
  return lines;
}
function passedOf(t) {
  return t && t.runs > 1 && t.n > 0 ? `${t.passes}/${t.n} passed` : "";
}
function trialsSection(trials) {
  const repeated = trials.filter((t) => t.runs > 1);
  if (!repeated.length) return [];
  const uneven = repeated.filter((t) => t.passes < t.n);
  const unscored = repeated.filter((t) => t.n === 0).length;
  const none = unscored ? `; ${unscored} of them with no scored run` : "";
  if (!uneven.length) {
    return [
      `Trials: every scored run passed (${repeated.length} scenario × provider pair(s) run more than once${none}).`,
      ""
    ];
  }
  const MAX = 20;
  const lines = [
    `### Trials: ${uneven.length} of ${repeated.length} repeated scenario(s) did not pass every scored run`,
    "",
    "c/n: runs passed of runs scored. pass@k: the chance that at least one of k runs passes; pass^k: that all k pass (k = 1, 2, …, n).",
    "",
    "| scenario | provider | passed | 95% interval | pass@k | pass^k |",
    "|---|---|---|---|---|---|"
  ];
  for (const t of uneven.slice(0, MAX)) {
    const unscored2 = t.runs - t.n;
    lines.push(
      `| ${mdCode(t.scenario, 120)} | ${oneLine(t.provider)} | ${t.passes}/${t.n}${unscored2 ? ` (+${unscored2} unscored)` : ""} | ${range(t.interval) || "—"} | ${byK(t.passAtK, t.n)} | ${byK(t.passHatK, t.n)} |`
    );
  }
  if (uneven.length > MAX)
    lines.push("", `…and ${uneven.length - MAX} more (report.json: trials).`);
  lines.push("");
  return lines;
}
function byK(values, n) {
  if (!values || n === 0) return "—";
  const show = (k) => `${Math.round((values[String(k)] ?? 0) * 100)}%`;
  if (n <= 5) return Array.from({ length: n }, (_, i) => show(i + 1)).join(" · ");
  return `${[1, 2, 3].map(show).join(" · ")} … ${show(n)}`;
}
function coverageLine(report) {
  const unexpected = report.coverage?.unexpected;
  if (!unexpected || !report.tools?.length) return [];
  const total = report.tools.length;
  return [
    unexpected.length ? `Tools no scenario expects (${unexpected.length} of ${total}): ${unexpected.map((t) => mdCode(t)).join(", ")}` : `Tools no scenario expects: none (all ${total} are expected by some scenario).`,
    ""
  ];
}
function promiseLines(report) {
  const { serverFaults: f, recovery } = report.summary;
  const lines = [];
  if (f) {
    const broken = f.missing + f.invalid;
    lines.push(
      broken ? `Server faults: ${broken} of ${f.checked} structured result(s) broke their tool's outputSchema (${f.missing} without structuredContent, ${f.invalid} not matching) in ${f.rows} row(s).` : `Server faults: none (${f.checked} structured result(s) matched their tool's outputSchema).`
    );
  }
  if (recovery)
    lines.push(`Recovered after a tool error: ${recovery.recovered} of ${recovery.errors}.`);
  return lines.length ? [...lines, ""] : [];
}
function details(r, trial) {
  const passed = passedOf(trial);
  const lines = [
    `#### ${ICON[r.status]} ${mdCode(r.scenario)} · ${oneLine(r.provider)}${r.repetition > 0 ? ` · run ${r.repetition + 1}` : ""} · ${r.status}${unobservedOnly(r) ? " (not scored)" : ""}${passed ? ` · ${passed}` : ""}`,
    "",
    `- **Why:** ${oneLine(r.reason)}`,
    `- **Where:** ${mdCode(`${r.file}:${r.line}`)} · tier ${r.tier}${r.category ? ` · ${oneLine(r.category)}` : ""}`
  ];
  for (const c of r.checks.filter((c2) => !c2.passed)) {
    lines.push(
      `- **${c.unobserved ? "⚠️ Could not observe" : "Failed"} ${c.check}${c.turn !== void 0 ? ` (turn ${c.turn + 1})` : ""}:** ${oneLine(c.reason)}`
    );
    if (c.gradedBy === "judge") {
      lines.push(`  - rubric: ${oneLine(c.rubric ?? "", 300)}`);
      if (c.reasoning) lines.push(`  - judge's reasoning: ${oneLine(c.reasoning, 300)}`);
      if (c.votes) lines.push(`  - judge's samples: ${describeVotes(c.votes)}`);
      if (c.baseline) lines.push(`  - the deterministic grader: ${c.baseline}`);
    }
    if (c.note) lines.push(`  - ${oneLine(c.note, 300)}`);
  }
  if (r.grading) lines.push(`- **Graded by:** ${r.grading.replace(/^judge:/, "judge ")}`);
  lines.push(`- **First tool:** ${r.calls[0] ? mdCode(r.calls[0].tool) : "none"}`);
  if (r.calls.length) {
    lines.push(
      `- **Calls:** ${r.calls.map((c) => `${mdCode(`${c.tool}(${flatten(JSON.stringify(c.args), 120)})`, Infinity)}${c.error ? " ⚠️" : ""}${c.pastCap !== void 0 ? ` ⚠️ ${grouped(c.tokens ?? 0)} tokens` : ""}`).join(" → ")}`
    );
  }
  const gates = r.checks.filter((c) => c.check.startsWith("gate:") || isSpyCheck(c.check));
  if (gates.length) {
    lines.push(
      `- **Gates:** ${gates.map((g) => `${g.passed ? "✅" : g.unobserved ? "⚠️" : "❌"} ${g.check.replace(/^gate:/, "")}: ${oneLine(g.reason, 160)}`).join("; ")}`
    );
  }
  if (r.observations.length) {
    const mark = (o) => isSpyCheck(o.kind) || o.unobserved ? "⚠️" : o.observed ? "●" : "○";
    lines.push(
      `- **Observed:** ${r.observations.map((o) => `${mark(o)} ${o.kind}: ${oneLine(o.detail, 120)}`).join("; ")}`
    );
  }
  if (r.recovery) {
    lines.push(
      `- **Recovered after a tool error:** ${r.recovery.recovered} of ${r.recovery.errors} (${r.recovery.episodes.map((e) => `${mdCode(e.tool)} ${e.recovered ? "corrected" : "not corrected"}`).join(", ")})`
    );
  }
  const reply = r.turns.at(-1)?.reply;
  if (reply) lines.push(`- **Reply:** ${oneLine(reply, 300)}`);
  const refusal = r.turns.find((t) => t.refusal)?.refusal;
  if (refusal) lines.push(`- **Refused:** ${oneLine(refusal, 300)}`);
  return lines;
}
function usageTable(usage) {
  const rows = Object.entries(usage.byProvider).filter(([, u]) => u.runs > 0);
  if (!rows.length) return [];
  const priced = rows.some(([, u]) => u.cost) || usage.judge?.cost;
  const n = (x) => x.toLocaleString("en-US");
  const s = (ms) => ms === null ? "—" : duration(ms);
  const usd = (x) => x === void 0 ? "—" : `$${x.toFixed(4)}`;
  const lines = [
    "### Usage",
    "",
    `| provider | runs | input tokens | cached | output tokens | latency p50 | p95 |${priced ? " cost |" : ""}`,
    `|---|---|---|---|---|---|---|${priced ? "---|" : ""}`
  ];
  const line = (name, u) => `| ${name} | ${u.runs} | ${n(u.inputTokens)} | ${n(u.cachedTokens)} | ${n(u.outputTokens)} | ${s(u.latencyMs.p50)} | ${s(u.latencyMs.p95)} |${priced ? ` ${usd(u.cost?.total)} |` : ""}`;
  for (const [provider, u] of rows) lines.push(line(provider, u));
  if (usage.judge) lines.push(line("judge", usage.judge));
  if (usage.totalCost !== void 0 && priced)
    lines.push("", `Total cost: ${usd(usage.totalCost)}`);
  lines.push("");
  return lines;
}
function servedLines(rows) {
  const byProvider = /* @__PURE__ */ new Map();
  for (const r of rows) {
    for (const m of r.served ?? []) {
      const counts2 = byProvider.get(r.provider) ?? /* @__PURE__ */ new Map();
      counts2.set(m, (counts2.get(m) ?? 0) + 1);
      byProvider.set(r.provider, counts2);
    }
  }
  if (!byProvider.size) return [];
  const each = [...byProvider].map(
    ([provider, counts2]) => `${oneLine(provider)}: ${[...counts2].map(([m, n]) => `${mdCode(m)} (${n} row${n === 1 ? "" : "s"})`).join(", ")}`
  );
  return [`Models served, as the APIs named them: ${each.join("; ")}`, ""];
}
var oneLine = mdInline;

// src/report/outputs/json-text.ts
var ROWS = 16;
function field(key, value, indent2) {
  const text2 = JSON.stringify({ [key]: value }, null, indent2);
  if (text2 === "{}") return void 0;
  return indent2 ? text2.slice(2 + indent2, -2) : text2.slice(1, -1);
}
function* reportJson(report, indent2) {
  const nl = indent2 ? "\n" : "";
  const pad = " ".repeat(indent2);
  let first = true;
  const entries = report;
  for (const key of Object.keys(report)) {
    const value = entries[key];
    const head = `${first ? "{" : ","}${nl}${pad}`;
    if (key === "results" && Array.isArray(value) && value.length) {
      first = false;
      for (let i = 0; i < value.length; i += ROWS) {
        const text3 = field(key, value.slice(i, i + ROWS), indent2);
        yield i ? `,${text3.slice(text3.indexOf("[") + 1, -(indent2 + 1) - nl.length)}` : `${head}${text3.slice(0, -(indent2 + 1) - nl.length)}`;
      }
      yield `${nl}${pad}]`;
      continue;
    }
    const text2 = field(key, value, indent2);
    if (text2 === void 0) continue;
    first = false;
    yield `${head}${text2}`;
  }
  yield first ? "{}" : `${nl}}`;
}

// src/report/html/script.ts
var DURATION_JS = String.raw`
  function duration(ms) {
    if (ms === undefined || ms === null) return '—';
    var t = isFinite(ms) ? Math.max(0, Number(ms)) : 0;
    if (Math.round(t) < 1000) return Math.round(t) + ' ms';
    if (t < 59950) return (t / 1000).toFixed(1) + ' s';
    var s = Math.round(t / 1000);
    function pad(n) { return (n < 10 ? '0' : '') + n; }
    if (s < 3600) return Math.floor(s / 60) + ' min ' + pad(s % 60) + ' s';
    return Math.floor(s / 3600) + ' h ' + pad(Math.floor((s % 3600) / 60)) + ' min';
  }`;
var SCRIPT = String.raw`
(function () {
  'use strict';
  var PAGE = 200;
  var report = JSON.parse(document.getElementById('report-data').textContent);
  var rows = report.results || [];
  var root = document.getElementById('app');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) {
      for (var k in attrs) {
        if (k === 'text') node.textContent = attrs[k];
        else if (k === 'cls') node.className = attrs[k];
        else node.setAttribute(k, attrs[k]);
      }
    }
    (children || []).forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }
  function text(tag, s, cls) { return el(tag, cls ? { text: String(s), cls: cls } : { text: String(s) }); }
  function json(v) {
    if (v === undefined) return '';
    try { return typeof v === 'string' ? v : JSON.stringify(v, null, 2); } catch (e) { return String(v); }
  }
  function pre(v) { return text('pre', json(v)); }
  function pct(x) { return x === null || x === undefined ? '—' : (Math.round(x * 1000) / 10) + '%'; }
  function num(x) { return x === undefined || x === null ? '—' : Number(x).toLocaleString('en-US'); }
  function money(x) { return x === undefined || x === null ? '' : '$' + Number(x).toFixed(4); }
${DURATION_JS}
  function badge(status) { return text('span', status, 'status ' + status); }
  function table(head, body) {
    return el('table', null, [
      el('thead', null, [el('tr', null, head.map(function (h) { return text('th', h); }))]),
      el('tbody', null, body.map(function (cells) {
        return el('tr', null, cells.map(function (c) {
          return c instanceof Node ? el('td', null, [c]) : text('td', c === undefined ? '' : c);
        }));
      })),
    ]);
  }
  function stats(s) {
    if (!s) return '—';
    var iv = s.interval ? ' [' + Math.round(s.interval.low * 100) + '–' + Math.round(s.interval.high * 100) + ']' : '';
    return s.accuracy === null ? '—' : pct(s.accuracy) + ' (' + (s.counts.pass || 0) + '/' + s.scored + ')' + iv;
  }
  function statsTable(title, by) {
    var keys = Object.keys(by || {});
    if (!keys.length) return null;
    return el('div', null, [
      text('h3', title),
      table([title.replace(/^By /, ''), 'accuracy', 'rows'], keys.map(function (k) {
        return [k, stats(by[k]), String(by[k].total)];
      })),
    ]);
  }

  // ---- summary ----
  function summary() {
    var s = report.summary || {};
    var o = s.overall || { total: rows.length, counts: {}, scored: 0, accuracy: null };
    var box = el('section', { id: 'summary' });
    box.appendChild(text('h1', (report.tool ? report.tool.name : 'mcp-eval') + ' report'));
    box.appendChild(text('div', [
      report.tool ? 'v' + report.tool.version : '',
      report.startedAt ? 'started ' + report.startedAt : '',
      report.durationMs !== undefined ? 'took ' + duration(report.durationMs) : '',
      report.config ? 'config ' + report.config : '',
    ].filter(Boolean).join(' · '), 'muted'));
    var cards = el('div', { cls: 'cards' });
    function card(label, value, cls) {
      var c = el('div', { cls: 'card' }, [text('b', value, cls), label]);
      cards.appendChild(c);
    }
    card('accuracy', stats(o));
    card('rows', String(o.total));
    // Inconclusive only because a gate could not observe: left out of accuracy (one rule everywhere).
    if (o.unobserved) card('not scored: a gate could not observe', String(o.unobserved), 'warn');
    Object.keys(o.counts || {}).forEach(function (k) { if (o.counts[k]) card(k, String(o.counts[k])); });
    if (report.thresholds) {
      card('thresholds', report.thresholds.met ? 'met' : 'not met', report.thresholds.met ? 'ok' : 'bad');
    }
    if (report.usage && report.usage.totalCost !== undefined) card('cost', money(report.usage.totalCost));
    if (report.redactions) card('secrets redacted', String(report.redactions));
    box.appendChild(cards);
    (report.notices || []).forEach(function (n) { box.appendChild(text('div', n, 'notice')); });
    (report.providers || []).forEach(function (p) {
      if (p.status !== 'ran') box.appendChild(text('div', 'provider ' + p.id + ' ' + p.status + (p.reason ? ': ' + p.reason : ''), 'notice'));
    });
    var tables = el('div', { cls: 'tables' }, [
      statsTable('By provider', s.byProvider),
      statsTable('By tier', s.byTier),
      statsTable('By category', s.byCategory),
      statsTable('By tag', s.byTag),
    ]);
    var checks = report.thresholds && report.thresholds.checks || [];
    if (checks.length) {
      tables.appendChild(el('div', null, [text('h3', 'Thresholds'), table(['scope', 'key', 'required', 'actual', ''], checks.map(function (c) {
        // A budget is tokens, at most required; the others are rates, at least required.
        var budget = c.scope === 'budget';
        var req = budget ? '≤ ' + num(c.required) + ' tokens' : pct(c.required);
        var act = budget ? (c.actual === null ? 'not measured' : num(c.actual) + ' tokens') : pct(c.actual);
        return [c.scope + (c.provider ? ' (' + c.provider + ')' : ''), c.key, req, act, text('span', c.met ? 'met' : 'not met', c.met ? 'ok' : 'bad')];
      }))]));
    }
    var tk = report.tokens;
    if (tk) {
      var withOut = tk.tools.some(function (t) { return t.output !== undefined; });
      var costly = tk.tools.slice().sort(function (a, b) { return b.total - a.total; });
      var head = ['tool', 'name + description', 'input schema'].concat(withOut ? ['output schema'] : []).concat(['total']);
      var res = tk.results && tk.results.largest;
      tables.appendChild(el('div', null, [
        text('h3', 'Tool surface: ' + num(tk.total) + ' tokens (' + tk.encoding + ')'),
        text('div', 'Each tool as {name, description, inputSchema} in JSON; hosts wrap tools differently, so this approximates what a host sends.', 'muted'),
        table(head, costly.map(function (t) {
          return [t.name, num(t.description), num(t.input)].concat(withOut ? [t.output === undefined ? '—' : num(t.output)] : []).concat([num(t.total)]);
        })),
        res ? text('div', 'Largest tool result: ' + num(res.tokens) + ' tokens (' + res.tool + ', ' + res.scenario + '); past the ' + num(tk.resultCap) + '-token cap: ' + tk.results.pastCap, tk.results.pastCap ? 'bad' : 'muted') : null,
      ]));
    }
    var byProv = report.usage && report.usage.byProvider || {};
    var uk = Object.keys(byProv);
    if (report.usage && report.usage.judge) { byProv = Object.assign({}, byProv, { 'judge': report.usage.judge }); uk.push('judge'); }
    if (uk.length) {
      tables.appendChild(el('div', null, [text('h3', 'Usage'), table(['provider', 'runs', 'input', 'output', 'cached', 'latency p50', 'p95', 'cost'], uk.map(function (k) {
        var u = byProv[k];
        return [k, num(u.runs), num(u.inputTokens), num(u.outputTokens), num(u.cachedTokens), duration(u.latencyMs && u.latencyMs.p50), duration(u.latencyMs && u.latencyMs.p95), u.cost ? money(u.cost.total) : ''];
      }))]));
    }
    box.appendChild(tables);
    return box;
  }

  // ---- filters ----
  function distinct(f) {
    var seen = {};
    rows.forEach(function (r) { [].concat(f(r)).forEach(function (v) { if (v !== undefined && v !== '') seen[v] = true; }); });
    return Object.keys(seen).sort();
  }
  function select(id, label, values) {
    var s = el('select', { id: id, 'aria-label': label }, [text('option', 'any ' + label)]);
    s.firstChild.value = '';
    values.forEach(function (v) { var o = text('option', v); o.value = v; s.appendChild(o); });
    return s;
  }
  // What text search looks in: made once per row, on first search.
  var haystacks = null;
  function haystack(r) {
    var parts = [r.scenario, r.provider, r.model, r.tier, r.category || '', r.status, r.reason, r.file, (r.tags || []).join(' ')];
    (r.turns || []).forEach(function (t) { parts.push(t.user, t.reply); });
    (r.calls || []).forEach(function (c) { parts.push(c.tool, json(c.args), c.result || '', c.error || ''); });
    (r.checks || []).forEach(function (c) { parts.push(c.check, c.reason); });
    return parts.join('\n').toLowerCase();
  }

  var state = { status: '', provider: '', tier: '', tag: '', q: '', shown: PAGE, open: {} };
  var matches = [];
  var statusSel = select('f-status', 'status', distinct(function (r) { return r.status; }));
  var providerSel = select('f-provider', 'provider', distinct(function (r) { return r.provider; }));
  var tierSel = select('f-tier', 'tier', distinct(function (r) { return r.tier; }));
  var tagSel = select('f-tag', 'tag', distinct(function (r) { return r.tags || []; }));
  var search = el('input', { id: 'f-q', type: 'search', placeholder: 'search text (scenario, prompts, replies, tools, reasons)', 'aria-label': 'search' });
  var count = el('span', { id: 'count', cls: 'muted' });
  var clear = text('button', 'clear');
  var tbody = el('tbody');
  var more = text('button', '');
  more.id = 'more';

  function refilter() {
    var q = state.q.toLowerCase();
    if (q && !haystacks) haystacks = rows.map(haystack);
    matches = [];
    for (var i = 0; i < rows.length; i++) {
      var r = rows[i];
      if (state.status && r.status !== state.status) continue;
      if (state.provider && r.provider !== state.provider) continue;
      if (state.tier && r.tier !== state.tier) continue;
      if (state.tag && (r.tags || []).indexOf(state.tag) < 0) continue;
      if (q && haystacks[i].indexOf(q) < 0) continue;
      matches.push(i);
    }
    state.shown = PAGE;
    draw();
  }

  function rowLine(i) {
    var r = rows[i];
    var tr = el('tr', { cls: 'row', 'data-index': String(i), tabindex: '0' }, [
      el('td', null, [badge(r.status)]),
      text('td', r.scenario + (r.repetition ? ' #' + (r.repetition + 1) : '')),
      text('td', r.provider),
      text('td', r.tier),
      el('td', null, (r.tags || []).map(function (t) { return text('span', t, 'tag'); })),
      text('td', r.reason || '', 'reason'),
    ]);
    tr.title = r.reason || '';
    return tr;
  }

  function draw() {
    tbody.textContent = '';
    var n = Math.min(state.shown, matches.length);
    var frag = document.createDocumentFragment();
    for (var k = 0; k < n; k++) {
      var i = matches[k];
      frag.appendChild(rowLine(i));
      if (state.open[i]) frag.appendChild(detailRow(i));
    }
    tbody.appendChild(frag);
    count.textContent = 'Showing ' + n + ' of ' + matches.length + ' matching rows (' + rows.length + ' in all)';
    more.style.display = matches.length > n ? '' : 'none';
    more.textContent = 'Show ' + Math.min(PAGE, matches.length - n) + ' more';
  }

  function toggle(tr) {
    var i = Number(tr.getAttribute('data-index'));
    if (state.open[i]) {
      delete state.open[i];
      var next = tr.nextSibling;
      if (next && next.className === 'detail') tbody.removeChild(next);
    } else {
      state.open[i] = true;
      tbody.insertBefore(detailRow(i), tr.nextSibling);
    }
  }

  // ---- one row's detail ----
  function detailRow(i) {
    return el('tr', { cls: 'detail' }, [el('td', { colspan: '6' }, [detail(rows[i])])]);
  }
  function kv(label, value) { return value === undefined || value === '' ? null : el('span', null, [text('span', label + ' ', 'muted'), String(value)]); }
  function usage(u) { return u ? num(u.inputTokens) + ' in / ' + num(u.outputTokens) + ' out / ' + num(u.cachedTokens) + ' cached' : undefined; }

  function toolCall(c) {
    var live = c.stubbed ? 'stubbed' : 'live';
    var parts = [
      el('div', { cls: 'who' }, ['tool call · ' + live + ' · ' + duration(c.durationMs) + (c.tokens !== undefined ? ' · ' + num(c.tokens) + ' tokens' : '')]),
      el('div', null, [text('code', c.tool)]),
      text('div', 'args', 'muted'), pre(c.args),
    ];
    if (c.malformed) parts.push(text('div', 'malformed: ' + c.malformed, 'bad'));
    if (c.rejected) parts.push(text('div', 'not run: the server rejected its arguments', 'bad'));
    if (c.notRun !== undefined) parts.push(text('div', 'not run: ' + c.notRun, 'bad'));
    if (c.raw !== undefined) parts.push(text('div', 'raw arguments', 'muted'), pre(c.raw));
    if (c.pastCap !== undefined) parts.push(text('div', 'result past the ' + num(c.pastCap) + '-token cap (result_token_cap): a host with that cap cuts or refuses it', 'bad'));
    if (c.error !== undefined) parts.push(text('div', 'error', 'bad'), pre(c.error));
    if (c.result !== undefined) parts.push(text('div', 'result', 'muted'), pre(c.result));
    // The server's own promise: its structured output against the tool's outputSchema.
    var sc = c.structured;
    if (sc && (sc.status === 'missing' || sc.status === 'invalid'))
      parts.push(text('div', 'server fault: ' + (sc.detail || sc.status), 'bad'));
    else if (sc && sc.status === 'valid') parts.push(text('div', 'structured output matches its outputSchema', 'ok'));
    else if (sc) parts.push(text('div', 'structured output unchecked: ' + (sc.detail || ''), 'warn'));
    return el('div', { cls: 'msg tool' }, parts);
  }
  function bubble(who, cls, s) {
    return el('div', { cls: 'msg ' + cls }, [text('div', who, 'who'), text('div', s, 'text')]);
  }

  function detail(r) {
    var box = el('div');
    box.appendChild(el('div', { cls: 'meta' }, [
      kv('status', r.status), kv('model', r.model), kv('mode', r.mode), kv('file', r.file + ':' + r.line),
      kv('category', r.category), kv('attempts', r.attempts), kv('latency', duration(r.latencyMs)),
      kv('tokens', usage(r.usage)), kv('cost', r.cost ? money(r.cost.total) : undefined),
      kv('grading', r.grading), kv('judge tokens', usage(r.judgeUsage)),
    ]));
    if (r.reason) box.appendChild(text('div', r.reason, r.status === 'pass' ? 'muted' : 'bad'));

    box.appendChild(text('h3', 'Conversation'));
    var chat = el('div', { cls: 'chat' });
    var calls = r.calls || [];
    var turns = r.turns || [];
    turns.forEach(function (t, n) {
      chat.appendChild(bubble('user' + (turns.length > 1 ? ' · turn ' + (n + 1) : ''), 'user', t.user));
      calls.forEach(function (c) { if (c.turn === n) chat.appendChild(toolCall(c)); });
      chat.appendChild(bubble('model', 'model', t.reply));
    });
    calls.forEach(function (c) { if (!(c.turn >= 0 && c.turn < turns.length)) chat.appendChild(toolCall(c)); });
    if (!turns.length && !calls.length) chat.appendChild(text('div', 'No conversation recorded.', 'muted'));
    box.appendChild(chat);

    if ((r.requests || []).length) {
      box.appendChild(text('h3', 'Spy requests'));
      box.appendChild(table(['method', 'path', 'status', 'body'], r.requests.map(function (q) {
        var qs = Object.keys(q.query || {}).map(function (k) { return k + '=' + q.query[k]; }).join('&');
        return [q.method, q.path + (qs ? '?' + qs : '') + (q.late ? ' (after the scenario ended)' : ''),
          text('span', q.status + (q.unrouted ? ' (no spy route)' : ''), q.unrouted || q.status >= 400 ? 'bad' : ''),
          q.body === undefined ? '' : pre(q.body)];
      })));
    }

    if ((r.checks || []).length) {
      box.appendChild(text('h3', 'Checks and gates'));
      box.appendChild(table(['check', 'result', 'turn', 'reason', 'expected', 'actual'], r.checks.map(function (c) {
        var res = c.unobserved ? text('span', 'unobserved', 'warn') : text('span', c.passed ? 'passed' : 'failed', c.passed ? 'ok' : 'bad');
        var why = el('div', null, [
          text('div', c.reason),
          c.missing && c.missing.length ? text('div', 'missing: ' + c.missing.join(', '), 'bad') : null,
          c.mode ? text('div', 'mode: ' + c.mode, 'muted') : null,
          c.gradedBy ? text('div', 'graded by ' + c.gradedBy + (c.gradedBy === 'judge' && c.judge ? ' (' + c.judge + ')' : ''), 'muted') : null,
          c.votes ? text('div', "judge's samples: " + c.votes.pass + ' pass, ' + c.votes.fail + ' fail' + (c.votes.error ? ', ' + c.votes.error + ' failed' : ''), 'muted') : null,
          c.baseline ? text('div', 'the deterministic grader: ' + c.baseline, 'muted') : null,
          c.rubric ? text('div', 'rubric: ' + c.rubric, 'muted') : null,
          c.reasoning ? text('div', 'reasoning: ' + c.reasoning, 'muted') : null,
          c.note ? text('div', 'note: ' + c.note, 'muted') : null,
        ]);
        return [c.check, res, c.turn === undefined ? '' : String(c.turn + 1), why,
          c.expected === undefined ? '' : pre(c.expected), c.actual === undefined ? '' : pre(c.actual)];
      })));
    }

    if ((r.observations || []).length) {
      box.appendChild(text('h3', 'Observations'));
      box.appendChild(table(['kind', 'observed', 'detail', 'spec'], r.observations.map(function (o) {
        return [o.kind, o.unobserved ? 'unobserved' : o.observed ? 'yes' : 'no', o.detail, pre(o.spec)];
      })));
    }

    if (r.recovery) {
      box.appendChild(text('h3', 'Recovery after tool errors'));
      box.appendChild(table(['tool', 'turn', 'recovered'], r.recovery.episodes.map(function (e) {
        return [e.tool, String(e.turn + 1), e.recovered ? 'yes (call ' + (e.by + 1) + ')' : 'no'];
      })));
    }

    if ((r.hooks || []).length) {
      box.appendChild(text('h3', 'Hooks'));
      r.hooks.forEach(function (h) {
        box.appendChild(el('div', null, [
          el('div', null, [text('b', h.phase + ' '), text('code', h.command), ' · exit ',
            text('span', h.exitCode === null ? 'none' : String(h.exitCode), h.exitCode === 0 ? 'ok' : 'bad'), ' · ' + duration(h.durationMs)]),
          h.stdout ? el('div', null, [text('div', 'stdout', 'muted'), pre(h.stdout)]) : null,
          h.stderr ? el('div', null, [text('div', 'stderr', 'muted'), pre(h.stderr)]) : null,
        ]));
      });
    }
    return box;
  }

  // ---- page ----
  root.textContent = '';
  root.appendChild(summary());
  root.appendChild(text('h2', 'Results'));
  root.appendChild(el('div', { cls: 'filters' }, [statusSel, providerSel, tierSel, tagSel, search, clear, count]));
  root.appendChild(el('table', { id: 'rows' }, [
    el('thead', null, [el('tr', null, ['status', 'scenario', 'provider', 'tier', 'tags', 'reason'].map(function (h) { return text('th', h); }))]),
    tbody,
  ]));
  root.appendChild(more);

  function bind(sel, key) { sel.addEventListener('change', function () { state[key] = sel.value; refilter(); }); }
  bind(statusSel, 'status'); bind(providerSel, 'provider'); bind(tierSel, 'tier'); bind(tagSel, 'tag');
  var timer = null;
  search.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () { state.q = search.value.trim(); refilter(); }, 120);
  });
  clear.addEventListener('click', function () {
    statusSel.value = providerSel.value = tierSel.value = tagSel.value = search.value = '';
    state.status = state.provider = state.tier = state.tag = state.q = '';
    refilter();
  });
  more.addEventListener('click', function () { state.shown += PAGE; draw(); });
  tbody.addEventListener('click', function (e) {
    var tr = e.target.closest ? e.target.closest('tr.row') : null;
    if (tr) toggle(tr);
  });
  tbody.addEventListener('keydown', function (e) {
    if ((e.key === 'Enter' || e.key === ' ') && e.target.classList.contains('row')) { e.preventDefault(); toggle(e.target); }
  });
  refilter();
  document.body.setAttribute('data-ready', 'true');
})();
`;

// src/report/html/style.ts
var STYLE = String.raw`
:root {
  --bg: #ffffff; --fg: #1f2328; --muted: #656d76; --border: #d0d7de; --panel: #f6f8fa;
  --user: #ddf4ff; --model: #f6f8fa; --tool: #fff8c5; --pass: #1a7f37; --fail: #cf222e;
  --warn: #9a6700; --info: #0969da; --code: #eff1f3;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #8d96a0; --border: #30363d; --panel: #161b22;
    --user: #0c2d6b; --model: #161b22; --tool: #3b2e00; --pass: #3fb950; --fail: #f85149;
    --warn: #d29922; --info: #58a6ff; --code: #1f242c;
  }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 16px 24px 48px; background: var(--bg); color: var(--fg);
  font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 20px 0 8px; }
h3 { font-size: 14px; margin: 14px 0 6px; }
.muted { color: var(--muted); }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
pre { background: var(--code); padding: 6px 8px; border-radius: 6px; margin: 4px 0;
  white-space: pre-wrap; word-break: break-word; max-height: 360px; overflow: auto; }
table { border-collapse: collapse; }
th, td { border: 1px solid var(--border); padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
.cards { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.card { border: 1px solid var(--border); border-radius: 6px; padding: 6px 12px; background: var(--panel); }
.card b { display: block; font-size: 18px; }
.tables { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.notice { border-left: 3px solid var(--warn); padding: 2px 8px; margin: 4px 0; }
.filters { position: sticky; top: 0; z-index: 2; background: var(--bg); padding: 8px 0;
  border-bottom: 1px solid var(--border); display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.filters select, .filters input { font: inherit; padding: 3px 6px; color: var(--fg);
  background: var(--bg); border: 1px solid var(--border); border-radius: 6px; }
.filters input[type=search] { min-width: 260px; }
button { font: inherit; cursor: pointer; color: var(--fg); background: var(--panel);
  border: 1px solid var(--border); border-radius: 6px; padding: 3px 10px; }
#rows { width: 100%; margin-top: 8px; }
#rows tr.row { cursor: pointer; }
#rows tr.row:hover td { background: var(--panel); }
#rows td.reason { max-width: 520px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#rows tr.detail > td { padding: 8px 16px 16px; background: var(--bg); }
.status { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600;
  color: #fff; background: var(--muted); white-space: nowrap; }
.status.pass { background: var(--pass); }
.status.fail, .status.errored, .status.timeout, .status.setup-failed { background: var(--fail); }
.status.inconclusive { background: var(--warn); }
.status.known-failure { background: var(--info); }
.status.cancelled { background: var(--warn); }
.ok { color: var(--pass); font-weight: 600; }
.bad { color: var(--fail); font-weight: 600; }
.warn { color: var(--warn); font-weight: 600; }
.tag { display: inline-block; border: 1px solid var(--border); border-radius: 10px; padding: 0 6px;
  margin-right: 3px; font-size: 12px; }
.chat { display: flex; flex-direction: column; gap: 6px; max-width: 980px; }
.msg { border-radius: 8px; padding: 6px 10px; border: 1px solid var(--border); max-width: 90%; }
.msg .who { font-size: 11px; font-weight: 600; color: var(--muted); text-transform: uppercase; }
.msg .text { white-space: pre-wrap; word-break: break-word; }
.msg.user { background: var(--user); align-self: flex-end; }
.msg.model { background: var(--model); align-self: flex-start; }
.msg.tool { background: var(--tool); align-self: flex-start; }
.meta { display: flex; flex-wrap: wrap; gap: 4px 16px; margin-bottom: 6px; }
#more { margin: 10px 0; }
`;

// src/report/html/page.ts
var scriptSafe = (json3) => json3.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
function escapeHtml(text2) {
  return text2.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c
  );
}
function* htmlChunks(report) {
  const title = `${report.tool.name} report · ${report.startedAt}`;
  yield [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing may load from elsewhere: the page's own style and script only.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    `<div id="app"><p>Loading ${report.results.length} rows… (this page needs JavaScript)</p></div>`,
    `<script type="application/json" id="report-data">`
  ].join("\n");
  for (const piece of reportJson(report, 0)) yield scriptSafe(piece);
  yield ["</script>", `<script>${SCRIPT}</script>`, "</body>", "</html>", ""].join("\n");
}

// src/report/outputs/output.ts
function output(format, chunks) {
  const spec = FORMATS.find((f) => f.format === format);
  return { ...spec, chunks, render: (report) => [...chunks(report)].join("") };
}

// src/report/outputs/html.ts
var html = output("html", htmlChunks);

// src/report/outputs/json.ts
var json = output("json", function* (report) {
  yield* reportJson(report, 2);
  yield "\n";
});

// src/report/outputs/jsonl.ts
var jsonl = output("jsonl", function* (report) {
  for (const r of report.results) yield JSON.stringify(r) + "\n";
});

// src/report/outputs/junit.ts
var junit = output("junit", junitChunks);
var KIND = {
  pass: void 0,
  fail: "failure",
  inconclusive: "failure",
  timeout: "failure",
  errored: "error",
  "setup-failed": "error",
  skipped: "skipped",
  "known-failure": "skipped",
  cancelled: "skipped"
};
function* junitChunks(report) {
  const byProvider = new Map(report.providers.map((p) => [p.id, []]));
  for (const r of report.results) {
    const rows = byProvider.get(r.provider);
    if (rows) rows.push(r);
    else byProvider.set(r.provider, [r]);
  }
  const suites = [...byProvider].map(([id, rows]) => ({ id, rows })).filter((s) => s.rows.length > 0);
  const all = count(report.results);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites${attrs({
    name: "mcp-eval",
    tests: all.tests,
    failures: all.failures,
    errors: all.errors,
    skipped: all.skipped,
    // The sum of the suites' times, not the run's wall clock: readers of JUnit add the cases
    // up, and runs side by side would make the two disagree.
    time: seconds(all.time),
    timestamp: report.startedAt
  })}>
`;
  for (const [index, { id, rows }] of suites.entries()) {
    const c = count(rows);
    const model = report.providers.find((p) => p.id === id)?.model ?? rows[0]?.model;
    yield [
      `  <testsuite${attrs({
        name: id,
        id: index,
        tests: c.tests,
        failures: c.failures,
        errors: c.errors,
        skipped: c.skipped,
        time: seconds(c.time),
        timestamp: report.startedAt
      })}>`,
      "    <properties>",
      `      <property${attrs({ name: "provider", value: id })}/>`,
      ...model ? [`      <property${attrs({ name: "model", value: model })}/>`] : [],
      `      <property${attrs({ name: "tool", value: `${report.tool.name} ${report.tool.version}` })}/>`,
      "    </properties>",
      ""
    ].join("\n");
    for (const r of rows) yield `${testcase(r)}
`;
    yield "  </testsuite>\n";
  }
  yield "</testsuites>\n";
}
var kindOf = (r) => unobservedOnly(r) ? "skipped" : KIND[r.status];
function count(rows) {
  const c = { tests: rows.length, failures: 0, errors: 0, skipped: 0, time: 0 };
  for (const r of rows) {
    const kind = kindOf(r);
    if (kind === "failure") c.failures++;
    else if (kind === "error") c.errors++;
    else if (kind === "skipped") c.skipped++;
    c.time += millis(r);
  }
  return c;
}
function testcase(r) {
  const head = `    <testcase${attrs({
    classname: r.file || [r.tier, r.category].filter(Boolean).join("/"),
    name: `${r.scenario} [run ${r.repetition + 1}]`,
    time: seconds(millis(r)),
    file: r.file || void 0,
    line: r.file ? r.line : void 0
  })}`;
  const body = [...outcome(r), ...systemOut(r)];
  return body.length ? [`${head}>`, ...body, "    </testcase>"].join("\n") : `${head}/>`;
}
function outcome(r) {
  const kind = kindOf(r);
  if (!kind) return [];
  if (kind === "skipped") {
    const message2 = r.status === "known-failure" ? /^known failure\b/i.test(r.reason) ? r.reason : `known failure: ${r.reason}` : r.status === "inconclusive" ? `inconclusive, not scored (a gate could not observe): ${r.reason}` : `skipped: ${r.reason}`;
    return [`      <skipped${attrs({ message: message2 })}/>`];
  }
  if (kind === "error") {
    const details3 = [`${r.status}: ${r.reason}`, ...hookLines(r)].join("\n");
    return [
      `      <error${attrs({ message: `${r.status}: ${r.reason}`, type: r.status })}>${text(details3)}</error>`
    ];
  }
  const check = decidingCheck(r);
  const message = r.status === "fail" ? r.reason : `${r.status}: ${r.reason}`;
  const failed = r.checks.filter((c) => !c.passed);
  const details2 = [message, ...failed.flatMap(describeCheck)].join("\n");
  return [
    `      <failure${attrs({ message, type: check?.check ?? r.status })}>${text(details2)}</failure>`
  ];
}
function decidingCheck(r) {
  if (r.status === "timeout") return void 0;
  const failures = r.checks.filter((c) => !c.passed && !c.unobserved);
  return failures.find((c) => isGateCheck(c.check) || isSpyCheck(c.check)) ?? failures[0] ?? r.checks.find((c) => c.unobserved);
}
function describeCheck(c) {
  const lines = [
    `${c.check}${c.turn === void 0 ? "" : ` (turn ${c.turn + 1})`}${c.unobserved ? " unobserved" : " failed"}: ${c.reason}`
  ];
  if (c.expected !== void 0) lines.push(`  expected: ${json2(c.expected)}`);
  if (c.actual !== void 0) lines.push(`  actual:   ${json2(c.actual)}`);
  if (c.missing?.length) lines.push(`  missing:  ${c.missing.join(", ")}`);
  if (c.reasoning) lines.push(`  judge:    ${c.reasoning}`);
  return lines;
}
function hookLines(r) {
  return r.hooks.filter((h) => h.exitCode !== 0).flatMap((h) => [
    `${h.phase} hook \`${h.command}\` exited ${h.exitCode ?? "without a code"}`,
    ...h.stderr.trim() ? [`  stderr: ${h.stderr.trim()}`] : []
  ]);
}
function systemOut(r) {
  if (!r.turns.length && !r.calls.length) return [];
  const lines = [];
  r.turns.forEach((t, i) => {
    lines.push(`turn ${i + 1}`, `  user:  ${indent(t.user)}`);
    for (const c of r.calls.filter((call) => call.turn === i)) {
      lines.push(
        `  call:  ${c.tool} ${c.malformed ? c.raw ?? "" : json2(c.args)}${c.error ? ` -> error: ${c.error}` : ""}`
      );
    }
    lines.push(`  reply: ${indent(t.reply)}`);
  });
  return [`      <system-out>${text(lines.join("\n"))}</system-out>`];
}
var indent = (s) => s.replace(/\n/g, "\n         ");
var json2 = (value) => JSON.stringify(value) ?? String(value);
var millis = (r) => Math.max(0, Math.round(r.latencyMs));
var seconds = (ms) => (ms / 1e3).toFixed(3);
function xmlSafe(s) {
  if (!/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/.test(s)) return s;
  return s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "");
}
var ENTITY = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "	": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;"
};
var entity = (c) => ENTITY[c];
function text(s) {
  return xmlSafe(s).replace(/[&<>]/g, entity);
}
function attr(s) {
  return xmlSafe(s).replace(/[&<>"'\t\n\r]/g, entity);
}
function attrs(values) {
  let out = "";
  for (const [k, v] of Object.entries(values)) {
    if (v !== void 0) out += ` ${k}="${typeof v === "number" ? String(v) : attr(v)}"`;
  }
  return out;
}

// src/report/outputs/markdown.ts
var markdown = output("md", (report) => [renderMarkdown(report)]);

// src/report/outputs/index.ts
var OUTPUTS = [json, markdown, html, jsonl, junit];
var chooseOutputs = (formats) => chooseFormats(formats).map((f) => OUTPUTS.find((o) => o.format === f.format));

// src/report/stream-file.ts
import { open, rename, rm } from "node:fs/promises";
var BUFFER = 1 << 20;
var SEARCHED = { redact: (text2) => text2, longest: 0 };
function* slices(text2, size = BUFFER / 4) {
  for (let from = 0; from < text2.length; ) {
    let to = Math.min(text2.length, from + size);
    if (to < text2.length && /[\uD800-\uDBFF]/.test(text2[to - 1])) to--;
    yield text2.slice(from, to);
    from = to;
  }
}
async function streamFile(file, pieces, plain) {
  const part = `${file}.tmp`;
  try {
    await write(part, pieces, plain);
    await rename(part, file);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
}
async function write(file, pieces, plain) {
  const handle = await open(file, "w");
  const buffer = Buffer.allocUnsafe(BUFFER);
  let used = 0;
  const writeAll = async (bytes, length) => {
    for (let done = 0; done < length; ) {
      done += (await handle.write(bytes, done, length - done)).bytesWritten;
    }
  };
  const flush = async () => {
    await writeAll(buffer, used);
    used = 0;
  };
  const append = async (text2) => {
    if (used + text2.length * 3 > BUFFER) await flush();
    if (text2.length * 3 <= BUFFER) used += buffer.write(text2, used);
    else {
      const bytes = Buffer.from(text2);
      await writeAll(bytes, bytes.length);
    }
  };
  try {
    const overlap = Math.max(0, plain.longest - 1);
    let held = "";
    for (const piece of pieces) {
      if (!overlap) {
        await append(piece);
        continue;
      }
      const text2 = plain.redact(held + piece);
      let cut2 = Math.max(0, text2.length - overlap);
      if (cut2 && /[\uD800-\uDBFF]/.test(text2[cut2 - 1])) cut2--;
      held = text2.slice(cut2);
      await append(text2.slice(0, cut2));
    }
    await append(held);
    await flush();
  } finally {
    await handle.close();
  }
}

// src/report/write.ts
async function writeReport(report, out, env, secrets = [], formats) {
  const outputs = chooseOutputs(formats);
  const redactor = new Redactor(secretValues(env, secrets));
  const clean = { ...redactor.redactDeep({ ...report, results: [] }) };
  clean.results = report.results.map((r) => redactRow(redactor, r));
  clean.redactions = report.redactions + redactor.count + storedRedactions(report.results);
  await mkdir(out, { recursive: true });
  const files = {};
  const again = new Redactor(secretValues(env, secrets));
  const plain = { redact: (text2) => again.redactPlain(text2), longest: again.longestForm };
  const markdown2 = again.redactPlain(renderMarkdown(clean));
  for (const o of outputs) {
    files[o.format] = path.join(out, o.file);
    if (o.format === "md") await streamFile(files[o.format], slices(markdown2), SEARCHED);
    else await streamFile(files[o.format], o.chunks(clean), plain);
  }
  return { report: clean, markdown: markdown2, files };
}
export {
  writeReport
};
