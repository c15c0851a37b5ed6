// mcp-eval selftest: does the corpus catch wrong behaviour? Mutants of each scenario played by
// the scripted provider; the mutation score, per scenario and overall, and every survivor.
import { InvalidArgumentError, type Command } from 'commander';
import { selftest } from '../selftest/run.js';
import { reporter } from './progress.js';
import { common, options, say, type CommandContext, type Flags } from './common.js';

const DEFAULT_OUT = 'mcp-eval-selftest';

function score(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !(n >= 0 && n <= 1))
    throw new InvalidArgumentError(`expected a score from 0 to 1, got "${value}"`);
  return n;
}

export function register(program: Command, ctx: CommandContext): void {
  common(
    program
      .command('selftest')
      .description(
        'play wrong behaviours derived from each scenario and report the share the corpus catches',
      ),
  )
    .option('-o, --out <dir>', 'where the reports and selftest.json go', DEFAULT_OUT)
    .option('--min-score <score>', 'exit 1 when the mutation score is below it (0 to 1)', score)
    .option('-q, --quiet', 'no progress line on stderr')
    .action(async (flags: Flags & { minScore?: number }) => {
      const { minScore, ...rest } = flags;
      const opts = options(rest, ctx.io);
      const progress = flags.quiet ? undefined : reporter(ctx.io.stderr);
      if (progress) Object.assign(opts, { progress, log: progress.logger(opts.log) });
      let outcome;
      try {
        outcome = await selftest(opts, minScore);
      } finally {
        progress?.end();
      }
      const { result, files } = outcome;
      const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);
      for (const s of result.scenarios)
        if (s.expectedFailed)
          opts.log.warn(
            `${s.id}: the expected behaviour did not pass (${s.expectedFailed}): the corpus or the scripted replay is off; its mutants are not counted`,
          );
      const survivors = result.scenarios.flatMap((s) =>
        s.expectedFailed ? [] : s.mutants.filter((m) => !m.caught).map((m) => ({ id: s.id, m })),
      );
      for (const { id, m } of survivors) say(ctx.io, `survived: ${id}: ${m.does} — ${m.why}`);
      say(
        ctx.io,
        `Mutation score ${result.caught}/${result.derived} (${pct(result.score)})` +
          (minScore !== undefined
            ? result.belowMin
              ? `; below --min-score ${minScore}`
              : `; --min-score ${minScore} met`
            : '') +
          `\nReports: ${Object.values(files).join(', ')}`,
      );
      if (result.belowMin) ctx.exit(1);
    });
}
