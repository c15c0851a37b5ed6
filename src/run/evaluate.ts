// The engine: the config, the corpus and the baseline; then execute.ts runs every (scenario,
// provider, repetition), scores and reports.
import type { Baseline, EvalOptions, EvalOutcome } from './options.js';
import { chooseFormats } from '../report/outputs/formats.js';
import { prepare } from './prepare.js';
import { lockOut } from '../report/out-lock.js';
import { shownOut } from '../report/out-folder.js';
import path from 'node:path';
import { execute } from './execute.js';

export async function evaluate(opts: EvalOptions): Promise<EvalOutcome> {
  const started = new Date();
  // An unknown --format fails before anything runs, not after the run.
  chooseFormats(opts.formats);
  // Read while the corpus loads, awaited before the first scenario: a baseline that is missing or
  // invalid fails before any model is paid for. Comparing is loaded only when there is one.
  const read = (b: Baseline) =>
    import('../compare/load.js').then((m) => m.loadReport(b.path, opts.cwd, 'baseline'));
  const given = opts.baseline;
  const reading = given && read(given);
  reading?.catch(() => undefined);
  const plan = await prepare(opts);
  // One run per output folder: taken once the config and the corpus hold (a run that fails on
  // them leaves no folder), before any model is asked; freed however the run ends (a cancel
  // returns through here too).
  const lock = lockOut(path.resolve(opts.cwd, opts.out), shownOut(opts), 'mcp-eval run', (line) =>
    opts.log.warn(line),
  );
  try {
    return await execute(opts, plan, { started, given, reading: reading || undefined, read });
  } finally {
    lock.release();
  }
}
