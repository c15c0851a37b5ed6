import type { Report, ResultRow } from '../model/report.js';
import type { RowKey } from '../report/row.js';
/** Seconds running scenarios may still finish in after a cancel (`--grace`). */
export declare const GRACE_SECONDS = 10;
/** The action's: on a cancelled job the runner sends SIGINT, SIGTERM 7.5 s later, then kills
 * the process 2.5 s after that; 4 s leave the time to stop the servers, write the report and
 * publish it before the SIGTERM (which ends the grace period at once, should it come early). */
export declare const ACTION_GRACE_SECONDS = 4;
/** How a caller cancels evaluate(): abort `signal` (its reason names why, e.g. 'SIGTERM'), then
 * optionally `now` to cut the grace period short. */
export interface CancelRequest {
    signal: AbortSignal;
    now?: AbortSignal;
}
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
export declare function stopOf(request: CancelRequest | undefined, graceSeconds?: number): Stop;
/** The row of a job the cancel kept from starting. */
export declare function notStarted(job: RowKey, stop: Stop): ResultRow;
/** What the report says of a cancelled run: a notice, and its `cancelled` field. */
export declare function cancelNotice(stop: Stop, rows: ResultRow[]): {
    notice: string;
    field: NonNullable<Report['cancelled']>;
} | undefined;
/** The process's SIGINT and SIGTERM as a CancelRequest: the first cancels, the second ends the
 * grace period. While watched, neither ends the process by itself. */
export interface SignalWatch {
    request: CancelRequest;
    /** The first signal received, if any. */
    received(): NodeJS.Signals | undefined;
    /** 130 after SIGINT, 143 after SIGTERM: 128 + the signal's number, as a shell reports it. */
    exitCode(): number | undefined;
    /** Back to the default handling (the process ends on the next signal). */
    dispose(): void;
}
export declare function watchSignals(onSignal?: (signal: NodeJS.Signals, first: boolean) => void): SignalWatch;
