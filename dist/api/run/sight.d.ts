import type { ServerConfig } from '../model/config.js';
import { type Scenario } from '../model/scenario.js';
export interface Sight {
    server?: ServerConfig;
    /** A fixed spy port (config `spy.port`): a server started elsewhere can be wired to it. */
    spyPort?: number;
}
/** Why the backend cannot see this scenario's requests, or undefined when it can. */
export declare function blindSpot(sight: Sight, scenario: Pick<Scenario, 'mode' | 'server'>): string | undefined;
/** Said of every request gate when the backend received nothing during the whole run. */
export declare const NOTHING_RECEIVED = "the spy backend received no request during the whole run: the server is not wired to it (pass `${spy.url}` to it, e.g. `env: { API_URL: \"${spy.url}\" }`)";
/** A line per scenario whose request gates cannot see, with where it was written and why. */
export declare function blindGates(scenarios: Scenario[], sight: Sight): string[];
