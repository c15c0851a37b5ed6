import type { Upstream } from '../mcp/upstream.js';
import type { SpyBackend } from '../spy/backend.js';
/** A server process and the spy backend its API requests reach. */
export interface Unit {
    upstream: Upstream;
    backend: SpyBackend;
}
export declare class Pool {
    private readonly open;
    private readonly retire;
    private readonly size;
    private readonly idle;
    private readonly all;
    /** Processes running or starting. */
    private count;
    private readonly waiting;
    private closed;
    constructor(open: () => Promise<Unit>, retire: (unit: Unit) => Promise<void>, size: number);
    /** A process started elsewhere (the one that listed the tools), lent first. */
    adopt(unit: Unit): void;
    lease(signal?: AbortSignal): Promise<Unit>;
    /** Back to the pool, or retired when `discard`, gone, or the run is over. */
    release(unit: Unit, discard?: boolean): Promise<void>;
    close(): Promise<void>;
    private drop;
    private wake;
    /** Until a process is free, or the lease is no longer wanted. */
    private turn;
}
