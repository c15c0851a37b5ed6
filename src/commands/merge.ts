// mcp-eval merge: the reports of `run --shard i/n` joined into one, as one unsharded run writes it.
import type { Command } from 'commander';
import { mergeAndWrite } from '../report/merge-write.js';
import { DEFAULTS } from '../model/defaults.js';
import { FORMAT_FLAG, formatHelp, list, printOutcome, type CommandContext } from './common.js';

interface MergeFlags {
  out: string;
  format?: string[];
  allowMissing?: boolean;
  failOnThreshold?: boolean;
}

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('merge <reports...>')
    .description(
      'join shard reports (each a report.json or a folder holding one) into one report: the same verdicts, summary and thresholds as one unsharded run; given <out>/rows.partial.jsonl, rebuilds the report a run could not write',
    )
    .option('-o, --out <dir>', 'where the merged reports go', DEFAULTS.out)
    .option(FORMAT_FLAG, formatHelp(), list)
    .option('--allow-missing', 'merge even when shards are missing (the report names them)')
    .option('--fail-on-threshold', 'exit 1 when thresholds are not met')
    .action(async (reports: string[], flags: MergeFlags) => {
      const { io } = ctx;
      const written = await mergeAndWrite({
        reports,
        cwd: io.cwd,
        allowMissing: flags.allowMissing,
        out: flags.out,
        env: io.env,
        formats: flags.format,
        notice: (line) => void io.stderr.write(`warning: ${line}\n`),
      });
      printOutcome(io, written);
      if (flags.failOnThreshold && !written.report.thresholds.met) ctx.exit(1);
    });
}
