import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  capPart,
  evaluate,
  reporter
} from "./chunk-YLDLLP3Z.js";
import {
  parseShard
} from "./chunk-O4LMT67N.js";
import {
  ACTION_GRACE_SECONDS,
  GRACE_SECONDS
} from "./chunk-XI4USPBO.js";
import {
  KNOWN_PROVIDERS
} from "./chunk-7B75NLNL.js";
import {
  DEFAULTS,
  FORMAT_FLAG,
  InvalidArgumentError,
  LIMITS,
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
} from "./chunk-76AO3HOH.js";

// src/commands/run.ts
function register(program, ctx) {
  runCommand(
    program.command("run").description("run the corpus and write report.json and report.md"),
    ctx
  );
}
function runCommand(cmd, ctx, ab = false) {
  return common(cmd).option(
    "-p, --provider <spec>",
    `provider spec, e.g. openai:gpt-4.1-mini or replay (repeatable, comma-separated; providers: ${KNOWN_PROVIDERS.join(", ")})`,
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
  ).addOption(
    new Option("--timeout <seconds>", "default per-scenario timeout").argParser(seconds)
  ).addOption(
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
  ).option(
    "--fail-on-regression",
    "exit 1 when the comparison with --baseline finds a regression"
  ).option("-q, --quiet", "no progress line (or line per finished run) on stderr").action(
    async (all) => {
      const {
        budgetUsd,
        budgetRequests,
        baseServer,
        baseUrl,
        baseCwd,
        headServer,
        headUrl,
        trialsMin,
        trialsMax,
        ...flags
      } = all;
      const opts = options(
        { ...flags, provider: [...flags.provider ?? [], ...flags.providers ?? []] },
        ctx.io
      );
      if (ab) {
        const defined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
        opts.ab = {
          base: defined({ command: baseServer, url: baseUrl, cwd: baseCwd }),
          head: defined({ command: headServer, url: headUrl })
        };
        const trials = defined({ min: trialsMin, max: trialsMax });
        if (Object.keys(trials).length) opts.trials = trials;
      }
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
      if (outcome.base) {
        const files = Object.values(outcome.base.files).join(", ");
        ctx.io.stdout.write(`Base side (same job, interleaved): ${files}
`);
      }
      const cancelled = signals?.exitCode();
      if (cancelled) {
        ctx.io.stderr.write(
          `Cancelled by ${signals?.received()}: the reports hold what finished
`
        );
        return ctx.exit(cancelled);
      }
      if (outcome.report.comparison) {
        const { printComparison } = await import("./compare-BK5BXEO3.js");
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
  register,
  runCommand
};
