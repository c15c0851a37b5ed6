// Running the prepared scenarios, as a pipeline: set up the providers, the spending cap and the
// jobs; list each side's tools; run the jobs through the pool, each row to its side's log as it
// finishes; then what the run says of itself, and the report stage (finish.ts).
import path from 'node:path';
import type { EvalOptions, EvalOutcome } from './options.js';
import { runPool } from './pool.js';
import type { Plan } from './prepare.js';
import { expectedTools } from '../score/coverage.js';
import type { ResultRow } from '../model/report.js';
import type { Job, RunSettings } from './job.js';
import { setUp, type Setup } from './setup.js';
import type { Holding } from './leases.js';
import { stopOf, type Stop } from './cancel.js';
import { estimate } from './budget.js';
import { Redactor, secretValues } from '../redact/redact.js';
import { spendingCap } from './spend-cap.js';
import { planJobs, runningLine, runsByProvider } from './jobs.js';
import { closeSides, listTools, openRowLogs, openSides, sideOfJob, unwired } from './sides.js';
import type { Side } from './sides.js';
import { afterRun } from './after-run.js';
import { finish, type BaselineReading } from './finish.js';
import type { Schedule } from './schedule.js';
import type { Budget } from './budget.js';

/** What evaluate() began: the run's start and the baseline being read. */
export interface Begun extends BaselineReading {
  started: Date;
}

export async function execute(opts: EvalOptions, plan: Plan, begun: Begun): Promise<EvalOutcome> {
  const env = opts.env ?? process.env;
  const setup = await setUp(opts, plan, env);
  const baseline = await begun.reading;
  const { budget, asked } = spendingCap(opts, plan.config, setup.providers, setup.notices);
  const stop = stopOf(opts.cancel, opts.grace);
  const halted = () => budget?.reached() !== undefined || stop.starting.aborted;
  const { schedule, ab } = planJobs(asked, plan, halted);
  const { jobs } = schedule;
  const count = Math.max(1, Math.min(plan.concurrency, jobs.length));
  const sides = openSides(opts, plan, count);
  opts.log.info(runningLine(plan, setup.providers.length, schedule, count));
  const holdings = new Map<Job, Holding>();
  let ran: ResultRow[];
  try {
    const measure = await listTools(sides, plan, stop);
    // Nothing locates a problem in the corpus after this: the locators hold each file's text
    // (and a file parsed whole, its YAML document), which the run need not keep.
    for (const s of plan.scenarios) delete s.origin.locate;
    openRowLogs(sides, frameOf(opts, plan, setup, begun.started), rowRedactor(env, plan), opts.log);
    // Before the first model request: what the run may cost, with what that assumes.
    const tokens = sides[sides.length - 1].tokens;
    const guess = tokens && estimate(jobs, tokens.total, plan.config.prices);
    if (guess) opts.log.info(guess);
    const settings = settingsOf(plan, setup, env, stop, measure);
    ran = await runJobs(opts, schedule, count, sides, settings, setup, holdings, budget);
    ran = unwired(ran, sides, jobs);
  } finally {
    await closeSides(sides, stop);
  }
  const end = { jobs, holdings, settleMs: plan.target.settleMs, setup, budget, stop };
  const { rows, cancelled } = afterRun(ran, end, opts.log);
  return finish(rows, {
    ...begun,
    opts,
    plan,
    setup,
    env,
    sides,
    jobs,
    baseline,
    cancelled,
    ...(ab ? { adaptive: { planned: schedule.planned, extended: ab.extended } } : {}),
  });
}

/** The jobs through the pool: each row to its side's log as it finishes (the pool keeps it
 * without its transcript and checks, which the report reads back from the log), and to the
 * progress. */
function runJobs(
  opts: EvalOptions,
  schedule: Schedule,
  count: number,
  sides: Side[],
  settings: RunSettings,
  setup: Setup,
  holdings: Map<Job, Holding>,
  budget: Budget | undefined,
): Promise<ResultRow[]> {
  const sideOf = sideOfJob(sides);
  let done = 0;
  opts.progress?.start?.({ total: schedule.planned, providers: runsByProvider(schedule.jobs) });
  const events = {
    held: (job: Job, holding: Holding) => void holdings.set(job, holding),
    row: (row: ResultRow, job: Job) => {
      const kept = sideOf(job).rowLog!.add(row);
      opts.progress?.row(row, ++done, schedule.planned);
      return kept;
    },
    stopped: (id: string, reason: string) => {
      const info = setup.infos.find((i) => i.id === id);
      if (info) Object.assign(info, { status: 'stopped', reason });
      opts.log.warn(`Provider ${id} stopped for the rest of the run: ${reason}`);
    },
  };
  return runPool(schedule, count, (job) => sideOf(job).servers, settings, events, budget);
}

function settingsOf(
  plan: Plan,
  setup: Setup,
  env: NodeJS.ProcessEnv,
  stop: Stop,
  measure: RunSettings['measure'],
): RunSettings {
  const { sampling } = plan.target.client ?? {};
  return {
    timeout: plan.timeout,
    judge: setup.judged.judge,
    env,
    stop,
    settleMs: plan.target.settleMs,
    ...(plan.config.server_faults ? { serverFaults: plan.config.server_faults } : {}),
    ...(sampling && sampling !== 'off' ? { sampling } : {}),
    measure,
  };
}

/** What a report needs besides its rows, known as the first scenario starts (each side adds its
 * tools and notices): written beside the row log. */
function frameOf(opts: EvalOptions, plan: Plan, setup: Setup, started: Date) {
  const { judged } = setup;
  return {
    startedAt: started.toISOString(),
    ...(plan.config.file ? { config: path.relative(opts.cwd, plan.config.file) } : {}),
    providers: setup.infos,
    notices: setup.notices,
    thresholds: plan.thresholds,
    expectedTools: expectedTools(plan.scenarios),
    ...(judged.info ? { judge: judged.info } : {}),
    ...(judged.judge
      ? { judgeModel: { id: judged.judge.provider.id, model: judged.judge.provider.model } }
      : {}),
    ...(plan.shard ? { shard: plan.shard } : {}),
    ...(plan.config.prices ? { prices: plan.config.prices } : {}),
  };
}

const rowRedactor = (env: NodeJS.ProcessEnv, plan: Plan) =>
  new Redactor(secretValues(env, plan.secrets));
