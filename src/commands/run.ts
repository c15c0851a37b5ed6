// mcp-eval run: the corpus against the server and the providers; writes the reports.
import { InvalidArgumentError, Option, type Command } from 'commander';
import { parseShard } from '../corpus/shard.js';
import { evaluate } from '../run/evaluate.js';
import {
  common,
  count,
  FORMAT_FLAG,
  formatHelp,
  int,
  list,
  options,
  printOutcome,
  seconds,
  workers,
  type CommandContext,
  type Flags,
} from './common.js';
import { DEFAULTS } from '../model/defaults.js';
import { reporter } from './progress.js';
import { ACTION_GRACE_SECONDS, GRACE_SECONDS } from '../run/cancel.js';
import { LIMITS } from '../model/limits.js';
import { KNOWN_PROVIDERS } from '../model/config.js';
import { capPart } from '../run/budget.js';
import type { BudgetCap } from '../model/api.js';

export function register(program: Command, ctx: CommandContext): void {
  runCommand(
    program.command('run').description('run the corpus and write report.json and report.md'),
    ctx,
  );
}

/** The flags only `mcp-eval ab` has (ab.ts): each side's server, the adaptive trials. */
export interface AbFlags {
  baseServer?: string;
  baseUrl?: string;
  baseCwd?: string;
  headServer?: string;
  headUrl?: string;
  trialsMin?: number;
  trialsMax?: number;
}

/** `run`'s options and action on `cmd`; `ab` runs a same-job A/B with the flags `ab` adds. */
export function runCommand(cmd: Command, ctx: CommandContext, ab = false): Command {
  return (
    common(cmd)
      .option(
        '-p, --provider <spec>',
        `provider spec, e.g. openai:gpt-4.1-mini or replay (repeatable, comma-separated; providers: ${KNOWN_PROVIDERS.join(', ')})`,
        list,
      )
      .option('--providers <spec>', 'alias of --provider', list)
      .option('--judge <spec>', 'LLM judge for clarification and answers')
      .addOption(
        new Option(
          '--judge-samples <n>',
          `verdicts the judge is asked per grade, the majority decides (1 to ${LIMITS.judgeSamples}; overrides the config's judge.samples)`,
        ).argParser(count(LIMITS.judgeSamples)),
      )
      .option('--thresholds <yaml-or-file>', 'thresholds, inline YAML/JSON or a file')
      .option('--fail-on-threshold', 'exit 1 when thresholds are not met')
      .addOption(new Option('--repeat <n>', 'repetitions per scenario').argParser(int))
      .addOption(
        new Option(
          '--concurrency <n>',
          'scenarios run at once (server processes: `server.pool` in the config)',
        ).argParser(workers),
      )
      .addOption(
        new Option('--timeout <seconds>', 'default per-scenario timeout').argParser(seconds),
      )
      .addOption(
        new Option(
          '--budget-usd <usd>',
          "spending cap in US dollars, priced by the config's `prices`: once reached no new scenario starts, the rest are skipped (overrides budget.usd)",
        ).argParser(capArg('usd')),
      )
      .addOption(
        new Option(
          '--budget-requests <n>',
          'spending cap in model requests: once reached no new scenario starts, the rest are skipped (overrides budget.requests)',
        ).argParser(capArg('requests')),
      )
      .addOption(
        new Option(
          '--grace <seconds>',
          `after SIGINT/SIGTERM/SIGHUP, how long running scenarios may still finish (default ${GRACE_SECONDS}, ${ACTION_GRACE_SECONDS} on a GitHub runner; a second signal ends it; a server still starting is not waited for)`,
        ).argParser(graceSeconds),
      )
      .addOption(
        new Option(
          '--shard <i/n>',
          'run only shard i of n of the selected scenarios (merge: mcp-eval merge)',
        ).argParser(shardArg),
      )
      .option(
        '--cache [dir]',
        `keep model answers on disk (default folder ${DEFAULTS.cacheDir}): a rerun of an unchanged corpus asks the model nothing`,
      )
      // No default: without either flag the config's `cache` decides.
      .addOption(
        new Option('--no-cache', "ask the model again, whatever the config's `cache` says").default(
          undefined,
        ),
      )
      .option('-o, --out <dir>', 'where the reports go', DEFAULTS.out)
      .option(FORMAT_FLAG, formatHelp(), list)
      .option(
        '--baseline <report>',
        'compare with this report (report.json or its folder): regressions at the top of the report',
      )
      .option(
        '--fail-on-regression',
        'exit 1 when the comparison with --baseline finds a regression',
      )
      .option('-q, --quiet', 'no progress line (or line per finished run) on stderr')
      .action(
        async (
          all: Flags & {
            providers?: string[];
            budgetUsd?: number;
            budgetRequests?: number;
          } & AbFlags,
        ) => {
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
            { ...flags, provider: [...(flags.provider ?? []), ...(flags.providers ?? [])] },
            ctx.io,
          );
          if (ab) {
            const defined = <T extends object>(o: T) =>
              Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
            opts.ab = {
              base: defined({ command: baseServer, url: baseUrl, cwd: baseCwd }),
              head: defined({ command: headServer, url: headUrl }),
            };
            const trials = defined({ min: trialsMin, max: trialsMax });
            if (Object.keys(trials).length) opts.trials = trials;
          }
          const budget: BudgetCap = {
            ...(budgetUsd !== undefined ? { usd: budgetUsd } : {}),
            ...(budgetRequests !== undefined ? { requests: budgetRequests } : {}),
          };
          if (Object.keys(budget).length) opts.budget = budget;
          if (!opts.providers?.length) opts.providers = undefined;
          // On a GitHub runner a cancelled job's SIGINT is followed by the kill within 10 s: without
          // --grace, the action's grace, so that the partial report is out within 5 s.
          if (ctx.io.env.GITHUB_ACTIONS === 'true') opts.grace ??= ACTION_GRACE_SECONDS;
          const progress = flags.quiet ? undefined : reporter(ctx.io.stderr);
          if (progress) Object.assign(opts, { progress, log: progress.logger(opts.log) });
          // The real CLI only: SIGINT/SIGTERM/SIGHUP cancel the run, which still writes its reports.
          const signals = ctx.io.signals?.((signal, first) =>
            ctx.io.stderr.write(
              first
                ? `\n${signal}: no new scenario starts; running ones get ${opts.grace ?? GRACE_SECONDS} s (send it again to stop them now)\n`
                : `\n${signal}: stopping the running scenarios now\n`,
            ),
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
            const files = Object.values(outcome.base.files).join(', ');
            ctx.io.stdout.write(`Base side (same job, interleaved): ${files}\n`);
          }
          const cancelled = signals?.exitCode();
          if (cancelled) {
            ctx.io.stderr.write(
              `Cancelled by ${signals?.received()}: the reports hold what finished\n`,
            );
            return ctx.exit(cancelled);
          }
          // Loaded after the run: the `compare` command's code is not on the way to the first request.
          if (outcome.report.comparison) {
            const { printComparison } = await import('./compare.js');
            printComparison(ctx, outcome.report.comparison, flags.failOnRegression);
          }
          if (flags.failOnThreshold && !outcome.report.thresholds.met) ctx.exit(1);
        },
      )
  );
}

/** `--budget-usd`, `--budget-requests`; commander names the flag in front of the message. */
function capArg(part: keyof BudgetCap) {
  return (value: string) => {
    try {
      return capPart(part, value);
    } catch (err) {
      throw new InvalidArgumentError((err as Error).message);
    }
  };
}

/** `--shard 2/3`; commander names the flag in front of the message. */
function shardArg(value: string) {
  try {
    return parseShard(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
}

/** `--grace 0` is allowed: running scenarios stop at once. At most a day, as every timeout. */
function graceSeconds(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > LIMITS.seconds) {
    throw new InvalidArgumentError(
      `expected a number of seconds from 0 to ${LIMITS.seconds} (one day), got "${value}"`,
    );
  }
  return n;
}
