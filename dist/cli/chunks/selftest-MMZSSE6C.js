import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  evaluate,
  reporter
} from "./chunk-YLDLLP3Z.js";
import {
  Servers,
  prepare
} from "./chunk-EHO6E6DC.js";
import "./chunk-DZGHROQ7.js";
import {
  exampleArgs,
  replayClarification
} from "./chunk-IPJGTUWI.js";
import "./chunk-RMCKQ3O2.js";
import "./chunk-IX5F3TIA.js";
import "./chunk-O4LMT67N.js";
import "./chunk-BAXKGP3O.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-BOT7TZ2G.js";
import {
  htmlText,
  mdInline
} from "./chunk-CG7XPWUO.js";
import "./chunk-FMZTKRZC.js";
import "./chunk-PCHGUURC.js";
import "./chunk-JVIL3BEP.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-FEPYHPEO.js";
import "./chunk-JGUX4BFZ.js";
import "./chunk-XI4USPBO.js";
import "./chunk-J6NDEGCQ.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-JKYEM27D.js";
import "./chunk-PH7I4MN5.js";
import "./chunk-6CESUXID.js";
import "./chunk-SRRGR2F5.js";
import {
  isMatcher,
  matchValue
} from "./chunk-I75637QR.js";
import "./chunk-X37PB5QE.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-7B75NLNL.js";
import "./chunk-QXBXGSQP.js";
import "./chunk-GCIQVIE6.js";
import {
  InvalidArgumentError,
  common,
  options,
  say
} from "./chunk-76AO3HOH.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import "./chunk-OQERDROT.js";
import "./chunk-6OIHX55D.js";
import "./chunk-YP5OHWNK.js";
import "./chunk-JYPB3A3I.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/selftest/run.ts
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// src/selftest/perturb.ts
function candidates(value, schema) {
  const others = (schema?.enum ?? []).filter((e) => e !== value);
  if (typeof value === "string")
    return [...others.filter((e) => typeof e === "string"), `x${value}`, `${value}x`, ""];
  if (typeof value === "number") {
    const ints = Number.isInteger(value);
    return [
      ...others.filter((e) => typeof e === "number"),
      value + 1,
      ints ? value * 10 + 7 : value * 3.7,
      -value - 1
    ];
  }
  if (typeof value === "boolean") return [!value];
  if (Array.isArray(value)) return value.length ? [value.slice(0, -1), []] : [["x"]];
  return [];
}
function perturb(want, value, schema) {
  const all = candidates(value, schema);
  if (!all.length) return void 0;
  const rejected = all.find((c) => !matchValue(want, c));
  return rejected !== void 0 ? { value: rejected, accepted: false } : { value: all[0], accepted: true };
}

// src/selftest/similar.ts
function words(text) {
  const split = text.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return new Set(split.split(/[^a-z0-9]+/).filter((w) => w.length > 1));
}
function jaccard(a, b) {
  const shared = [...a].filter((w) => b.has(w)).length;
  const all = (/* @__PURE__ */ new Set([...a, ...b])).size;
  return all ? shared / all : 0;
}
var wordsOf = (t) => words(`${t.name} ${t.description ?? ""}`);
function nearestTool(name, tools) {
  const self = tools.find((t) => t.name === name);
  const mine = self ? wordsOf(self) : words(name);
  return closest(
    mine,
    tools.filter((t) => t.name !== name)
  );
}
function closest(mine, tools) {
  let best;
  let score2 = -1;
  for (const t of tools) {
    const s = jaccard(mine, wordsOf(t));
    if (s > score2) [best, score2] = [t, s];
  }
  return best;
}

// src/selftest/mutants.ts
var show = (v) => JSON.stringify(v);
var propsOf = (t) => t?.inputSchema.properties ?? {};
var requiredOf = (t) => Array.isArray(t?.inputSchema.required) ? t.inputSchema.required : [];
function expectedCalls(turn, tools) {
  if (turn.expect.clarification) return [];
  return (turn.expect.calls ?? []).map((c) => ({
    call: c.tool,
    args: exampleArgs(c.args, tools.find((t) => t.name === c.tool)?.inputSchema).args
  }));
}
function finalText(turn, tools) {
  if (turn.expect.clarification) return replayClarification(turn, tools);
  return turn.expect.answer ? turn.expect.answer.includes.join("\n") : "Done.";
}
var steps = (calls, text) => [
  ...calls.map((c) => ({ call: c.call, args: c.args })),
  { text }
];
function expectedTurns(s, tools) {
  return s.turns.map((t) => steps(expectedCalls(t, tools), finalText(t, tools)));
}
function carried(args, other) {
  const props = propsOf(other);
  const kept = Object.fromEntries(Object.entries(args).filter(([k]) => k in props));
  return { ...exampleArgs(void 0, other.inputSchema).args, ...kept };
}
function consenting(args, tool) {
  const flags = Object.entries(propsOf(tool)).filter(
    ([k, p]) => !(k in args) && p?.type === "boolean"
  );
  return { ...args, ...Object.fromEntries(flags.map(([k]) => [k, true])) };
}
function writer(tools, calls) {
  const others = tools.filter((t) => !calls.some((c) => c.call === t.name));
  const destructive = others.filter((t) => t.annotations?.destructiveHint === true);
  const writes = others.filter((t) => t.annotations?.readOnlyHint === false);
  const near = calls[0]?.call;
  const pool = destructive.length ? destructive : writes;
  return near ? closest(words(near), pool) ?? pool[0] : pool[0];
}
function deriveMutants(s, tools) {
  const base = expectedTurns(s, tools);
  const out = [];
  const tool = (name) => tools.find((t) => t.name === name);
  s.turns.forEach((turn, t) => {
    const add = (kind, does, survives, replaced) => out.push({
      kind,
      turn: t,
      does,
      survives,
      turns: base.map((b, i) => i === t ? replaced : b)
    });
    const e = turn.expect;
    const calls = expectedCalls(turn, tools);
    const text = finalText(turn, tools);
    const at = s.turns.length > 1 ? ` in turn ${t + 1}` : "";
    const withCall = (i, c) => steps(c ? calls.map((x, j) => j === i ? c : x) : calls.filter((_, j) => j !== i), text);
    calls.forEach((c, i) => {
      const want = e.calls[i].args ?? {};
      const other = nearestTool(c.call, tools);
      if (other)
        add(
          "nearest-tool",
          `calls ${other.name} instead of ${c.call}${at}`,
          `no check tells ${other.name} from ${c.call} here`,
          withCall(i, { call: other.name, args: carried(c.args, other) })
        );
      const keys = /* @__PURE__ */ new Set([...requiredOf(tool(c.call)), ...Object.keys(want)]);
      for (const key of keys) {
        if (!(key in c.args)) continue;
        const rest = Object.fromEntries(Object.entries(c.args).filter(([k]) => k !== key));
        const why = want[key] === void 0 ? `the scenario does not check \`${key}\` of ${c.call}` : `\`${key}: ${show(want[key])}\` accepts a call without it`;
        add(
          "missing-arg",
          `leaves out \`${key}\` of ${c.call}${at}`,
          why,
          withCall(i, { ...c, args: rest })
        );
      }
      for (const [key, w] of Object.entries(want)) {
        if (!(key in c.args)) continue;
        const p = perturb(w, c.args[key], propsOf(tool(c.call))[key]);
        if (!p) continue;
        const why = !p.accepted ? `the args check let \`${key}: ${show(p.value)}\` through` : isMatcher(w) && "$any" in w ? `\`${key}: $any\` accepts any value` : `\`${key}: ${show(w)}\` accepts ${show(p.value)}`;
        add(
          "perturbed-value",
          `sends \`${key}: ${show(p.value)}\` to ${c.call}${at}`,
          why,
          withCall(i, { ...c, args: { ...c.args, [key]: p.value } })
        );
      }
    });
    if (calls.length > 1) {
      calls.forEach(
        (c, i) => add(
          "skipped-step",
          `skips step ${i + 1} (${c.call})${at}`,
          "the sequence check accepts the calls without it",
          withCall(i, void 0)
        )
      );
      for (let i = 0; i + 1 < calls.length; i++) {
        if (show(calls[i]) === show(calls[i + 1])) continue;
        const swapped = [...calls];
        [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
        add(
          "swapped-steps",
          `calls step ${i + 2} (${calls[i + 1].call}) before step ${i + 1} (${calls[i].call})${at}`,
          e.order === "any" ? "`order: any` accepts the calls in any order" : "the sequence check accepts the swapped order",
          steps(swapped, text)
        );
      }
    }
    if (!e.clarification) {
      const w = writer(tools, calls);
      if (w)
        add(
          "extra-write",
          `also calls ${w.name}${at}`,
          (e.extra_calls === "allow" ? `\`extra_calls: allow\`, and no gate or annotation check stops a call to ${w.name}` : `no check stops a call to ${w.name}`) + (t > 0 && turn.confirms !== false ? ` (turn ${t + 1} counts as the user's consent: \`confirms\` defaults to true after the first turn)` : ""),
          steps(
            [...calls, { call: w.name, args: consenting(carried(calls[0]?.args ?? {}, w), w) }],
            text
          )
        );
    }
    if (e.answer?.includes.length) {
      add(
        "answer-without-facts",
        `answers without the facts${at}`,
        `the answer check (${e.answer.mode}) accepts an answer without ${show(e.answer.includes)}`,
        steps(calls, "I have looked into it; let me know if you need anything else.")
      );
      const [first, ...rest] = e.answer.includes;
      add(
        "fact-negated",
        `answers "not ${first}"${at}`,
        e.answer.mode === "loose" && rest.length ? `\`mode: loose\` passes on any one fact, and ${show(rest)} is still said` : `the answer check reads "${first}" under a negation as said`,
        steps(calls, [`It is not ${first}.`, ...rest].join("\n"))
      );
    }
    if (e.clarification) {
      const next = s.turns[t + 1] && expectedCalls(s.turns[t + 1], tools)[0];
      const guess = next ?? (() => {
        const g = closest(words(turn.user), tools);
        return g && { call: g.name, args: exampleArgs(void 0, g.inputSchema).args };
      })();
      if (guess)
        add(
          "call-not-question",
          `calls ${guess.call} instead of asking${at}`,
          "the clarification check accepts a call in place of a question",
          steps([guess], "Done.")
        );
    }
  });
  return out;
}

// src/selftest/render.ts
var pct = (score2) => score2 === null ? "—" : `${Math.round(score2 * 100)}%`;
var ratio = (s) => `${s.caught}/${s.derived} (${pct(s.score)})`;
function survivors(r) {
  return r.scenarios.flatMap(
    (s) => s.expectedFailed ? [] : s.mutants.filter((m) => !m.caught).map((m) => ({ id: s.id, ...m }))
  );
}
function selftestMarkdown(r) {
  const lines = [
    "## Mutation self-test",
    "",
    `**Mutation score ${ratio(r)}**: wrong behaviours derived from each scenario and played through the engine by the scripted provider; a mutant is caught when the scenario's verdict is not pass.${r.minScore !== void 0 ? ` Minimum ${pct(r.minScore)}: ${r.belowMin ? "❌ not met" : "✅ met"}.` : ""}`,
    "",
    "| scenario | caught | survivors |",
    "|---|---|---|",
    ...r.scenarios.map(
      (s) => `| ${mdInline(s.id)} | ${s.expectedFailed ? "⚠️ expected behaviour did not pass" : ratio(s)} | ${s.expectedFailed ? "" : s.mutants.filter((m) => !m.caught).length} |`
    )
  ];
  const broken = r.scenarios.filter((s) => s.expectedFailed);
  if (broken.length) {
    lines.push("", "### Expected behaviour did not pass", "");
    lines.push(
      "The scenario fails even when the model does what it expects: the corpus or the scripted replay is off, and its mutants are not counted.",
      ""
    );
    for (const s of broken) lines.push(`- ${mdInline(s.id)}: ${mdInline(s.expectedFailed)}`);
  }
  const left = survivors(r);
  if (left.length) {
    lines.push("", "### Surviving mutants", "", "| scenario | the model | survived because |");
    lines.push("|---|---|---|");
    for (const m of left)
      lines.push(`| ${mdInline(m.id)} | ${mdInline(m.does)} | ${mdInline(m.why)} |`);
  }
  if (r.notTested.length) {
    lines.push(
      "",
      `Not self-tested: ${r.notTested.map((n) => `${mdInline(n.id)} (${mdInline(n.why)})`).join(", ")}.`
    );
  }
  return `${lines.join("\n")}
`;
}
function selftestHtml(r) {
  const row = (cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
  const head = (cells) => `<tr>${cells.map((c) => `<th>${c}</th>`).join("")}</tr>`;
  const parts = [
    '<section id="selftest">',
    "<h2>Mutation self-test</h2>",
    `<p><strong>Mutation score ${htmlText(ratio(r))}</strong>${r.minScore !== void 0 ? ` — minimum ${pct(r.minScore)} ${r.belowMin ? "not met" : "met"}` : ""}</p>`,
    "<table>",
    head(["scenario", "caught", "survivors"]),
    ...r.scenarios.map(
      (s) => row([
        htmlText(s.id),
        s.expectedFailed ? `expected behaviour did not pass: ${htmlText(s.expectedFailed)}` : htmlText(ratio(s)),
        s.expectedFailed ? "" : String(s.mutants.filter((m) => !m.caught).length)
      ])
    ),
    "</table>"
  ];
  const left = survivors(r);
  if (left.length) {
    parts.push(
      "<h3>Surviving mutants</h3>",
      "<table>",
      head(["scenario", "the model", "survived because"])
    );
    for (const m of left) parts.push(row([htmlText(m.id), htmlText(m.does), htmlText(m.why)]));
    parts.push("</table>");
  }
  parts.push("</section>");
  return parts.join("\n");
}

// src/selftest/tally.ts
function tally(derived, rows, notTested, minScore) {
  const scenarios = [...derived].map(([id, mutants]) => {
    const rowOf = (k) => rows.find((r) => r.scenario === id && r.repetition === k);
    const base = rowOf(0);
    const expectedFailed = base?.status === "pass" ? void 0 : `${base?.status ?? "no row"}: ${base?.reason ?? ""}`;
    const results = mutants.map((m, i) => {
      const row = rowOf(i + 1);
      const status = row?.status ?? "missing";
      const caught3 = status !== "pass";
      return {
        kind: m.kind,
        turn: m.turn,
        does: m.does,
        status,
        caught: caught3,
        why: caught3 ? row?.reason ?? "no row" : m.survives
      };
    });
    const counted = expectedFailed ? [] : results;
    const caught2 = counted.filter((m) => m.caught).length;
    return {
      id,
      caught: caught2,
      derived: counted.length,
      score: counted.length ? caught2 / counted.length : null,
      ...expectedFailed ? { expectedFailed } : {},
      mutants: results
    };
  });
  const caught = scenarios.reduce((n, s) => n + s.caught, 0);
  const all = scenarios.reduce((n, s) => n + s.derived, 0);
  const score2 = all ? caught / all : null;
  return {
    caught,
    derived: all,
    score: score2,
    ...minScore !== void 0 ? { minScore } : {},
    belowMin: minScore !== void 0 && (score2 === null || score2 < minScore),
    scenarios,
    notTested
  };
}

// src/selftest/run.ts
var SELFTEST_FILE = "selftest.json";
var SCRIPT_FILE = "selftest.script.json";
async function selftest(opts, minScore) {
  const plan = await prepare(opts);
  const derived = /* @__PURE__ */ new Map();
  const notTested = [];
  const script = { behaviours: [] };
  const servers = new Servers(plan.target, 1, opts.log);
  try {
    for (const s of plan.scenarios) {
      if (s.skip) notTested.push({ id: s.id, why: `skipped: ${s.skip}` });
      else if (s.known_failure) notTested.push({ id: s.id, why: "a known failure" });
      if (s.skip || s.known_failure) continue;
      const tools = await servers.tools(s);
      const mutants = deriveMutants(s, tools);
      derived.set(s.id, mutants);
      const variants = [expectedTurns(s, tools), ...mutants.map((m) => m.turns)];
      script.behaviours.push({ scenario: s.id, variants: variants.map((turns) => ({ turns })) });
    }
  } finally {
    await servers.stop();
  }
  if (!derived.size)
    throw new SetupError(
      "Nothing to self-test: every selected scenario is skipped or a known failure"
    );
  const out = path.resolve(opts.cwd, opts.out);
  mkdirSync(out, { recursive: true });
  const file = path.join(out, SCRIPT_FILE);
  writeFileSync(file, `${JSON.stringify(script, null, 2)}
`);
  const repeats = Object.fromEntries([...derived].map(([id, m]) => [id, m.length + 1]));
  const written = await evaluate({
    ...opts,
    providers: [`scripted:${path.relative(opts.cwd, file) || file}`],
    ids: [...derived.keys()],
    repeats
  });
  const result = tally(derived, written.report.results, notTested, minScore);
  const files = {
    ...written.files,
    selftest: path.join(path.dirname(written.files.json), SELFTEST_FILE),
    script: file
  };
  writeFileSync(files.selftest, `${JSON.stringify(result, null, 2)}
`);
  if (files.md) appendFileSync(files.md, `
${selftestMarkdown(result)}`);
  if (files.html) addToHtml(files.html, selftestHtml(result));
  return { result, files };
}
function addToHtml(file, section) {
  const page = readFileSync(file, "utf8");
  const end = page.lastIndexOf("</body>");
  writeFileSync(
    file,
    end < 0 ? page + section : `${page.slice(0, end)}${section}
${page.slice(end)}`
  );
}

// src/commands/selftest.ts
var DEFAULT_OUT = "mcp-eval-selftest";
function score(value) {
  const n = Number(value);
  if (value.trim() === "" || !(n >= 0 && n <= 1))
    throw new InvalidArgumentError(`expected a score from 0 to 1, got "${value}"`);
  return n;
}
function register(program, ctx) {
  common(
    program.command("selftest").description(
      "play wrong behaviours derived from each scenario and report the share the corpus catches"
    )
  ).option("-o, --out <dir>", "where the reports and selftest.json go", DEFAULT_OUT).option("--min-score <score>", "exit 1 when the mutation score is below it (0 to 1)", score).option("-q, --quiet", "no progress line on stderr").action(async (flags) => {
    const { minScore, ...rest } = flags;
    const opts = options(rest, ctx.io);
    const progress = flags.quiet ? void 0 : reporter(ctx.io.stderr);
    if (progress) Object.assign(opts, { progress, log: progress.logger(opts.log) });
    let outcome;
    try {
      outcome = await selftest(opts, minScore);
    } finally {
      progress?.end();
    }
    const { result, files } = outcome;
    const pct2 = (n) => n === null ? "—" : `${Math.round(n * 100)}%`;
    for (const s of result.scenarios)
      if (s.expectedFailed)
        opts.log.warn(
          `${s.id}: the expected behaviour did not pass (${s.expectedFailed}): the corpus or the scripted replay is off; its mutants are not counted`
        );
    const survivors2 = result.scenarios.flatMap(
      (s) => s.expectedFailed ? [] : s.mutants.filter((m) => !m.caught).map((m) => ({ id: s.id, m }))
    );
    for (const { id, m } of survivors2) say(ctx.io, `survived: ${id}: ${m.does} — ${m.why}`);
    say(
      ctx.io,
      `Mutation score ${result.caught}/${result.derived} (${pct2(result.score)})` + (minScore !== void 0 ? result.belowMin ? `; below --min-score ${minScore}` : `; --min-score ${minScore} met` : "") + `
Reports: ${Object.values(files).join(", ")}`
    );
    if (result.belowMin) ctx.exit(1);
  });
}
export {
  register
};
