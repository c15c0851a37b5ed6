import type { Route } from '../model/config.js';
import type { SpyRequest } from '../model/transcript.js';
export declare class Ledger {
    readonly routes: Route[];
    private readonly requests;
    private readonly late;
    private closed;
    private sealed;
    /** `routes`: the scenario's own spy routes, tried before the config's. */
    constructor(routes?: Route[]);
    add(request: SpyRequest): void;
    /** The requests so far, for the row; any later one is late. */
    close(): SpyRequest[];
    /** The run is over: the late requests, and no more. */
    seal(): SpyRequest[];
}
