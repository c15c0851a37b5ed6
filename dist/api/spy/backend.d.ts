import type { Route } from '../model/config.js';
import type { SpyRequest } from '../model/transcript.js';
export declare class SpyBackend {
    private readonly routes;
    private readonly port;
    private server?;
    private log;
    /** The scenario's own routes, tried before the config's. */
    private scenarioRoutes;
    /** Requests over the whole run: none at all means the server is not wired to the spy. */
    received: number;
    url: string;
    /** `port`: a fixed loopback port (config `spy.port`); an ephemeral one otherwise. */
    constructor(routes: Route[], port?: number);
    start(): Promise<string>;
    /** Starts a scenario: an empty log, and its own routes before the config's. */
    begin(routes?: Route[]): void;
    /** The requests since the scenario began. */
    take(): SpyRequest[];
    /** A slow route's delay; stop() cuts every one short, so no timer outlives the run. */
    private readonly waits;
    private wait;
    stop(): Promise<void>;
}
