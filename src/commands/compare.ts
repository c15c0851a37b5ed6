// mcp-eval compare: a report against a baseline report; writes the head report with its
// comparison (report.json, report.md) and prints the verdict.
import path from 'node:path';
import { Option, type Command } from 'commander';
import { compareReports } from '../compare/index.js';
import { loadReport } from '../compare/load.js';
import { verdictLine } from '../compare/verdict.js';
import type { Comparison } from '../model/comparison.js';
import { writeReport } from '../report/write.js';
import { FORMAT_FLAG, formatHelp, list, say, type CommandContext } from './common.js';
import { chooseFormats } from '../report/outputs/formats.js';
import { DEFAULTS } from '../model/defaults.js';

interface CompareFlags {
  out: string;
  failOnRegression?: boolean;
  judgeOnly?: 'ignore' | 'count';
  format?: string[];
}

/** The line `run --baseline` and `compare` print, and whether it fails the command. */
export function printComparison(
  ctx: CommandContext,
  comparison: Comparison | undefined,
  failOnRegression: boolean | undefined,
): void {
  if (!comparison) return;
  say(ctx.io, verdictLine(comparison));
  if (failOnRegression && comparison.verdict === 'regressed') ctx.exit(1);
}

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('compare <base> <head>')
    .description(
      'compare a report with a baseline (each a report.json or a folder holding one): writes the head report with its comparison',
    )
    .option('-o, --out <dir>', 'where the compared report goes', DEFAULTS.out)
    .option('--fail-on-regression', 'exit 1 when the verdict is regressed')
    .addOption(
      new Option(
        '--judge-only <mode>',
        'a pair changed only through LLM-judge grades: ignore (default: listed, not a regression) or count',
      ).choices(['ignore', 'count']),
    )
    .option(FORMAT_FLAG, formatHelp(), list)
    .action(async (baseArg: string, headArg: string, flags: CompareFlags) => {
      const { io } = ctx;
      chooseFormats(flags.format); // an unknown --format fails first
      const base = await loadReport(baseArg, io.cwd, 'baseline');
      const head = await loadReport(headArg, io.cwd);
      const label = path.relative(io.cwd, base.file) || base.file;
      const report = {
        ...head.report,
        comparison: compareReports(base.report, head.report, label, undefined, {
          judgeOnly: flags.judgeOnly,
        }),
      };
      const written = await writeReport(
        report,
        path.resolve(io.cwd, flags.out),
        io.env,
        [],
        flags.format,
      );
      printComparison(ctx, written.report.comparison, flags.failOnRegression);
      say(io, `Reports: ${Object.values(written.files).join(', ')}`);
    });
}
