// The engine: the config, the server (spawned as soon as the config is read), the corpus and the
// baseline; then execute.ts runs every (scenario, provider, repetition), scores and reports.
import type { Baseline, EvalOptions, EvalOutcome } from './options.js';
import { chooseFormats } from '../report/outputs/formats.js';
import { prepare, type Plan } from './prepare.js';
import { Servers, type Target } from './servers.js';
import { lockOut, type OutLock } from '../report/out-lock.js';
import { shownOut } from '../report/out-folder.js';
import path from 'node:path';
import { cancelOf } from './cancel.js';

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
  // What runs the scenarios is loaded once the server is spawned, while it starts.
  let running: Promise<typeof import('./execute.js')> | undefined;
  const load = () => (running ??= import('./execute.js'));
  // The server starts as soon as the config is read, while the corpus loads and the providers
  // are set up: the first scenario then waits for no more than its tool list.
  let early: Servers | undefined;
  const startEarly = async (target: Target, concurrency: number) => {
    if (opts.cancel?.signal.aborted) return;
    early = new Servers(target, concurrency, opts.log, cancelOf(opts.cancel));
    // Awaited where the tools are needed: a failure is reported there, in its turn.
    early.tools(undefined).catch(() => undefined);
    // The spawn waits a few ticks for the spy's listen callbacks; on Node ≥ 22 an import loads
    // and runs its modules at once, so this one (and prepare's loaders) wait for the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    load().catch(() => undefined);
  };
  let plan: Plan;
  let execute: Awaited<ReturnType<typeof load>>['execute'];
  let lock: OutLock;
  try {
    plan = await prepare(opts, false, startEarly);
    ({ execute } = await load());
    // One run per output folder: taken once the config and the corpus hold (a run that fails on
    // them leaves no folder), before any model is asked; freed however the run ends (a cancel
    // returns through here too).
    lock = lockOut(path.resolve(opts.cwd, opts.out), shownOut(opts), 'mcp-eval run', (line) =>
      opts.log.warn(line),
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
      reading: reading || undefined,
      read,
    });
  } finally {
    lock.release();
  }
}
