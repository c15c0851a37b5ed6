// The run's jobs: `concurrency` of them work at once (slots.ts), and up to ADMITTED × that many
// are started, so that jobs sleeping before a retry lend their slots; rows come back in job
// order (schedule.ts). A live job takes a server process at its first call (servers.ts, leases.ts):
// not one process per slot.
import { describeError } from '../providers/errors.js';
import { ProviderError } from '../providers/types.js';
import type { ResultRow } from '../model/report.js';
import { emptyTranscript } from '../model/transcript.js';
import { runJob, type Job, type RunSettings } from './job.js';
import { row } from '../score/row.js';
import type { Servers } from './servers.js';
import { notStarted } from './cancel.js';
import { Hold, Slots } from './slots.js';
import type { Holding } from './leases.js';
import type { Budget } from './budget.js';
import { Schedule } from './schedule.js';

export interface PoolEvents {
  /** A row finished; what it returns is kept in its place (a row stored on disk, row-log.ts). */
  row?(row: ResultRow, job: Job): ResultRow | void;
  /** A provider was stopped for the rest of the run (its key was refused). */
  stopped?(providerId: string, reason: string): void;
  /** A job ran: where its row's spy requests came from, which later ones still reach. */
  held?(job: Job, holding: Holding): void;
}

/** Jobs started at once, per slot: enough to fill the slots while jobs sleep before a retry (at
 * 30% 429s with a Retry-After 5× the latency, a job sleeps two thirds of its time), few enough
 * that a storm of 429s does not start every job (rows and memory would pile up). */
const ADMITTED = 4;

/** Where a job's server is leased: one set of servers, or (a same-job A/B) its side's. */
export type Leaser = Pick<Servers, 'lease'> | ((job: Job) => Pick<Servers, 'lease'>);

export async function runPool(
  jobs: Job[] | Schedule,
  slots: number,
  servers: Leaser,
  settings: RunSettings,
  events: PoolEvents = {},
  budget?: Budget,
): Promise<ResultRow[]> {
  const schedule = Array.isArray(jobs) ? new Schedule(jobs) : jobs;
  const rows: ResultRow[] = [];
  const stopped = new Map<string, string>();
  const free = new Slots(slots);
  const work = async () => {
    // A cancel stops new work; what runs finishes, or ends with the grace period (job.ts).
    for (;;) {
      const i = await schedule.take(settings.stop?.starting);
      if (i === undefined) break;
      const job = schedule.jobs[i];
      const leaser = typeof servers === 'function' ? servers(job) : servers;
      const done = await runOne(job, leaser, free, settings, stopped, events, budget);
      rows[i] = events.row?.(done, job) ?? done;
      schedule.settle(i, rows[i]);
    }
  };
  const first = schedule.jobs.length;
  await Promise.all(Array.from({ length: Math.min(first, ADMITTED * slots) }, work));
  for (const i of settings.stop ? schedule.drain() : []) {
    rows[i] = notStarted(schedule.jobs[i], settings.stop!);
    rows[i] = events.row?.(rows[i], schedule.jobs[i]) ?? rows[i];
  }
  return rows;
}

async function runOne(
  job: Job,
  servers: Pick<Servers, 'lease'>,
  slots: Slots,
  settings: RunSettings,
  stopped: Map<string, string>,
  events: PoolEvents,
  budget: Budget | undefined,
): Promise<ResultRow> {
  // A stopped provider, or the spending cap reached (budget.ts): the job does not start. Asked
  // again once it has its slot, since the cap may be reached while it waited.
  const halted = () => {
    const spent = budget?.reached();
    if (spent) return row(job, emptyTranscript(), [], { status: 'skipped', reason: spent }, 0);
    const why = stopped.get(job.provider.id);
    const outcome = { status: 'skipped' as const, reason: `provider stopped: ${why}` };
    return why ? row(job, emptyTranscript(), [], outcome, 0) : undefined;
  };
  const skipped = halted();
  if (skipped) return skipped;
  const { stop } = settings;
  let hold: Hold | undefined;
  try {
    // No process yet: a live job takes one at its first call, lending its slot while it waits in
    // line for one, so the job holding a process, back from a sleep, always gets a slot; jobs in
    // line are served in the order they leased here (leases.ts, server-pool.ts).
    const lease = await servers.lease(job.scenario, (wait) => (hold ? hold.idle(wait) : wait()));
    let result: ResultRow | undefined;
    try {
      if (!(await slots.start(stop?.starting))) return notStarted(job, stop!);
      hold = new Hold(slots);
      lease.began?.();
      if (stop?.starting.aborted) return notStarted(job, stop);
      // The provider may have been stopped, or the budget spent, while this job waited.
      const late = halted();
      if (late) return late;
      // While the job sleeps its slot is lent, and a process it holds makes room for another.
      const { idle } = hold;
      const { asleep } = lease;
      const sleeps = asleep ? <T>(wait: () => Promise<T>) => idle(() => asleep(wait)) : idle;
      const conversationOver = () => lease.release();
      result = await runJob(job, lease.stage, { ...settings, idle: sleeps, conversationOver });
      events.held?.(job, lease.stage.backend);
      return result;
    } finally {
      hold?.end();
      // A timed-out scenario may have left the server mid-call: the next one gets a fresh server,
      // so nothing the old call still does lands in another scenario's log.
      await lease.release(result?.status === 'timeout');
    }
  } catch (err) {
    if (stop?.starting.aborted && !hold) return notStarted(job, stop);
    if (stop?.running.aborted) {
      const reason = stop.runningReason();
      return row(job, emptyTranscript(), [], { status: 'cancelled', reason }, 0);
    }
    const reason = describeError(err);
    if (err instanceof ProviderError && err.kind === 'auth' && !stopped.has(job.provider.id)) {
      stopped.set(job.provider.id, reason);
      events.stopped?.(job.provider.id, reason);
    }
    return row(job, emptyTranscript(), [], { status: 'errored', reason }, 1);
  }
}
