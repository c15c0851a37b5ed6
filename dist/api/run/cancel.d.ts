import type { Report, ResultRow } from '../model/report.js';
import type { RowKey } from '../report/row.js';
/** Seconds running scenarios may still finish in after a cancel (`--grace`). */
export declare const GRACE_SECONDS = 10;
/** The action's: on a cancelled job the runner sends SIGINT, SIGTERM 7.5 s later, then kills
 * the process 2.5 s after that; 3 s leave the time to stop the servers and write the report
 * within 5 s of the SIGINT, and to publish it before the SIGTERM (which ends the grace period at
 * once, should it come early). */
export declare const ACTION_GRACE_SECONDS = 3;
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
/** Aborted on the first request (`now` alone counts as one): what is only starting — a server's
 * start-up, its tool list, a job not begun — is dropped at once, never waited for. */
export declare function cancelOf(request: CancelRequest | undefined): AbortSignal | undefined;
/** `work`, or undefined as soon as `signal` aborts: what a cancel need not wait for (the
 * action's restore of the response cache, a download) is left behind, never awaited. */
export declare function orCancel<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined>;
export declare function stopOf(request: CancelRequest | undefined, graceSeconds?: number): Stop;
/** The row of a job the cancel kept from starting. */
export declare function notStarted(job: RowKey, stop: Stop): ResultRow;
/** What the report says of a cancelled run: a notice, and its `cancelled` field. */
export declare function cancelNotice(stop: Stop, rows: ResultRow[]): {
    notice: string;
    field: NonNullable<Report['cancelled']>;
} | undefined;
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
export declare function watchSignals(onSignal?: (signal: NodeJS.Signals, first: boolean) => void): SignalWatch;
