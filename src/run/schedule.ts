// The order the pool takes jobs in, which may grow while it runs: a plain run's jobs are fixed,
// a same-job A/B queues more base/head trials of a pair as its rows come in (ab.ts). Rows align
// with `jobs`, every job ever queued, in the order it was queued.
import type { ResultRow } from '../model/report.js';
import type { Job } from './job.js';

/** The jobs to queue once a row is in (none when absent). */
type After = (job: Job, row: ResultRow) => Job[];

export class Schedule {
  readonly jobs: Job[] = [];
  private queue: number[] = [];
  /** Jobs taken and not settled: while there are some, more may be queued. */
  private pending = 0;
  private wake: (() => void)[] = [];

  constructor(
    first: Job[],
    /** How many runs the schedule may take at most (the progress line's total). */
    readonly planned: number = first.length,
    private readonly after?: After,
    /** Orders the queue: lower first; queued order when absent. */
    private readonly rank?: (job: Job) => number[],
  ) {
    this.push(first);
  }

  /** The next job's index; undefined when nothing is queued and nothing running may queue more.
   * Waits for a row while only a running job can tell whether there is more. */
  async take(signal?: AbortSignal): Promise<number | undefined> {
    for (;;) {
      if (signal?.aborted) return undefined;
      const next = this.queue.shift();
      if (next !== undefined) {
        this.pending++;
        return next;
      }
      if (this.pending === 0 || !this.after) return undefined;
      await new Promise<void>((resolve) => {
        const done = () => {
          signal?.removeEventListener('abort', done);
          resolve();
        };
        this.wake.push(done);
        signal?.addEventListener('abort', done, { once: true });
      });
    }
  }

  /** Job `i` ended with `row`: what it makes worth running is queued. */
  settle(i: number, row: ResultRow): void {
    this.pending--;
    const more = this.after?.(this.jobs[i], row) ?? [];
    this.push(more);
    const woken = this.wake;
    this.wake = [];
    for (const w of woken) w();
  }

  /** The jobs queued and never taken, taken now (a cancelled run's `cancelled` rows). */
  drain(): number[] {
    const rest = this.queue;
    this.queue = [];
    return rest;
  }

  private push(jobs: Job[]): void {
    if (!jobs.length) return;
    for (const job of jobs) this.queue.push(this.jobs.push(job) - 1);
    const { rank } = this;
    if (!rank) return;
    const key = new Map(this.queue.map((i) => [i, rank(this.jobs[i])]));
    this.queue.sort((a, b) => compareKeys(key.get(a)!, key.get(b)!) || a - b);
  }
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
