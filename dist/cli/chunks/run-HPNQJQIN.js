import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  lockOut
} from "./chunk-WG67CAG5.js";
import {
  capPart
} from "./chunk-354TDCER.js";
import {
  shownOut
} from "./chunk-L4U45E2C.js";
import {
  duration
} from "./chunk-4OTTE3WK.js";
import {
  Servers
} from "./chunk-BV5KQJAX.js";
import {
  prepare
} from "./chunk-FVJMHNCP.js";
import "./chunk-F6Q3TO3X.js";
import "./chunk-TUKT6S5A.js";
import {
  parseShard
} from "./chunk-XHLF2766.js";
import "./chunk-DVVPL4KJ.js";
import {
  ACTION_GRACE_SECONDS,
  GRACE_SECONDS,
  cancelOf
} from "./chunk-L2TH3JUA.js";
import "./chunk-4ZYVRN4F.js";
import "./chunk-JKYEM27D.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-N47H34ZT.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-JGUX4BFZ.js";
import {
  FORMAT_FLAG,
  InvalidArgumentError,
  Option,
  common,
  count,
  formatHelp,
  int,
  list,
  options,
  printOutcome,
  seconds,
  workers
} from "./chunk-SPYR7XVB.js";
import "./chunk-V6FXAZGE.js";
import {
  chooseFormats
} from "./chunk-EL2LPTNK.js";
import {
  DEFAULTS,
  LIMITS
} from "./chunk-VXVG4M6E.js";
import "./chunk-VRERM77Z.js";
import "./chunk-XETKPLFK.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";

// src/run/evaluate.ts
import path from "node:path";
async function evaluate(opts) {
  const started = /* @__PURE__ */ new Date();
  chooseFormats(opts.formats);
  const read = (b) => import("./load-2TYPCIBD.js").then((m) => m.loadReport(b.path, opts.cwd, "baseline"));
  const given = opts.baseline;
  const reading = given && read(given);
  reading?.catch(() => void 0);
  let running;
  const load = () => running ??= import("./execute-BDWX36N3.js");
  let early;
  const startEarly = async (target, concurrency) => {
    if (opts.cancel?.signal.aborted) return;
    early = new Servers(target, concurrency, opts.log, cancelOf(opts.cancel));
    early.tools(void 0).catch(() => void 0);
    await new Promise((resolve) => setImmediate(resolve));
    load().catch(() => void 0);
  };
  let plan;
  let execute;
  let lock;
  try {
    plan = await prepare(opts, false, startEarly);
    ({ execute } = await load());
    lock = lockOut(
      path.resolve(opts.cwd, opts.out),
      shownOut(opts),
      "mcp-eval run",
      (line) => opts.log.warn(line)
    );
  } catch (err) {
    await early?.stop();
    throw err;
  }
  try {
    return await execute(opts, plan, {
      started,
      early,
      given,
      reading: reading || void 0,
      read
    });
  } finally {
    lock.release();
  }
}

// src/model/progress.ts
function progressLine(row, done, total) {
  const run = row.repetition > 0 ? ` · run ${row.repetition + 1}` : "";
  return `[${done}/${total}] ${row.status} ${row.scenario} · ${row.provider} · ${duration(row.latencyMs)}${run}`;
}

// src/commands/progress.ts
var CLEAR = "\r\x1B[2K";
function reporter(stream, now = Date.now) {
  return stream.isTTY ? live(stream, now) : lines(stream);
}
function lines(stream) {
  return {
    row: (row, done, total) => void stream.write(`${progressLine(row, done, total)}
`),
    logger: (inner) => inner,
    end: () => {
    }
  };
}
function live(stream, now) {
  let started = 0;
  let total = 0;
  let done = 0;
  let running = false;
  let shown = false;
  const counts = { pass: 0, fail: 0, other: 0 };
  const control = (sequence) => stream.control ? stream.control(sequence) : stream.write(sequence);
  const clear = () => {
    if (shown) control(CLEAR);
    shown = false;
  };
  const draw = () => {
    const parts = [`${done}/${total}`, `✓ ${counts.pass} ✗ ${counts.fail}`];
    if (counts.other) parts.push(`${counts.other} other`);
    if (done > 0 && done < total)
      parts.push(`ETA ${duration2((now() - started) / done * (total - done))}`);
    const text = parts.join(" · ");
    const width = lineWidth(stream.columns);
    control(CLEAR);
    stream.write(text.length > width ? `${text.slice(0, width - 1)}…` : text);
    shown = true;
  };
  const around = (log) => (m) => {
    clear();
    log(m);
    if (running) draw();
  };
  return {
    start: (plan) => {
      started = now();
      total = plan.total;
      running = true;
      draw();
    },
    row: (row, n, of) => {
      done = n;
      total = of;
      counts[row.status === "pass" ? "pass" : row.status === "fail" ? "fail" : "other"] += 1;
      if (running) draw();
    },
    // The rest (`secrets`) passes through: the values the config names are redacted on a
    // terminal too.
    logger: (inner) => ({
      ...inner,
      info: around(inner.info),
      notice: around(inner.notice),
      warn: around(inner.warn)
    }),
    end: () => {
      running = false;
      clear();
    }
  };
}
function lineWidth(columns) {
  const known = columns !== void 0 && Number.isFinite(columns) && columns > 0;
  return Math.max(1, (known ? Math.floor(columns) : 80) - 1);
}
function duration2(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor(s % 3600 / 60)).padStart(2, "0")} min`;
}

// src/commands/run.ts
function register(program, ctx) {
  common(program.command("run").description("run the corpus and write report.json and report.md")).option(
    "-p, --provider <spec>",
    "provider spec, e.g. openai:gpt-4.1-mini or replay (repeatable, comma-separated)",
    list
  ).option("--providers <spec>", "alias of --provider", list).option("--judge <spec>", "LLM judge for clarification and answers").addOption(
    new Option(
      "--judge-samples <n>",
      `verdicts the judge is asked per grade, the majority decides (1 to ${LIMITS.judgeSamples}; overrides the config's judge.samples)`
    ).argParser(count(LIMITS.judgeSamples))
  ).option("--thresholds <yaml-or-file>", "thresholds, inline YAML/JSON or a file").option("--fail-on-threshold", "exit 1 when thresholds are not met").addOption(new Option("--repeat <n>", "repetitions per scenario").argParser(int)).addOption(
    new Option(
      "--concurrency <n>",
      "scenarios run at once (server processes: `server.pool` in the config)"
    ).argParser(workers)
  ).addOption(new Option("--timeout <seconds>", "default per-scenario timeout").argParser(seconds)).addOption(
    new Option(
      "--budget-usd <usd>",
      "spending cap in US dollars, priced by the config's `prices`: once reached no new scenario starts, the rest are skipped (overrides budget.usd)"
    ).argParser(capArg("usd"))
  ).addOption(
    new Option(
      "--budget-requests <n>",
      "spending cap in model requests: once reached no new scenario starts, the rest are skipped (overrides budget.requests)"
    ).argParser(capArg("requests"))
  ).addOption(
    new Option(
      "--grace <seconds>",
      `after SIGINT/SIGTERM/SIGHUP, how long running scenarios may still finish (default ${GRACE_SECONDS}, ${ACTION_GRACE_SECONDS} on a GitHub runner; a second signal ends it; a server still starting is not waited for)`
    ).argParser(graceSeconds)
  ).addOption(
    new Option(
      "--shard <i/n>",
      "run only shard i of n of the selected scenarios (merge: mcp-eval merge)"
    ).argParser(shardArg)
  ).option(
    "--cache [dir]",
    `keep model answers on disk (default folder ${DEFAULTS.cacheDir}): a rerun of an unchanged corpus asks the model nothing`
  ).addOption(
    new Option("--no-cache", "ask the model again, whatever the config's `cache` says").default(
      void 0
    )
  ).option("-o, --out <dir>", "where the reports go", DEFAULTS.out).option(FORMAT_FLAG, formatHelp(), list).option(
    "--baseline <report>",
    "compare with this report (report.json or its folder): regressions at the top of the report"
  ).option("--fail-on-regression", "exit 1 when the comparison with --baseline finds a regression").option("-q, --quiet", "no progress line (or line per finished run) on stderr").action(
    async (all) => {
      const { budgetUsd, budgetRequests, ...flags } = all;
      const opts = options(
        { ...flags, provider: [...flags.provider ?? [], ...flags.providers ?? []] },
        ctx.io
      );
      const budget = {
        ...budgetUsd !== void 0 ? { usd: budgetUsd } : {},
        ...budgetRequests !== void 0 ? { requests: budgetRequests } : {}
      };
      if (Object.keys(budget).length) opts.budget = budget;
      if (!opts.providers?.length) opts.providers = void 0;
      if (ctx.io.env.GITHUB_ACTIONS === "true") opts.grace ??= ACTION_GRACE_SECONDS;
      const progress = flags.quiet ? void 0 : reporter(ctx.io.stderr);
      if (progress) Object.assign(opts, { progress, log: progress.logger(opts.log) });
      const signals = ctx.io.signals?.(
        (signal, first) => ctx.io.stderr.write(
          first ? `
${signal}: no new scenario starts; running ones get ${opts.grace ?? GRACE_SECONDS} s (send it again to stop them now)
` : `
${signal}: stopping the running scenarios now
`
        )
      );
      if (signals) opts.cancel = signals.request;
      let outcome;
      try {
        outcome = await evaluate(opts);
      } finally {
        progress?.end();
        signals?.dispose();
      }
      printOutcome(ctx.io, outcome);
      const cancelled = signals?.exitCode();
      if (cancelled) {
        ctx.io.stderr.write(
          `Cancelled by ${signals?.received()}: the reports hold what finished
`
        );
        return ctx.exit(cancelled);
      }
      if (outcome.report.comparison) {
        const { printComparison } = await import("./compare-O7RVTSR6.js");
        printComparison(ctx, outcome.report.comparison, flags.failOnRegression);
      }
      if (flags.failOnThreshold && !outcome.report.thresholds.met) ctx.exit(1);
    }
  );
}
function capArg(part) {
  return (value) => {
    try {
      return capPart(part, value);
    } catch (err) {
      throw new InvalidArgumentError(err.message);
    }
  };
}
function shardArg(value) {
  try {
    return parseShard(value);
  } catch (err) {
    throw new InvalidArgumentError(err.message);
  }
}
function graceSeconds(value) {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > LIMITS.seconds) {
    throw new InvalidArgumentError(
      `expected a number of seconds from 0 to ${LIMITS.seconds} (one day), got "${value}"`
    );
  }
  return n;
}
export {
  register
};
