import type { Route, ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { Scenario } from '../model/scenario.js';
import { SpyProxy } from '../spy/proxy.js';
import { SpyBackend } from '../spy/backend.js';
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
    readonly backend: SpyBackend;
    private readonly proxies;
    constructor(target: Target);
    /** Why this worker's spy backend cannot see the scenario's API requests, if it cannot. */
    blindSpot(scenario: Pick<Scenario, 'mode' | 'server'>): string | undefined;
    start(): Promise<SpyProxy>;
    /** The proxy in front of the server this scenario needs (started on first use, and again
     * after the server died or was discarded). */
    proxyFor(scenario: Pick<Scenario, 'server'> | undefined): Promise<SpyProxy>;
    /** Stops the server a scenario used, e.g. after a timeout left it busy; the next one starts afresh. */
    discard(scenario: Pick<Scenario, 'server'>): Promise<void>;
    private open;
    stop(): Promise<void>;
}
