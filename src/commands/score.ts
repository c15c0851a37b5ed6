// mcp-eval score: a raw results file of picks made elsewhere, scored against the corpus with the
// same checks and the same report as `run`; exit 1 when the thresholds are not met.
import type { Command } from 'commander';
import { rescore } from '../run/rescore.js';
import {
  configFile,
  FORMAT_FLAG,
  formatHelp,
  list,
  logger,
  printOutcome,
  type CommandContext,
} from './common.js';
import { DEFAULTS } from '../model/defaults.js';

interface ScoreFlags {
  config?: string;
  corpus?: string[];
  thresholds?: string;
  out: string;
  format?: string[];
}

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('score <raw>')
    .description(
      'score a raw results file ({model, run_date, results: [{tier, id, picked_tool, picked_args} | {tier, id, picked_sequence}]}) against the corpus; writes report.json and report.md',
    )
    .option('-c, --config <file>', 'config file (default: mcp-eval.yaml if present)')
    .option('--corpus <glob>', "corpus files or globs, instead of the config's (repeatable)", list)
    .option('--thresholds <yaml-or-file>', 'thresholds, inline YAML/JSON or a file')
    .option('-o, --out <dir>', 'where the reports go', DEFAULTS.out)
    .option(FORMAT_FLAG, formatHelp(), list)
    .action(async (raw: string, flags: ScoreFlags) => {
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
        via: 'cli',
      });
      printOutcome(io, written);
      if (!written.report.thresholds.met) ctx.exit(1);
    });
}
