// The run's slots: `concurrency` jobs in flight, each pulling the next job; rows come back in
// job order. A slot leases its job's server (servers.ts), which is not one process per slot.
import { describeError } from '../providers/errors.js';
import { ProviderError } from '../providers/types.js';
import type { ResultRow } from '../model/report.js';
import { emptyTranscript } from '../model/transcript.js';
import { runJob, type Job, type RunSettings } from './job.js';
import { row } from '../report/row.js';
import type { Servers } from './servers.js';
import { notStarted } from './cancel.js';

export interface PoolEvents {
  row?(row: ResultRow): void;
  /** A provider was stopped for the rest of the run (its key was refused). */
  stopped?(providerId: string, reason: string): void;
}

export async function runPool(
  jobs: Job[],
  slots: number,
  servers: Servers,
  settings: RunSettings,
  events: PoolEvents = {},
): Promise<ResultRow[]> {
  const rows: ResultRow[] = new Array(jobs.length);
  const stopped = new Map<string, string>();
  let next = 0;
  const work = async () => {
    // A cancel stops new work; what runs finishes, or ends with the grace period (job.ts).
    while (next < jobs.length && !settings.stop?.starting.aborted) {
      const i = next++;
      const job = jobs[i];
      rows[i] = await runOne(job, servers, settings, stopped, events);
      events.row?.(rows[i]);
    }
  };
  await Promise.all(Array.from({ length: slots }, work));
  for (let i = next; i < jobs.length && settings.stop; i++) {
    rows[i] = notStarted(jobs[i], settings.stop);
    events.row?.(rows[i]);
  }
  return rows;
}

async function runOne(
  job: Job,
  servers: Servers,
  settings: RunSettings,
  stopped: Map<string, string>,
  events: PoolEvents,
): Promise<ResultRow> {
  const halted = stopped.get(job.provider.id);
  if (halted) {
    return row(
      job,
      emptyTranscript(),
      [],
      { status: 'skipped', reason: `provider stopped: ${halted}` },
      0,
    );
  }
  try {
    // Waiting for a server ends with the grace period, like the job itself.
    const lease = await servers.lease(job.scenario, settings.stop?.running);
    let result: ResultRow | undefined;
    try {
      result = await runJob(job, lease.stage, settings);
      return result;
    } finally {
      // A timed-out scenario may have left the server mid-call: the next one gets a fresh server,
      // so nothing the old call still does lands in another scenario's log.
      await lease.release(result?.status === 'timeout');
    }
  } catch (err) {
    const { stop } = settings;
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
