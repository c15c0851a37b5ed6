import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  trialKey
} from "./chunk-TYSSHUA7.js";
import {
  REPORT_FORMATS,
  Redactor,
  chooseFormats,
  describeVotes,
  judgeFailures,
  redactRow,
  secretValues,
  storedRedactions
} from "./chunk-Z4QSPU7G.js";
import "./chunk-LU5KC3TO.js";
import {
  ALPHA,
  MIN_TRIALS,
  PAIRED,
  className,
  overallOnly,
  pairsToDetect,
  points,
  servedChanges,
  showP,
  toolsIdentical,
  verdictLine
} from "./chunk-3AGTMSOX.js";
import "./chunk-YHV2K2RC.js";
import {
  COMPARISON_CLASSES,
  TIERS,
  baseRunLink,
  baseRunName,
  ignoredJudgeOnly,
  isGateCheck,
  isSpyCheck,
  isStructuredFault,
  unobservedOnly
} from "./chunk-TDFVWDMO.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/report/write.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";

// src/report/ab-md.ts
function abLines(report) {
  const lines = [];
  const { ab, adaptive } = report;
  if (ab) {
    lines.push(
      ab.side === "head" ? "Same job, interleaved: this is the **head** side; the base ran in the same job, trial for trial (its report is in `base/`)." : "Same job, interleaved: this is the **base** side; the head report (one folder up) compares with it."
    );
  }
  if (adaptive) {
    const saved = adaptive.plan - adaptive.spent;
    lines.push(
      `Trials: ${adaptive.spent} of ${adaptive.plan} run(s) spent on this side, against a fixed plan of ${adaptive.max} per (scenario, provider) (adaptive, ${adaptive.min} to ${adaptive.max}; ${adaptive.extended} pair(s) went past ${adaptive.min}, undecided there; ${saved} run(s) saved).`
    );
  }
  return lines.length ? ["", ...lines] : [];
}

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
  const shown = overall.slice(0, MAX_BARS);
  return render({
    title: overall.length > MAX_BARS ? `Accuracy per provider (%), first ${MAX_BARS} of ${overall.length}` : "Accuracy per provider (%)",
    categories: shown.map((p) => p.provider),
    bar: shown.map((p) => p.value)
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

// src/report/detectable-md.ts
var pts = (x) => `${(Math.round(x * 1e3) / 10).toFixed(1)} pts`;
var pct = (x) => `${Math.round(x * 1e3) / 10}%`;
var trialsText = (base, head) => base === head ? `${base} trials a side` : `${base} trials base, ${head} head`;
function pairedLine(a) {
  const pairs = a.pairs?.n ?? 0;
  const m = pairsToDetect(ALPHA);
  const head = `${mdInline(a.provider, 200)} overall (${pairs} pairs)`;
  const { decline, rise } = a.detectable ?? { decline: null, rise: null };
  if (m === null || decline === null && rise === null) {
    return `${head}: no change could be significant — the exact test needs ${m ?? "more"} discordant pairs all one way, and ${pairs < (m ?? Infinity) ? "there were fewer pairs" : "base left no room for them"}.`;
  }
  const size = pts(decline ?? rise);
  const test = `is the least the exact test calls significant (p < ${ALPHA})`;
  if (decline !== null && rise !== null) {
    return `${head}: a fall or a rise of ${size} — ${m} pairs lost and none gained, or the reverse — ${test}.`;
  }
  return decline !== null ? `${head}: a fall of ${size} — ${m} pairs lost, none gained — ${test}; no rise could be, base failing fewer than ${m} of the pairs.` : `${head}: a rise of ${size} — ${m} pairs gained, none lost — ${test}; no fall could be, base passing fewer than ${m} of the pairs.`;
}
function independentLine(a) {
  const head = `${mdInline(a.provider, 200)} overall (${trialsText(a.base.n, a.head.n)})`;
  if (Math.min(a.base.n, a.head.n) < MIN_TRIALS) {
    return `${head}: no change could be significant with fewer than ${MIN_TRIALS} trials a side.`;
  }
  const { decline, rise } = a.detectable ?? { decline: null, rise: null };
  const ways = [
    decline !== null ? `a fall of ${pts(decline)}` : void 0,
    rise !== null ? `a rise of ${pts(rise)}` : void 0
  ].filter((w) => w !== void 0);
  if (!ways.length) return `${head}: no change could be significant at these trials.`;
  return `${head}: from base's ${pct(a.base.passes / a.base.n)}, ${ways.join(" or ")} is the least whose 95% interval excludes 0.`;
}
function scenarioLine(d) {
  const { base, head } = d.trials;
  const which = d.scenarios === 1 ? "1 scenario" : `${d.scenarios} scenarios`;
  if (d.change === null) {
    return `No single scenario can be flagged at ${trialsText(base, head)} (${which}): ${MIN_TRIALS} are needed.`;
  }
  const e = d.example;
  if (d.change >= 1 && e) {
    return `A single scenario at ${trialsText(base, head)} (${which}): only all or nothing — from ${e.base.passes}/${base} to ${e.head.passes}/${head}, or the reverse.`;
  }
  const like = e ? `, e.g. ${e.base.passes}/${base} → ${e.head.passes}/${head}` : "";
  return `A single scenario at ${trialsText(base, head)} (${which}): a change of ${pts(d.change)} or more${like}, is the least that is classed regressed or fixed.`;
}
var MAX_GROUPS = 3;
function detectableSection(c) {
  const overall = c.aggregates.filter((a) => a.tier === void 0 && a.detectable);
  const groups = c.scenarioDetectable ?? [];
  if (!overall.length && !groups.length) return [];
  const rest = groups.slice(MAX_GROUPS).reduce((n, g) => n + g.scenarios, 0);
  return [
    "#### Smallest change this run could detect",
    "",
    ...overall.map((a) => `- ${c.method === "paired" ? pairedLine(a) : independentLine(a)}`),
    ...groups.slice(0, MAX_GROUPS).map((g) => `- ${scenarioLine(g)}`),
    ...rest ? [`- … and ${rest} more scenarios at other trial counts.`] : [],
    "",
    "A smaller change may have happened unseen: more trials (`repeat`) narrow it. How each is computed: docs/regression-statistics.md of mcp-eval-action.",
    ""
  ];
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
var alertOf = (c) => overallOnly(c) ? "WARNING" : ALERT[c.verdict];
function comparisonBlock(c) {
  if (!c) return [];
  const run = c.base.run;
  const base = run ? `${baseRunLink(run)} on ${code(run.branch)} @ ${code(run.sha.slice(0, 7))}, ${flat(run.createdAt)}` : `${flat(c.base.label)} (${flat(c.base.startedAt)})`;
  const alert = alertOf(c);
  const out = [
    "",
    `> [!${alert}]`,
    `> ${flat(verdictLine(c, code), 1e3)}`,
    "",
    `### Compared with ${base}${c.method === "paired" ? ` — ${PAIRED}` : ""}`,
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
  out.push(
    ...c.method === "paired" ? pairedTable(c.aggregates) : deltaTable(c.aggregates),
    ...comparisonChart(c),
    ...detectableSection(c)
  );
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
function pairedTable(aggregates) {
  if (!aggregates.length) return [];
  const lines = [
    "#### Pass rates (trials paired: same job, interleaved)",
    "",
    "| provider | tier | base | head | Δ | 95% interval | pairs lost / gained | exact p |",
    "|---|---|---|---|---|---|---|---|"
  ];
  const tiers = (provider) => aggregates.filter((a) => a.provider === provider).length;
  for (const a of aggregates.filter((a2) => a2.tier === void 0 || tiers(a2.provider) > 2)) {
    const mark = a.significant ? (a.delta ?? 0) < 0 ? " ⬇️" : " ⬆️" : "";
    const dropped = a.pairs?.dropped ? ` (${a.pairs.dropped} dropped)` : "";
    lines.push(
      `| ${flat(a.provider)} | ${a.tier ?? "**all**"} | ${rate(a.base)} | ${rate(a.head)} | ${a.delta === null ? "—" : `${points(a.delta)} pts${mark}`} | ${a.interval ? `${points(a.interval.low)} to ${points(a.interval.high)}` : "—"} | ${a.pairs ? `${a.pairs.lost} / ${a.pairs.gained}${dropped}` : "—"} | ${showP(a.p)} |`
    );
  }
  lines.push(
    "",
    "Base and head ran in one job, interleaved, so trial i of a scenario on one side ran beside trial i on the other: each pair saw the same model at the same time. Δ in percentage points, head − base, over the pairs; the interval is Newcombe's for paired data; ⬇️ ⬆️ the exact McNemar test on the pairs that disagree (lost: base passed, head failed; gained: the reverse) gives p < 0.05. A repetition that is not a trial on one side drops its pair.",
    ""
  );
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
  return `- ✏️ ${code(t.name)}: ${toolChangeParts(t, flat).join("; ")}`;
}
function toolChangeParts(t, line) {
  const parts = [];
  const shown = (v) => v === void 0 ? "unset" : line(JSON.stringify(v), 120);
  if (t.description) {
    const { base, head } = t.description;
    if (base === void 0) parts.push(`description added: "${line(head ?? "", 200)}"`);
    else if (head === void 0) parts.push(`description removed (was "${line(base, 200)}")`);
    else {
      const [was, now] = textDiff(base, head);
      parts.push(`description "${line(was, 200)}" → "${line(now, 200)}"`);
    }
  }
  if (t.schemaChanged) parts.push("input schema changed");
  if (t.outputSchema) parts.push(`output schema ${t.outputSchema}`);
  if (t.title) parts.push(`title ${shown(t.title.base)} → ${shown(t.title.head)}`);
  for (const a of t.annotations ?? []) parts.push(`${a.hint} ${shown(a.base)} → ${shown(a.head)}`);
  if (t.iconsChanged) parts.push("icons changed");
  if (t.execution) parts.push(`execution ${shown(t.execution.base)} → ${shown(t.execution.head)}`);
  return parts;
}
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
function pct2(s) {
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
  const shown = pct2(s);
  return s?.interval ? `${shown} ${range(s.interval)}` : shown;
}
function renderMarkdown(report) {
  const o = report.summary.overall;
  const headline = o.scored === 0 ? "nothing scored" : `${pct2(o)} passed${report.thresholds.checks.length ? report.thresholds.met ? " · thresholds met ✅" : " · thresholds not met ❌" : ""}`;
  const out = [
    `## MCP eval: ${headline}`,
    ...comparisonBlock(report.comparison),
    "",
    counts(o, report.results),
    ...abLines(report),
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
      `- **Calls:** ${r.calls.map((c) => `${mdCode(`${c.tool}(${flatten(JSON.stringify(c.args), 120)})`, Infinity)}${c.task ? ` (task ${c.task.status}${c.task.cancelled ? ", cancelled" : ""})` : ""}${c.error ? " ⚠️" : ""}${c.pastCap !== void 0 ? ` ⚠️ ${grouped(c.tokens ?? 0)} tokens` : ""}`).join(" → ")}`
    );
  }
  if (r.elicitations?.length)
    lines.push(`- **Elicited:** ${r.elicitations.map(elicited).join("; ")}`);
  for (const x of r.sampling ?? []) lines.push(samplingLine(x));
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
function elicited(e) {
  const fields = Object.keys(
    e.requestedSchema?.properties ?? {}
  );
  const asked = e.mode === "url" ? ` <${oneLine(e.url ?? "", 200)}> (not opened)` : fields.length ? ` (asks ${fields.map((f) => mdCode(f)).join(", ")})` : "";
  return `turn ${e.turn + 1}, ${e.mode}: "${oneLine(e.message, 160)}"${asked} → ${e.action}${e.unscripted ? " (unscripted)" : ""}`;
}
function samplingLine(x) {
  const asked = oneLine(x.messages.at(-1)?.text ?? "", 120);
  const during = x.call !== void 0 ? ` during call ${x.call + 1}` : "";
  const got = x.error !== void 0 ? `⚠️ error: ${oneLine(x.error, 160)}` : `${x.answeredBy} answered: ${oneLine(x.text ?? "", 160)}`;
  return `- **Sampling${during}:** asked ${asked} → ${got}`;
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

// src/report/html/comparison-view.ts
var webUrl = (url) => /^https?:\/\//i.test(url) ? url : void 0;
function comparisonView(c) {
  const run = c.base.run;
  const url = run && webUrl(run.url);
  const tiers = (provider) => c.aggregates.filter((a) => a.provider === provider).length;
  return {
    alert: alertOf(c),
    line: verdictLine(c),
    base: run ? {
      name: baseRunName(run),
      ...url ? { url } : {},
      about: `on ${run.branch} @ ${run.sha.slice(0, 7)}, ${run.createdAt}`
    } : { name: c.base.label, about: `(${c.base.startedAt})` },
    classes: Object.fromEntries(COMPARISON_CLASSES.map((k) => [k, className(k)])),
    pairs: c.scenarios.map(
      (s) => s.class === "unchanged" ? null : [rate(s.base), rate(s.head), showP(s.p)]
    ),
    toolsIdentical: toolsIdentical(c),
    toolChanges: (c.tools?.changed ?? []).map((t) => ({
      name: t.name,
      parts: toolChangeParts(t, flatten)
    })),
    served: servedChanges(c),
    // As report.md's table: a provider with one tier has no tier row repeating its all-tiers row.
    aggregates: c.aggregates.filter((a) => a.tier === void 0 || tiers(a.provider) > 2).map((a) => [
      a.provider,
      a.tier ?? "all",
      rate(a.base),
      rate(a.head),
      a.delta === null ? "—" : `${points(a.delta)} pts${a.significant ? a.delta < 0 ? " ⬇" : " ⬆" : ""}`,
      a.interval ? `${points(a.interval.low)} to ${points(a.interval.high)}` : "—"
    ])
  };
}

// src/report/html/script.generated.ts
var SCRIPT = '"use strict";(()=>{function r(e,s,a){let o=document.createElement(e);for(let i in s??{}){let d=s[i];i==="text"?o.textContent=d:i==="cls"?o.className=d:o.setAttribute(i,d)}for(let i of a??[])i==null||i===!1||o.appendChild(typeof i=="string"?document.createTextNode(i):i);return o}function t(e,s,a){return r(e,a?{text:String(s),cls:a}:{text:String(s)})}function F(e){if(e===void 0)return"";try{return typeof e=="string"?e:JSON.stringify(e,null,2)}catch{return String(e)}}var k=e=>t("pre",F(e)),D=e=>t("span",e,"status "+e);function R(e,s){return r("table",null,[r("thead",null,[r("tr",null,e.map(a=>t("th",a)))]),r("tbody",null,s.map(a=>r("tr",null,a.map(o=>o instanceof Node?r("td",null,[o]):t("td",o===void 0?"":o)))))])}function O(e,s,a,o){e.addEventListener("click",i=>{let d=i.target,p=d.closest?d.closest("tr."+s):null;p&&!(o&&d.closest(o))&&a(p)}),e.addEventListener("keydown",i=>{let d=i.target;(i.key==="Enter"||i.key===" ")&&d.classList.contains(s)&&(i.preventDefault(),a(d))})}function J(e){let s=Number.isFinite(e)?Math.max(0,e):0;if(Math.round(s)<1e3)return`${Math.round(s)} ms`;if(s<59950)return`${(s/1e3).toFixed(1)} s`;let a=Math.round(s/1e3),o=i=>String(i).padStart(2,"0");return a<3600?`${Math.floor(a/60)} min ${o(a%60)} s`:`${Math.floor(a/3600)} h ${o(Math.floor(a%3600/60))} min`}var B=e=>e==null?"\\u2014":Math.round(e*1e3)/10+"%",x=e=>e==null?"\\u2014":Number(e).toLocaleString("en-US"),N=e=>e==null?"":"$"+Number(e).toFixed(4),S=e=>e==null?"\\u2014":J(e);function U(e){if(!e)return"\\u2014";let s=e.interval?" ["+Math.round(e.interval.low*100)+"\\u2013"+Math.round(e.interval.high*100)+"]":"";return e.accuracy===null?"\\u2014":B(e.accuracy)+" ("+(e.counts.pass||0)+"/"+e.scored+")"+s}function _(e,s){let a=r("div",{id:"cmp-tools"},[t("h3","Tools")]);if(s.toolsIdentical)a.appendChild(t("div","Tool list identical on both sides: the same tools, descriptions and input schemas (and annotations, where both recorded them)."));else if(!e.tools)a.appendChild(t("div","Not compared: a side did not record its tools/list.","muted"));else{let i=e.tools.added.map(d=>["added",d,""]).concat(e.tools.removed.map(d=>["removed",d,""])).concat(s.toolChanges.map(d=>["changed",d.name,d.parts.join("; ")]));a.appendChild(R(["change","tool","what changed"],i))}let o=e.tokens;if(o){let i=(u,c)=>{let f=(c||0)-(u||0);return f===0?"\\xB10":(f>0?"+":"\\u2212")+x(Math.abs(f))},d=o.tools.filter(u=>u.base!==u.head),p="Tool surface tokens ("+o.encoding+"): "+x(o.base)+" \\u2192 "+x(o.head)+" ("+i(o.base,o.head)+")";a.appendChild(t("div",p,"token-line")),d.length&&a.appendChild(R(["tool","base tokens","head tokens","change"],d.map(u=>[u.name,u.base===void 0?"\\u2014":x(u.base),u.head===void 0?"\\u2014":x(u.head),i(u.base,u.head)])))}return a}function I(e,s,a,o){let i=[];return(e.confusion||[]).forEach(d=>{let p={},u=[];["base","head"].forEach(c=>{d[c].forEach(f=>{if(!!f.unrunnable!==s)return;let C=JSON.stringify([f.expected,f.chosen]);p[C]||(p[C]={expected:f.expected,chosen:f.chosen,base:0,head:0},u.push(C)),p[C][c]+=f.count})}),u.map(c=>p[c]).sort((c,f)=>f.base+f.head-(c.base+c.head)).forEach(c=>{let f=c.chosen===null?"no other tool":c.chosen;i.push([d.provider,c.expected,f,String(c.base),String(c.head)])})}),i.length?r("div",{cls:"cmp-confusion"},[t("h3",a),R(["provider","expected",o,"base","head"],i)]):null}var j=(e,s)=>s===void 0||s===""?null:r("span",null,[t("span",e+" ","muted"),String(s)]),G=e=>e?x(e.inputTokens)+" in / "+x(e.outputTokens)+" out / "+x(e.cachedTokens)+" cached":void 0;function se(e){let s=e.stubbed?"stubbed":"live",a=e.tokens!==void 0?" \\xB7 "+x(e.tokens)+" tokens":"",o=[r("div",{cls:"who"},["tool call \\xB7 "+s+" \\xB7 "+S(e.durationMs)+a]),r("div",null,[t("code",e.tool)]),t("div","args","muted"),k(e.args)];if(e.malformed&&o.push(t("div","malformed: "+e.malformed,"bad")),e.rejected&&o.push(t("div","not run: the server rejected its arguments","bad")),e.notRun!==void 0&&o.push(t("div","not run: "+e.notRun,"bad")),e.raw!==void 0&&o.push(t("div","raw arguments","muted"),k(e.raw)),e.pastCap!==void 0){let p="result past the "+x(e.pastCap)+"-token cap (result_token_cap)";o.push(t("div",p+": a host with that cap cuts or refuses it","bad"))}let i=e.task;if(i){let p=i.cancelled?" \\xB7 cancelled (tasks/cancel) as the scenario ended":"",u=i.message?" \\xB7 "+i.message:"",c="task "+i.id+" \\xB7 "+i.status+" after "+i.polls+" polls";o.push(t("div",c+u+p,i.cancelled?"bad":"muted"))}(e.progress||[]).forEach(p=>{let u=p.total!==void 0?"/"+p.total:"";o.push(t("div","progress "+p.progress+u+(p.message?" \\xB7 "+p.message:""),"muted"))}),e.error!==void 0&&o.push(t("div","error","bad"),k(e.error)),e.result!==void 0&&o.push(t("div","result","muted"),k(e.result));let d=e.structured;return d&&(d.status==="missing"||d.status==="invalid")?o.push(t("div","server fault: "+(d.detail||d.status),"bad")):d&&d.status==="valid"?o.push(t("div","structured output matches its outputSchema","ok")):d&&o.push(t("div","structured output unchecked: "+(d.detail||""),"warn")),r("div",{cls:"msg tool"},o)}function z(e){let s=[r("div",{cls:"who"},["elicitation \\xB7 "+e.mode+(e.unscripted?" \\xB7 unscripted":"")]),t("div",e.message,"text")];e.url!==void 0&&s.push(t("div","URL (not opened)","muted"),t("code",e.url)),e.requestedSchema!==void 0&&s.push(t("div","asks for","muted"),k(e.requestedSchema));let a=e.unscripted?" (no elicit answer was left: declined)":"";return s.push(t("div","answer: "+e.action+a,e.action==="accept"?"ok":"warn")),e.content!==void 0&&s.push(k(e.content)),r("div",{cls:"msg tool"},s)}function ae(e){let s=e.call!==void 0?" \\xB7 during call "+(e.call+1):"",a=[r("div",{cls:"who"},["sampling"+s+" \\xB7 "+e.answeredBy+" \\xB7 "+S(e.durationMs)])];return e.systemPrompt&&a.push(t("div","system prompt","muted"),k(e.systemPrompt)),(e.messages||[]).forEach(o=>a.push(t("div",o.role,"muted"),k(o.text))),e.error!==void 0&&a.push(t("div","error the server got","bad"),k(e.error)),e.text!==void 0&&a.push(t("div","answer"+(e.model?" \\xB7 "+e.model:""),"muted"),k(e.text)),r("div",{cls:"msg tool"},a)}var K=(e,s,a)=>r("div",{cls:"msg "+s},[t("div",e,"who"),t("div",a,"text")]);function H(e){let s=r("div");s.appendChild(r("div",{cls:"meta"},[j("status",e.status),j("model",e.model),j("mode",e.mode),j("file",e.file+":"+e.line),j("category",e.category),j("attempts",e.attempts),j("latency",S(e.latencyMs)),j("tokens",G(e.usage)),j("cost",e.cost?N(e.cost.total):void 0),j("grading",e.grading),j("judge tokens",G(e.judgeUsage))])),e.reason&&s.appendChild(t("div",e.reason,e.status==="pass"?"muted":"bad")),s.appendChild(t("h3","Conversation"));let a=r("div",{cls:"chat"}),o=e.calls||[],i=e.turns||[],d=e.elicitations||[],p=(n,g)=>{a.appendChild(se(n)),d.forEach(l=>{l.call===g&&a.appendChild(z(l))})};i.forEach((n,g)=>{a.appendChild(K("user"+(i.length>1?" \\xB7 turn "+(g+1):""),"user",n.user)),o.forEach((l,w)=>{l.turn===g&&p(l,w)}),(e.sampling||[]).forEach(l=>{l.turn===g&&a.appendChild(ae(l))}),a.appendChild(K("model","model",n.reply))}),o.forEach((n,g)=>{n.turn>=0&&n.turn<i.length||p(n,g)}),d.forEach(n=>{n.call!==void 0&&n.call>=0&&n.call<o.length||a.appendChild(z(n))}),!i.length&&!o.length&&a.appendChild(t("div","No conversation recorded.","muted")),s.appendChild(a);let u=e.requests||[];u.length&&(s.appendChild(t("h3","Spy requests")),s.appendChild(R(["method","path","status","body"],u.map(n=>{let g=n.query||{},l=Object.keys(g).map(y=>y+"="+g[y]).join("&"),w=n.late?" (after the scenario ended)":"";return[n.method,n.path+(l?"?"+l:"")+w,t("span",n.status+(n.unrouted?" (no spy route)":""),n.unrouted||n.status>=400?"bad":""),n.body===void 0?"":k(n.body)]}))));let c=e.checks||[];c.length&&(s.appendChild(t("h3","Checks and gates")),s.appendChild(R(["check","result","turn","reason","expected","actual"],c.map(n=>{let g=n.unobserved?t("span","unobserved","warn"):t("span",n.passed?"passed":"failed",n.passed?"ok":"bad"),l=n.gradedBy==="judge"&&n.judge?" ("+n.judge+")":"",w=n.votes?"judge\'s samples: "+n.votes.pass+" pass, "+n.votes.fail+" fail"+(n.votes.error?", "+n.votes.error+" failed":""):"",y=r("div",null,[t("div",n.reason),n.missing&&n.missing.length?t("div","missing: "+n.missing.join(", "),"bad"):null,n.mode?t("div","mode: "+n.mode,"muted"):null,n.gradedBy?t("div","graded by "+n.gradedBy+l,"muted"):null,n.votes?t("div",w,"muted"):null,n.baseline?t("div","the deterministic grader: "+n.baseline,"muted"):null,n.rubric?t("div","rubric: "+n.rubric,"muted"):null,n.reasoning?t("div","reasoning: "+n.reasoning,"muted"):null,n.note?t("div","note: "+n.note,"muted"):null]);return[n.check,g,n.turn===void 0?"":String(n.turn+1),y,n.expected===void 0?"":k(n.expected),n.actual===void 0?"":k(n.actual)]}))));let f=e.observations||[];f.length&&(s.appendChild(t("h3","Observations")),s.appendChild(R(["kind","observed","detail","spec"],f.map(n=>[n.kind,n.unobserved?"unobserved":n.observed?"yes":"no",n.detail,k(n.spec)])))),e.recovery&&(s.appendChild(t("h3","Recovery after tool errors")),s.appendChild(R(["tool","turn","recovered"],e.recovery.episodes.map(n=>[n.tool,String(n.turn+1),n.recovered?"yes (call "+(n.by+1)+")":"no"]))));let C=e.hooks||[];return C.length&&(s.appendChild(t("h3","Hooks")),C.forEach(n=>{let g=n.exitCode===null?"none":String(n.exitCode);s.appendChild(r("div",null,[r("div",null,[t("b",n.phase+" "),t("code",n.command)," \\xB7 exit ",t("span",g,n.exitCode===0?"ok":"bad")," \\xB7 "+S(n.durationMs)]),n.stdout?r("div",null,[t("div","stdout","muted"),k(n.stdout)]):null,n.stderr?r("div",null,[t("div","stderr","muted"),k(n.stderr)]):null]))})),s}var L=200;function P(e,s,a){let o=r("select",{id:e,"aria-label":s},[t("option","any "+s)]);return o.firstChild.value="",a.forEach(i=>{let d=t("option",i);d.value=i,o.appendChild(d)}),o}function re(e){let s=[e.scenario,e.provider,e.model,e.tier,e.category||"",e.status,e.reason,e.file,(e.tags||[]).join(" ")];return(e.turns||[]).forEach(a=>s.push(a.user,a.reply)),(e.calls||[]).forEach(a=>s.push(a.tool,F(a.args),a.result||"",a.error||"")),(e.elicitations||[]).forEach(a=>s.push(a.message,a.url||"")),(e.checks||[]).forEach(a=>s.push(a.check,a.reason)),s.join(`\n`).toLowerCase()}function Q(e){let s=m=>{let b={};return e.forEach(E=>[].concat(m(E)).forEach(T=>{T!==void 0&&T!==""&&(b[T]=!0)})),Object.keys(b).sort()},a=null,o={status:"",provider:"",tier:"",tag:"",q:"",shown:L},i={},d=[],p={status:P("f-status","status",s(m=>m.status)),provider:P("f-provider","provider",s(m=>m.provider)),tier:P("f-tier","tier",s(m=>m.tier)),tag:P("f-tag","tag",s(m=>m.tags||[]))},u=r("input",{id:"f-q",type:"search",placeholder:"search text (scenario, prompts, replies, tools, reasons)","aria-label":"search"}),c=r("span",{id:"count",cls:"muted"}),f=t("button","clear"),C=r("tbody"),n=t("button","");n.id="more";function g(){let m=o.q.toLowerCase();m&&!a&&(a=e.map(re)),d=[];for(let b=0;b<e.length;b++){let E=e[b];o.status&&E.status!==o.status||o.provider&&E.provider!==o.provider||o.tier&&E.tier!==o.tier||o.tag&&(E.tags||[]).indexOf(o.tag)<0||m&&a[b].indexOf(m)<0||d.push(b)}o.shown=L,y()}function l(m){let b=e[m],E=r("tr",{cls:"row","data-index":String(m),tabindex:"0"},[r("td",null,[D(b.status)]),t("td",b.scenario+(b.repetition?" #"+(b.repetition+1):"")),t("td",b.provider),t("td",b.tier),r("td",null,(b.tags||[]).map(T=>t("span",T,"tag"))),t("td",b.reason||"","reason")]);return E.title=b.reason||"",E}let w=m=>r("tr",{cls:"detail"},[r("td",{colspan:"6"},[H(e[m])])]);function y(){C.textContent="";let m=Math.min(o.shown,d.length),b=document.createDocumentFragment();for(let E=0;E<m;E++){let T=d[E];b.appendChild(l(T)),i[T]&&b.appendChild(w(T))}C.appendChild(b),c.textContent="Showing "+m+" of "+d.length+" matching rows ("+e.length+" in all)",n.style.display=d.length>m?"":"none",n.textContent="Show "+Math.min(L,d.length-m)+" more"}function h(m){let b=Number(m.getAttribute("data-index"));if(i[b]){delete i[b];let E=m.nextSibling;E&&E.className==="detail"&&C.removeChild(E)}else i[b]=!0,C.insertBefore(w(b),m.nextSibling)}Object.keys(p).forEach(m=>p[m].addEventListener("change",()=>{o[m]=p[m].value,g()}));let M;u.addEventListener("input",()=>{clearTimeout(M),M=setTimeout(()=>{o.q=u.value.trim(),g()},120)}),f.addEventListener("click",()=>{p.status.value=p.provider.value=p.tier.value=p.tag.value=u.value="",o.status=o.provider=o.tier=o.tag=o.q="",g()}),n.addEventListener("click",()=>{o.shown+=L,y()}),O(C,"row",h),g();let v=["status","scenario","provider","tier","tags","reason"];return[t("h2","Results"),r("div",{cls:"filters"},[p.status,p.provider,p.tier,p.tag,u,f,c]),r("table",{id:"rows"},[r("thead",null,[r("tr",null,v.map(m=>t("th",m)))]),C]),n]}var V={regressed:!0,fixed:!0,"changed-few":!0};function W(e,s,a){let o=null;function i(u){if(!o){let c=Object.create(null);a.forEach((f,C)=>{let n=f.scenario+"\\0"+f.provider;(c[n]=c[n]||[]).push(C)}),o=c}return(o[u.scenario+"\\0"+u.provider]||[]).map(c=>a[c])}function d(u){let c=u.baseRows||[],f=i(u),C={};c.concat(f).forEach(h=>C[h.repetition||0]=!0);let n=Object.keys(C).map(Number).sort((h,M)=>h-M),g=r("div",{cls:"sides"},[t("h3","base \\xB7 "+s.base.name,"side-title"),t("h3","head \\xB7 this run","side-title")]),l=u.class==="new"?"Not in the base run.":V[u.class]?u.baseRowsLeftOut?"Not carried, past the comparison\'s bounds on base transcripts: see the base run\'s report.":u.baseRows?"No base trial of this repetition.":"No base transcript in this comparison (a report written before they were carried).":"The comparison carries the base transcripts of regressed, fixed and changed pairs only: see the base run\'s report.",w=(h,M)=>h.filter(v=>(v.repetition||0)===M)[0];n.forEach(h=>{let M=w(c,h),v=w(f,h),m=n.length>1?t("div","trial "+(h+1),"muted"):null,b=u.class==="removed"?"Not in this run.":"No trial in this run.";g.appendChild(r("div",{cls:"side base"},[m,M?H(M):t("div",l,"muted")])),g.appendChild(r("div",{cls:"side head"},[m&&m.cloneNode(!0),v?H(v):t("div",b,"muted")]))}),n.length||g.appendChild(t("div","No transcript on either side.","muted"));let y=r("div",null,[g]);if(u.baseRowsLeftOut){let h=u.baseRowsLeftOut+" more base trial(s) not carried: the base run\'s report has them.";y.appendChild(t("div",h,"muted"))}return y}function p(u,c,f,C){if(!f.length)return null;let n=r("tbody"),g=0,l=t("button","");function w(v){let m=s.pairs[v.index]||["\\u2014","\\u2014","\\u2014"],b=r("span",null,[v.scenario,v.judgeOnly?t("span","judge-only","tag judge-only"):null,v.changedTools&&v.changedTools.length?t("span","\\u{1F527} "+v.changedTools.join(", "),"tag"):null]),E=v.wouldBe?" (would be "+s.classes[v.wouldBe]+")":"",T=(C?"judge-only: ":"")+s.classes[v.class]+E;return r("tr",{cls:"pair",tabindex:"0","data-pair":String(v.index)},[r("td",null,[b]),t("td",v.provider),t("td",m[0]+" \\u2192 "+m[1]),t("td",T),t("td",m[2]),t("td",v.reason||v.why||"","reason")])}function y(){let v=Math.min(f.length,g+L);for(let m=g;m<v;m++)n.appendChild(w(f[m]));g=v,l.style.display=g<f.length?"":"none",l.textContent="Show "+Math.min(L,f.length-g)+" more"}function h(v){let m=v.nextSibling;if(m&&m.className==="pair-detail"){n.removeChild(m);return}let b=e.scenarios[Number(v.getAttribute("data-pair"))],E=r("td",{colspan:"6"},[d(b)]);n.insertBefore(r("tr",{cls:"pair-detail"},[E]),v.nextSibling)}O(n,"pair",h,"tr.pair-detail"),l.addEventListener("click",y),y();let M=["scenario","provider","base \\u2192 head","class","p","why"];return r("div",{id:c},[t("h3",u.charAt(0).toUpperCase()+u.slice(1)+" ("+f.length+")"),r("table",{cls:"pairs"},[r("thead",null,[r("tr",null,M.map(v=>t("th",v)))]),n]),l])}return p}function X(e,s,a){if(!e||!s)return null;let o=s,i=W(e,o,a),d=e.scenarios.map((h,M)=>Object.assign({index:M},h)),p=h=>e.judgeOnly!=="count"&&h.judgeOnly,u=(h,M)=>d.filter(v=>v.class===h&&!!p(v)===M),c=r("section",{id:"comparison"},[t("h2","Compared with the baseline")]),f=t("div",o.line,"verdict "+o.alert.toLowerCase());f.id="cmp-verdict",c.appendChild(f);let C=o.base,n=C.url?r("a",{href:C.url,rel:"noopener noreferrer",text:C.name}):C.name;c.appendChild(r("div",{id:"cmp-base",cls:"muted"},["Base: ",n," "+C.about])),o.served.forEach(h=>c.appendChild(t("div","served model changed: "+h,"notice"))),e.scenarios.length||c.appendChild(t("div","No scenario on either side: nothing to compare.","muted")),c.appendChild(r("div",null,[i("Regressed","cmp-regressed",u("regressed",!1)),i("Fixed","cmp-fixed",u("fixed",!1)),i("Judge-only, not counted","cmp-judge-only",d.filter(p),!0),i(o.classes["changed-few"],"cmp-changed-few",u("changed-few",!1)),i("Flaky","cmp-flaky",u("flaky",!1))]));let g=["not-comparable","new","removed"].map(h=>i(o.classes[h],"cmp-"+h,u(h,!1))).filter(h=>!!h),l=e.counts,w=Object.keys(l).filter(h=>l[h]&&!V[h]&&h!=="flaky"&&h!=="changed-few").map(h=>l[h]+" "+o.classes[h]).join(" \\xB7 ");if(w){let h=t("summary","Others: "+w);c.appendChild(r("details",{id:"cmp-others"},[h].concat(g)))}o.aggregates.length&&c.appendChild(r("div",{id:"cmp-rates"},[t("h3","Pass rates (scenarios both sides can compare)"),R(["provider","tier","base","head","\\u0394","95% interval"],o.aggregates),t("div","\\u0394 in percentage points, head \\u2212 base; \\u2B07 \\u2B06 the interval excludes 0.","muted")])),c.appendChild(_(e,o)),c.appendChild(r("div",null,[I(e,!1,"Selection failures: expected tool \\u2192 tool chosen instead","chosen instead"),I(e,!0,"Calls that could not be run (call_format): expected tool \\u2192 call made","call made")]));let y=(e.confusedPairs||[]).slice(0,5);return y.length&&(c.appendChild(t("h3","Most confused tool pairs")),c.appendChild(R(["tools","base","head",""],y.map(h=>[h.tools.join(" \\u2194 "),String(h.base),String(h.head),h.changed?"\\u{1F527} changed":""])))),c}function Y(e){let s=document.getElementById(e);return s?JSON.parse(s.textContent||""):null}var Z=()=>Y("report-data"),ee=()=>Y("comparison-view");function A(e,s){let a=Object.keys(s||{});return a.length?r("div",null,[t("h3",e),R([e.replace(/^By /,""),"accuracy","rows"],a.map(o=>[o,U(s[o]),String(s[o].total)]))]):null}function te(e){let s=e.results||[],a=e.summary||{},o=a.overall||{total:s.length,counts:{},scored:0,accuracy:null},i=r("section",{id:"summary"});i.appendChild(t("h1",(e.tool?e.tool.name:"mcp-eval")+" report")),i.appendChild(t("div",[e.tool?"v"+e.tool.version:"",e.startedAt?"started "+e.startedAt:"",e.durationMs!==void 0?"took "+S(e.durationMs):"",e.config?"config "+e.config:""].filter(Boolean).join(" \\xB7 "),"muted"));let d=r("div",{cls:"cards"}),p=(l,w,y)=>d.appendChild(r("div",{cls:"card"},[t("b",w,y),l]));p("accuracy",U(o)),p("rows",String(o.total)),o.unobserved&&p("not scored: a gate could not observe",String(o.unobserved),"warn");let u=o.counts||{};if(Object.keys(u).forEach(l=>{u[l]&&p(l,String(u[l]))}),e.thresholds){let l=e.thresholds.met;p("thresholds",l?"met":"not met",l?"ok":"bad")}e.usage&&e.usage.totalCost!==void 0&&p("cost",N(e.usage.totalCost)),e.redactions&&p("secrets redacted",String(e.redactions)),i.appendChild(d),(e.notices||[]).forEach(l=>i.appendChild(t("div",l,"notice"))),(e.providers||[]).forEach(l=>{if(l.status!=="ran"){let w=l.reason?": "+l.reason:"";i.appendChild(t("div","provider "+l.id+" "+l.status+w,"notice"))}});let c=r("div",{cls:"tables"},[A("By provider",a.byProvider),A("By tier",a.byTier),A("By category",a.byCategory),A("By tag",a.byTag)]),f=e.thresholds&&e.thresholds.checks||[];f.length&&c.appendChild(r("div",null,[t("h3","Thresholds"),R(["scope","key","required","actual",""],f.map(l=>{let w=l.scope==="budget",y=w?"\\u2264 "+x(l.required)+" tokens":B(l.required),h=w?l.actual===null?"not measured":x(l.actual)+" tokens":B(l.actual);return[l.scope+(l.provider?" ("+l.provider+")":""),l.key,y,h,t("span",l.met?"met":"not met",l.met?"ok":"bad")]}))]));let C=e.tokens;C&&c.appendChild(ie(C));let n=e.usage&&e.usage.byProvider||{},g=Object.keys(n);if(e.usage&&e.usage.judge&&(n=Object.assign({},n,{judge:e.usage.judge}),g.push("judge")),g.length){let l=["provider","runs","input","output","cached","latency p50","p95","cost"];c.appendChild(r("div",null,[t("h3","Usage"),R(l,g.map(w=>{let y=n[w];return[w,x(y.runs),x(y.inputTokens),x(y.outputTokens),x(y.cachedTokens),S(y.latencyMs&&y.latencyMs.p50),S(y.latencyMs&&y.latencyMs.p95),y.cost?N(y.cost.total):""]}))]))}return i.appendChild(c),i}function ie(e){let s=e.tools.some(d=>d.output!==void 0),a=e.tools.slice().sort((d,p)=>p.total-d.total),o=["tool","name + description","input schema"].concat(s?["output schema"]:[]).concat(["total"]),i=e.results&&e.results.largest;return r("div",null,[t("h3","Tool surface: "+x(e.total)+" tokens ("+e.encoding+")"),t("div","Each tool as {name, description, inputSchema} in JSON; hosts wrap tools differently, so this approximates what a host sends.","muted"),R(o,a.map(d=>[d.name,x(d.description),x(d.input)].concat(s?[d.output===void 0?"\\u2014":x(d.output)]:[]).concat([x(d.total)]))),i?t("div","Largest tool result: "+x(i.tokens)+" tokens ("+i.tool+", "+i.scenario+"); past the "+x(e.resultCap)+"-token cap: "+e.results.pastCap,e.results.pastCap?"bad":"muted"):null])}var $=Z(),oe=$.results||[],q=document.getElementById("app");q.textContent="";q.appendChild(te($));var ne=X($.comparison,ee(),oe);ne&&q.appendChild(ne);Q(oe).forEach(e=>q.appendChild(e));document.body.setAttribute("data-ready","true");})();';

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
#comparison { border-top: 1px solid var(--border); margin-top: 16px; }
.verdict { border-left: 4px solid var(--info); background: var(--panel); padding: 6px 10px;
  margin: 6px 0; font-weight: 600; white-space: pre-wrap; word-break: break-word; }
.verdict.caution { border-color: var(--fail); }
.verdict.warning { border-color: var(--warn); }
.verdict.tip { border-color: var(--pass); }
table.pairs { width: 100%; }
table.pairs tr.pair { cursor: pointer; }
table.pairs tr.pair:hover td { background: var(--panel); }
table.pairs td.reason { max-width: 420px; }
.tag.judge-only { margin-left: 6px; color: var(--warn); border-color: var(--warn); }
.sides { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px 16px; }
.side { min-width: 0; border-top: 1px solid var(--border); padding-top: 4px; }
.side-title { margin: 4px 0; }
`;

// src/report/html/page.ts
function scriptJson(value) {
  return scriptSafe(JSON.stringify(value));
}
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
  yield "</script>\n";
  if (report.comparison) {
    yield `<script type="application/json" id="comparison-view">${scriptJson(comparisonView(report.comparison))}</script>
`;
  }
  yield [`<script>${SCRIPT}</script>`, "</body>", "</html>", ""].join("\n");
}

// src/report/outputs/output.ts
function output(format, chunks) {
  const spec = REPORT_FORMATS.find((f) => f.format === format);
  return { ...spec, format, chunks, render: (report) => [...chunks(report)].join("") };
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
var BY_FORMAT = {
  json,
  md: markdown,
  html,
  jsonl,
  junit
};
var OUTPUTS = REPORT_FORMATS.map((f) => BY_FORMAT[f.format]);
var chooseOutputs = (formats) => chooseFormats(formats).map((f) => BY_FORMAT[f.format]);

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
  if (clean.comparison) clean.comparison = redactBaseRows(redactor, clean.comparison);
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
function redactBaseRows(redactor, c) {
  if (!c.scenarios.some((s) => s.baseRows)) return c;
  const scenarios = c.scenarios.map(
    (s) => s.baseRows ? { ...s, baseRows: s.baseRows.map((r) => redactRow(redactor, r)) } : s
  );
  return { ...c, scenarios };
}
export {
  writeReport
};
