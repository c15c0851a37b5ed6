import type { Scenario } from '../model/scenario.js';
import { type Transcript } from '../model/transcript.js';
import type { HookResult } from '../model/verdict.js';
import { type Provider, type SessionOptions } from '../providers/types.js';
import type { ResultRow } from '../model/report.js';
import { Judge } from '../score/judge.js';
import type { SpyProxy } from '../spy/proxy.js';
import type { Stop } from './cancel.js';
import type { Holding } from './leases.js';
export interface Job {
    scenario: Scenario;
    provider: Provider;
    repetition: number;
}
export interface RunSettings {
    /** Default per-scenario timeout, seconds. */
    timeout: number;
    /** Per hook, seconds, for scenarios that set no `hook_timeout`; without either, a hook gets
     * the scenario's time left (hookLimit). */
    hookTimeout?: number;
    /** The LLM judge for clarification and answer turns; the baseline decides without it. */
    judge?: Judge;
    /** The environment hooks run with (process.env when absent). */
    env?: NodeJS.ProcessEnv;
    /** The run's cancel: once its grace period ends, a running job ends `cancelled`. */
    stop?: Stop;
    /** The job's slot in the pool: lent out while the job only waits (SessionOptions.idle). */
    idle?: SessionOptions['idle'];
    /** How long the spy log stays open after the last call to a server returns (`spy.settle_ms`). */
    settleMs?: number;
    /** `server_faults`: `fail` makes a broken output schema fail its row; shown either way. */
    serverFaults?: 'show' | 'fail';
    /** Measures each call's result in tokens, flagging one past `result_token_cap` (mcp/tokens.ts,
     * loaded beside the run: its rank table is large). */
    measure?: (calls: Transcript['calls']) => void;
}
/** Where a job runs: the spy in front of its server, the spy backend, and what it cannot see. */
export interface Stage {
    proxy: SpyProxy;
    /** Where the job's spy requests are logged, whichever process its calls reach. */
    backend: Holding;
    /** Why the backend cannot see this scenario's API requests (stub mode, a server not wired to
     * it); request gates then report `unobserved`. */
    blindSpot?: string;
}
export declare function runJob(job: Job, stage: Stage, settings: RunSettings): Promise<ResultRow>;
/**
 * How long a hook may run: `hook_timeout` when set; else the scenario's time left, and for the
 * after hook at least DEFAULTS.afterHookMin (a teardown still runs after a timeout).
 */
export declare function hookLimit(phase: HookResult['phase'], seconds: number | undefined, deadline: number, now?: number): {
    ms: number;
    why: string;
};
