// Cancelling a run (a CI cancel, Ctrl-C): no new job starts, running ones get a grace period,
// then they are aborted and the report is written with every row, the unfinished ones
// `cancelled`. A second request ends the grace period at once.
import { setMaxListeners } from 'node:events';
import type { Report, ResultRow } from '../model/report.js';
import { emptyTranscript } from '../model/transcript.js';
import { row } from '../score/row.js';
import type { RowKey } from '../score/row.js';
import type { CancelRequest } from '../model/api.js';

/** Seconds running scenarios may still finish in after a cancel (`--grace`). */
export const GRACE_SECONDS = 10;
/** The action's: on a cancelled job the runner sends SIGINT, SIGTERM 7.5 s later, then kills
 * the process 2.5 s after that; 3 s leave the time to stop the servers and write the report
 * within 5 s of the SIGINT, and to publish it before the SIGTERM (which ends the grace period at
 * once, should it come early). */
export const ACTION_GRACE_SECONDS = 3;

/** What the engine reads while it runs. */
export interface Stop {
  /** Aborted on the cancel: no new job starts. */
  readonly starting: AbortSignal;
  /** Aborted when the grace period ends: running scenarios end as `cancelled`. */
  readonly running: AbortSignal;
  /** Why, e.g. 'SIGTERM'; undefined while not cancelled. */
  why(): string | undefined;
  /** When the cancel came, ISO 8601. */
  at(): string | undefined;
  /** A running job's reason: how its grace period ended. */
  runningReason(): string;
  dispose(): void;
}

/** Aborted on the first request (`now` alone counts as one): what is only starting — a server's
 * start-up, its tool list, a job not begun — is dropped at once, never waited for. */
export function cancelOf(request: CancelRequest | undefined): AbortSignal | undefined {
  return request && AbortSignal.any([request.signal, ...(request.now ? [request.now] : [])]);
}

/** `work`, or undefined as soon as `signal` aborts: what a cancel need not wait for (the
 * action's restore of the response cache, a download) is left behind, never awaited. */
export function orCancel<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | undefined> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function stopOf(request: CancelRequest | undefined, graceSeconds = GRACE_SECONDS): Stop {
  const running = new AbortController();
  // Every job in flight listens (and each job waiting for a server or a slot): up to a few
  // times `concurrency` (pool.ts), not a leak.
  setMaxListeners(0, running.signal);
  let at: string | undefined;
  let cut = false;
  let timer: NodeJS.Timeout | undefined;
  // `now` alone counts as both requests at once.
  const first = cancelOf(request);
  const starting = first ?? new AbortController().signal;
  setMaxListeners(0, starting);
  const why = () => {
    for (const s of [request?.signal, request?.now])
      if (s?.aborted) return String(s.reason ?? 'cancel');
    return undefined;
  };
  const onCancel = () => {
    if (at) return;
    at = new Date().toISOString();
    timer = setTimeout(() => running.abort(why()), graceSeconds * 1000);
  };
  const onNow = () => {
    // A second request before the first is the first: the grace starts, then ends at once.
    if (!at) onCancel();
    cut = true;
    clearTimeout(timer);
    running.abort(why());
  };
  if (first?.aborted) onCancel();
  else first?.addEventListener('abort', onCancel, { once: true });
  if (request?.now?.aborted) onNow();
  else request?.now?.addEventListener('abort', onNow, { once: true });
  return {
    starting,
    running: running.signal,
    why,
    at: () => at,
    runningReason: () =>
      `cancelled by ${why()}: still running when ${cut ? 'a second signal ended the grace period' : `the ${graceSeconds} s grace period ended`}`,
    dispose: () => {
      clearTimeout(timer);
      first?.removeEventListener('abort', onCancel);
      request?.now?.removeEventListener('abort', onNow);
    },
  };
}

/** The row of a job the cancel kept from starting. */
export function notStarted(job: RowKey, stop: Stop): ResultRow {
  return row(
    job,
    emptyTranscript(),
    [],
    { status: 'cancelled', reason: `not started: cancelled by ${stop.why()}` },
    0,
  );
}

/** What the report says of a cancelled run: a notice, and its `cancelled` field. */
export function cancelNotice(
  stop: Stop,
  rows: ResultRow[],
): { notice: string; field: NonNullable<Report['cancelled']> } | undefined {
  const signal = stop.why();
  if (!signal) return undefined;
  const at = stop.at() ?? new Date().toISOString();
  const cancelled = rows.filter((r) => r.status === 'cancelled').length;
  return {
    notice: `Cancelled by ${signal} at ${at}: a partial report, ${rows.length - cancelled} of ${rows.length} run(s) finished, ${cancelled} cancelled.`,
    field: { signal, at },
  };
}

/** The process's SIGINT, SIGTERM and SIGHUP (a closed terminal or SSH session) as a
 * CancelRequest: the first cancels, the second ends the grace period. While watched, none ends
 * the process by itself. */
export interface SignalWatch {
  request: CancelRequest;
  /** The first signal received, if any. */
  received(): NodeJS.Signals | undefined;
  /** 130 after SIGINT, 143 after SIGTERM, 129 after SIGHUP: 128 + the signal's number, as a
   * shell reports it. */
  exitCode(): number | undefined;
  /** Back to the default handling (the process ends on the next signal). */
  dispose(): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const NUMBERS: Record<(typeof SIGNALS)[number], number> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };

const ignore = () => undefined;

export function watchSignals(
  onSignal?: (signal: NodeJS.Signals, first: boolean) => void,
): SignalWatch {
  const first = new AbortController();
  const now = new AbortController();
  let received: (typeof SIGNALS)[number] | undefined;
  const handle = (signal: (typeof SIGNALS)[number]) => {
    // The terminal (or the pipe reader) is gone: a write to it fails (EIO, EPIPE), which must
    // not end the run before its report is written.
    if (signal === 'SIGHUP')
      for (const out of [process.stdout, process.stderr])
        if (!out.listeners('error').includes(ignore)) out.on('error', ignore);
    const isFirst = !received;
    if (isFirst) {
      received = signal;
      first.abort(signal);
    } else now.abort(received);
    onSignal?.(signal, isFirst);
  };
  for (const s of SIGNALS) process.on(s, handle);
  return {
    request: { signal: first.signal, now: now.signal },
    received: () => received,
    exitCode: () => (received ? 128 + NUMBERS[received] : undefined),
    dispose: () => {
      for (const s of SIGNALS) process.off(s, handle);
    },
  };
}
