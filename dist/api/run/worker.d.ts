import type { Route, ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { Scenario } from '../model/scenario.js';
import { SpyProxy } from '../spy/proxy.js';
import { SpyBackend } from '../spy/backend.js';
import type { Logger } from '../model/log.js';
export interface Target {
    server?: ServerConfig;
    catalog?: string;
    routes: Route[];
    /** Folder relative paths in the config resolve against. */
    dir: string;
    defaultStub?: Json;
    /** The run's environment: a started server inherits its PATH, HOME, ... */
    env?: NodeJS.ProcessEnv;
    /** A fixed port for the spy backend (config `spy.port`); then there is one worker. */
    spyPort?: number;
}
export declare class Worker {
    private readonly target;
    /** Where what a server did wrong without ending the run is said. */
    private readonly log?;
    readonly backend: SpyBackend;
    private readonly proxies;
    constructor(target: Target, 
    /** Where what a server did wrong without ending the run is said. */
    log?: Pick<Logger, "warn"> | undefined);
    /** Why this worker's spy backend cannot see the scenario's API requests, if it cannot. */
    blindSpot(scenario: Pick<Scenario, 'mode' | 'server'>): string | undefined;
    start(): Promise<SpyProxy>;
    /** The proxy in front of the server this scenario needs (started on first use, and again
     * after the server died or was discarded). */
    proxyFor(scenario: Pick<Scenario, 'server'> | undefined): Promise<SpyProxy>;
    /** Stops the server a scenario used, e.g. after a timeout left it busy; the next one starts afresh. */
    discard(scenario: Pick<Scenario, 'server'>): Promise<void>;
    /** The server's own words (its stderr tail, in a failed start or an exit) may hold a secret
     * it was given: they are redacted before they reach a log line or a row. */
    private open;
    private connect;
    stop(): Promise<void>;
}
