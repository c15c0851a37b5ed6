// The worker pool: each worker pulls the next job; rows come back in job order.
import { describeError } from '../providers/errors.js';
import { ProviderError } from '../providers/types.js';
import type { ResultRow } from '../model/report.js';
import { emptyTranscript } from '../model/transcript.js';
import { runJob, type Job, type RunSettings } from './job.js';
import { row } from '../report/row.js';
import type { Worker } from './worker.js';
import { notStarted } from './cancel.js';

export interface PoolEvents {
  row?(row: ResultRow): void;
  /** A provider was stopped for the rest of the run (its key was refused). */
  stopped?(providerId: string, reason: string): void;
}

export async function runPool(
  jobs: Job[],
  workers: Worker[],
  settings: RunSettings,
  events: PoolEvents = {},
): Promise<ResultRow[]> {
  const rows: ResultRow[] = new Array(jobs.length);
  const stopped = new Map<string, string>();
  let next = 0;
  const work = async (worker: Worker) => {
    // A cancel stops new work; what runs finishes, or ends with the grace period (job.ts).
    while (next < jobs.length && !settings.stop?.starting.aborted) {
      const i = next++;
      const job = jobs[i];
      rows[i] = await runOne(job, worker, settings, stopped, events);
      events.row?.(rows[i]);
    }
  };
  await Promise.all(workers.map(work));
  for (let i = next; i < jobs.length && settings.stop; i++) {
    rows[i] = notStarted(jobs[i], settings.stop);
    events.row?.(rows[i]);
  }
  return rows;
}

async function runOne(
  job: Job,
  worker: Worker,
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
    const proxy = await worker.proxyFor(job.scenario);
    const result = await runJob(
      job,
      { proxy, backend: worker.backend, blindSpot: worker.blindSpot(job.scenario) },
      settings,
    );
    // A timed-out scenario may have left the server mid-call: the next one gets a fresh server,
    // so nothing the old call still does lands in another scenario's log.
    if (result.status === 'timeout' && job.scenario.mode === 'live') {
      await worker.discard(job.scenario);
    }
    return result;
  } catch (err) {
    const reason = describeError(err);
    if (err instanceof ProviderError && err.kind === 'auth' && !stopped.has(job.provider.id)) {
      stopped.set(job.provider.id, reason);
      events.stopped?.(job.provider.id, reason);
    }
    return row(job, emptyTranscript(), [], { status: 'errored', reason }, 1);
  }
}
