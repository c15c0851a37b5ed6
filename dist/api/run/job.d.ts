import type { Scenario } from '../model/scenario.js';
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
    /** Per hook, seconds. */
    hookTimeout: number;
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
