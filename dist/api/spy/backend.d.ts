import type { Route } from '../model/config.js';
import type { CallRef } from '../mcp/types.js';
import type { Ledger } from './ledger.js';
export declare class SpyBackend {
    private readonly routes;
    private readonly port;
    private server?;
    /** The scenario that called the process last: a request that comes while its process is idle
     * (a background job the call started) is still its own. None while the server starts: what it
     * sends then is counted, and no scenario's. */
    private holder?;
    /** The holder's calls running on the process now, and those of its current (or last) busy
     * spell: a request is stamped with the first, else the second (what a call set off). */
    private readonly running;
    private spell;
    /** Requests over the whole run: none at all means the server is not wired to the spy. */
    received: number;
    url: string;
    /** `port`: a fixed loopback port (config `spy.port`); an ephemeral one otherwise. */
    constructor(routes: Route[], port?: number);
    start(): Promise<string>;
    /** From now on, what arrives is `ledger`'s (and its routes answer first): its scenario is
     * about to call the process. */
    hold(ledger: Ledger, ref?: CallRef): void;
    /** The call `ref` returned: what comes now is its spell's, until another call starts. */
    release(ref: CallRef): void;
    /** Which calls and probes a request arriving now may come from. */
    private attribution;
    /** A slow route's delay; stop() cuts every one short, so no timer outlives the run. */
    private readonly waits;
    private wait;
    stop(): Promise<void>;
}
