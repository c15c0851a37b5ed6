import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  describeSetup,
  score
} from "./chunk-DZGHROQ7.js";
import {
  chooseThresholds
} from "./chunk-IPJGTUWI.js";
import {
  loadConfiguredCorpus
} from "./chunk-RMCKQ3O2.js";
import {
  shownOut,
  writeLocked
} from "./chunk-BAXKGP3O.js";
import "./chunk-GWR4CFGT.js";
import {
  buildReport
} from "./chunk-J6ZCMGAJ.js";
import "./chunk-BOT7TZ2G.js";
import {
  writeReport
} from "./chunk-KWA4GCMR.js";
import "./chunk-CG7XPWUO.js";
import "./chunk-FMZTKRZC.js";
import "./chunk-7EAM2FJT.js";
import "./chunk-PCHGUURC.js";
import "./chunk-52IPUKNS.js";
import "./chunk-JVIL3BEP.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-IB4VC67S.js";
import "./chunk-YSIP2RN2.js";
import "./chunk-JGUX4BFZ.js";
import {
  row
} from "./chunk-J6NDEGCQ.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-P27JS6WB.js";
import "./chunk-JKYEM27D.js";
import "./chunk-PH7I4MN5.js";
import {
  emptyTranscript
} from "./chunk-6CESUXID.js";
import "./chunk-SRRGR2F5.js";
import "./chunk-I75637QR.js";
import "./chunk-5SMTY4KM.js";
import {
  TIERED_TIERS,
  isProblem,
  loadConfig,
  readSource,
  tieredTierOf,
  zodProblems
} from "./chunk-7B75NLNL.js";
import "./chunk-GCIQVIE6.js";
import {
  DEFAULTS,
  FORMAT_FLAG,
  configFile,
  formatHelp,
  list,
  logger,
  printOutcome
} from "./chunk-76AO3HOH.js";
import {
  chooseFormats
} from "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import {
  external_exports
} from "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/run/rescore.ts
import path from "node:path";

// src/run/picks.ts
var TIER_NAMES = Object.keys(TIERED_TIERS);
var args = external_exports.record(external_exports.string(), external_exports.json()).nullish();
var pickSchema = external_exports.looseObject({
  id: external_exports.string().min(1),
  tier: external_exports.enum(TIER_NAMES),
  picked_tool: external_exports.json().optional(),
  picked_args: args,
  picked_sequence: external_exports.array(external_exports.looseObject({ tool: external_exports.json().optional(), args })).nullish()
});
var rawResultsSchema = external_exports.looseObject({
  model: external_exports.string().min(1),
  run_date: external_exports.string().optional(),
  results: external_exports.array(pickSchema)
});
var keyOf = (tier, id) => `${tier}\0${id}`;
function indexByTier(scenarios) {
  const index = /* @__PURE__ */ new Map();
  for (const s of scenarios) {
    const tier = tieredTierOf(s);
    if (tier) index.set(keyOf(tier, s.id), s);
  }
  return index;
}
var pickKey = (pick) => keyOf(pick.tier, pick.id);
var scenarioKey = (s) => keyOf(tieredTierOf(s) ?? "", s.id);
function missingReason(pick, index) {
  const other = TIER_NAMES.find((t) => t !== pick.tier && index.has(keyOf(t, pick.id)));
  return other ? `"${pick.id}" is not a ${pick.tier} entry (it is ${other})` : `"${pick.id}" is not in the corpus`;
}
function transcriptOf(scenario, pick) {
  const t = emptyTranscript();
  t.turns = scenario.turns.map((turn) => ({ user: turn.user, reply: "" }));
  const named = (tool) => typeof tool === "string" ? tool : "";
  const picked = pick.tier === "multi_step" ? (
    // Missing or null reads as []; a step without a tool is still a step, and fails.
    (pick.picked_sequence ?? []).map((s) => ({ tool: named(s.tool), args: s.args }))
  ) : named(pick.picked_tool) ? [{ tool: named(pick.picked_tool), args: pick.picked_args }] : [];
  t.calls = picked.map((c) => ({
    turn: 0,
    tool: c.tool,
    args: c.args ?? {},
    stubbed: true,
    durationMs: 0
  }));
  return t;
}

// src/run/rescore.ts
async function rescore(opts) {
  const started = /* @__PURE__ */ new Date();
  const env = opts.env ?? process.env;
  chooseFormats(opts.formats);
  const config = await loadConfig(opts.config, opts.cwd);
  const corpus = await loadConfiguredCorpus(config, { cwd: opts.cwd, corpus: opts.corpus, env });
  const rawFile = path.resolve(opts.cwd, opts.raw);
  const shown = path.relative(opts.cwd, rawFile) || opts.raw;
  const source = await readSource(rawFile, shown);
  if (isProblem(source)) throw new SetupError(`Cannot read ${opts.raw}`, [source]);
  const parsed = rawResultsSchema.safeParse(source.data);
  if (!parsed.success) {
    throw new SetupError(
      `${opts.raw} is not a raw results file ({model, run_date, results: [...]})`,
      zodProblems(parsed.error, source)
    );
  }
  const raw = parsed.data;
  const provider = {
    id: raw.model,
    name: "raw",
    model: raw.model,
    start: () => {
      throw new Error("a raw results file is scored, never run");
    }
  };
  const index = indexByTier(corpus.scenarios);
  const seen = /* @__PURE__ */ new Map();
  const rows = raw.results.map((pick, i) => {
    const repetition = seen.get(pickKey(pick)) ?? 0;
    seen.set(pickKey(pick), repetition + 1);
    const scenario = index.get(pickKey(pick));
    if (!scenario) {
      const missing = {
        id: pick.id,
        origin: { file: shown, line: source.lineOf(["results", i]), format: "raw" },
        dir: path.dirname(rawFile),
        tags: [],
        tier: TIERED_TIERS[pick.tier],
        mode: "stub",
        repeat: 1,
        max_steps: 1,
        turns: [],
        gates: [],
        observe: []
      };
      const reason = missingReason(pick, index);
      return row(
        { scenario: missing, provider, repetition },
        emptyTranscript(),
        [],
        { status: "fail", reason },
        1
      );
    }
    const t = transcriptOf(scenario, pick);
    const verdict = score(scenario, t);
    if (verdict.status === "inconclusive") {
      Object.assign(verdict, { status: "fail", reason: "no tool was picked" });
    }
    return row({ scenario, provider, repetition }, t, [], verdict, 1);
  });
  const notices = [
    `Scored ${raw.results.length} pick(s) of ${raw.model}${raw.run_date ? ` (run ${raw.run_date})` : ""} from ${shown}; no model was called.`,
    ...corpus.notices
  ];
  const unpicked = corpus.scenarios.filter((s) => !seen.has(scenarioKey(s))).map((s) => s.id);
  if (unpicked.length) {
    notices.push(
      `${unpicked.length} corpus scenario(s) have no pick in ${shown}: ${unpicked.slice(0, 20).join(", ")}${unpicked.length > 20 ? ", …" : ""}`
    );
  }
  const { thresholds, from } = await chooseThresholds(
    { option: opts.thresholds, config: config.thresholds, corpus: corpus.thresholds?.thresholds },
    opts.cwd
  );
  for (const line of describeSetup({
    cwd: opts.cwd,
    configFile: config.file,
    via: opts.via,
    thresholds,
    thresholdsFrom: from
  }))
    opts.log.info(line);
  for (const n of notices) opts.log.notice(n);
  const report = await buildReport({
    started,
    config: config.file,
    cwd: opts.cwd,
    providers: [{ id: provider.id, name: provider.name, model: provider.model, status: "ran" }],
    notices,
    rows,
    thresholds
  });
  const out = path.resolve(opts.cwd, opts.out);
  return writeLocked(
    out,
    shownOut(opts),
    "mcp-eval score",
    () => writeReport(report, out, env, [], opts.formats),
    (line) => opts.log.warn(line)
  );
}

// src/commands/score.ts
function register(program, ctx) {
  program.command("score <raw>").description(
    "score a raw results file ({model, run_date, results: [{tier, id, picked_tool, picked_args} | {tier, id, picked_sequence}]}) against the corpus; writes report.json and report.md"
  ).option("-c, --config <file>", "config file (default: mcp-eval.yaml if present)").option("--corpus <glob>", "corpus files or globs, instead of the config's (repeatable)", list).option("--thresholds <yaml-or-file>", "thresholds, inline YAML/JSON or a file").option("-o, --out <dir>", "where the reports go", DEFAULTS.out).option(FORMAT_FLAG, formatHelp(), list).action(async (raw, flags) => {
    const { io } = ctx;
    const written = await rescore({
      cwd: io.cwd,
      env: io.env,
      raw,
      config: configFile(flags.config, io.cwd),
      corpus: flags.corpus,
      thresholds: flags.thresholds,
      out: flags.out,
      formats: flags.format,
      log: logger(io),
      via: "cli"
    });
    printOutcome(io, written);
    if (!written.report.thresholds.met) ctx.exit(1);
  });
}
export {
  register
};
