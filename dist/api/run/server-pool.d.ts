import type { Upstream } from '../mcp/upstream.js';
import type { SpyBackend } from '../spy/backend.js';
/** A server process and the spy backend its API requests reach. */
export interface Unit {
    upstream: Upstream;
    backend: SpyBackend;
}
/** Who a process given back is kept for, and until when (performance.now()). */
export interface Kept {
    owner: object;
    until: number;
}
export declare class Pool {
    /** Starts a process; `signal` aborts the start when the lease is no longer wanted. */
    private readonly open;
    private readonly retire;
    private readonly size;
    private readonly idle;
    private readonly kept;
    private readonly all;
    /** Processes running or starting. */
    private count;
    private readonly waiting;
    private closed;
    constructor(
    /** Starts a process; `signal` aborts the start when the lease is no longer wanted. */
    open: (signal?: AbortSignal) => Promise<Unit>, retire: (unit: Unit) => Promise<void>, size: number);
    /** A process started elsewhere (the one that listed the tools), lent first. */
    adopt(unit: Unit): void;
    /** A process for `owner`: its own kept one first, else the one idle longest that is kept for no
     * one else, else a new one while there is room; else the first given back or free. */
    lease(signal?: AbortSignal, owner?: object): Promise<Unit>;
    /** Back to the pool (`kept` for its owner a while), or retired when `discard`, gone, or the run
     * is over. */
    release(unit: Unit, discard?: boolean, kept?: Kept): Promise<void>;
    close(): Promise<void>;
    private drop;
    private wake;
    /** Until a process is free (or `ms` passed), or the lease is no longer wanted. */
    private turn;
}
