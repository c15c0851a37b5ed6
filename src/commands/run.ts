// mcp-eval run: the corpus against the server and the providers; writes the reports.
import { Option, type Command } from 'commander';
import { evaluate } from '../run/evaluate.js';
import {
  common,
  FORMAT_FLAG,
  formatHelp,
  int,
  list,
  options,
  printOutcome,
  seconds,
  type CommandContext,
  type Flags,
} from './common.js';
import { DEFAULTS } from '../model/defaults.js';
import { printComparison } from './compare.js';
import { reporter } from './progress.js';

export function register(program: Command, ctx: CommandContext): void {
  common(program.command('run').description('run the corpus and write report.json and report.md'))
    .option(
      '-p, --provider <spec>',
      'provider spec, e.g. openai:gpt-4.1-mini or replay (repeatable, comma-separated)',
      list,
    )
    .option('--providers <spec>', 'alias of --provider', list)
    .option('--judge <spec>', 'LLM judge for clarification and answers')
    .option('--thresholds <yaml-or-file>', 'thresholds, inline YAML/JSON or a file')
    .option('--fail-on-threshold', 'exit 1 when thresholds are not met')
    .addOption(new Option('--repeat <n>', 'repetitions per scenario').argParser(int))
    .addOption(new Option('--concurrency <n>', 'workers, each with its own server').argParser(int))
    .addOption(new Option('--timeout <seconds>', 'default per-scenario timeout').argParser(seconds))
    .option('-o, --out <dir>', 'where the reports go', DEFAULTS.out)
    .option(FORMAT_FLAG, formatHelp(), list)
    .option(
      '--baseline <report>',
      'compare with this report (report.json or its folder): regressions at the top of the report',
    )
    .option('--fail-on-regression', 'exit 1 when the comparison with --baseline finds a regression')
    .option('-q, --quiet', 'no progress line (or line per finished run) on stderr')
    .action(async (flags: Flags & { providers?: string[] }) => {
      const opts = options(
        { ...flags, provider: [...(flags.provider ?? []), ...(flags.providers ?? [])] },
        ctx.io,
      );
      if (!opts.providers?.length) opts.providers = undefined;
      const progress = flags.quiet ? undefined : reporter(ctx.io.stderr);
      if (progress) Object.assign(opts, { progress, log: progress.logger(opts.log) });
      let outcome;
      try {
        outcome = await evaluate(opts);
      } finally {
        progress?.end();
      }
      printOutcome(ctx.io, outcome);
      printComparison(ctx, outcome.report.comparison, flags.failOnRegression);
      if (flags.failOnThreshold && !outcome.report.thresholds.met) ctx.exit(1);
    });
}
