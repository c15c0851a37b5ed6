import type { Route, ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { Scenario } from '../model/scenario.js';
import type { ToolSpec } from '../model/tool.js';
import type { Logger } from '../model/log.js';
import type { Stage } from './job.js';
export interface Target {
    server?: ServerConfig;
    catalog?: string;
    routes: Route[];
    /** Folder relative paths in the config resolve against. */
    dir: string;
    defaultStub?: Json;
    /** The run's environment: a started server inherits its PATH, HOME, ... */
    env?: NodeJS.ProcessEnv;
    /** A fixed port for the spy backend (config `spy.port`); then one scenario runs at a time. */
    spyPort?: number;
    /** How long a process stays its last caller's after a call returns (`spy.settle_ms`). */
    settleMs?: number;
}
/** A stage for one job, and its end: `discard` when the server may still be busy. */
export interface Lease {
    stage: Stage;
    release(discard?: boolean): Promise<void>;
}
/** The tools a scenario's server lists: what the corpus checks read. */
export interface ToolLister {
    tools(scenario: Pick<Scenario, 'server'> | undefined): Promise<ToolSpec[]>;
}
export declare class Servers implements ToolLister {
    private readonly target;
    /** Scenarios run at once: a stateful server's pool size unless `server.pool` says. */
    private readonly concurrency;
    /** Where what a server did wrong without ending the run is said. */
    private readonly log?;
    /** The run's cancel (cancel.ts cancelOf): the server that lists the tools, or one started
     * for a job not yet begun, is not waited for once it aborts (its process group goes at once,
     * a CancelledError); every server is then ended without the polite wait. */
    private readonly cancel?;
    private readonly listed;
    private readonly pools;
    /** With `spy.port`, one backend on that port for every process (one scenario at a time). */
    private readonly shared?;
    private readonly backends;
    private retiredReceived;
    constructor(target: Target, 
    /** Scenarios run at once: a stateful server's pool size unless `server.pool` says. */
    concurrency: number, 
    /** Where what a server did wrong without ending the run is said. */
    log?: Pick<Logger, "warn"> | undefined, 
    /** The run's cancel (cancel.ts cancelOf): the server that lists the tools, or one started
     * for a job not yet begun, is not waited for once it aborts (its process group goes at once,
     * a CancelledError); every server is then ended without the polite wait. */
    cancel?: AbortSignal | undefined);
    /** Requests the spy backends received over the whole run: none means the server is not
     * wired to the spy. */
    get received(): number;
    /** The tool list of the server a scenario needs; its first process stays for live leases. */
    tools(scenario: Pick<Scenario, 'server'> | undefined): Promise<ToolSpec[]>;
    /** Where a job runs: a proxy of its own over the process (or the pool, or just the tool list)
     * its mode needs. */
    lease(scenario: Scenario, signal?: AbortSignal): Promise<Lease>;
    stop(): Promise<void>;
    private poolOf;
    /** A new process behind its own backend (or the shared one). The server's own words (its
     * stderr tail, in a failed start or an exit) may hold a secret it was given: they are
     * redacted before they reach a log line or a row. */
    private open;
    private retire;
    private connect;
}
