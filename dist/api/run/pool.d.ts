import type { ResultRow } from '../model/report.js';
import { type Job, type RunSettings } from './job.js';
import type { Servers } from './servers.js';
export interface PoolEvents {
    row?(row: ResultRow): void;
    /** A provider was stopped for the rest of the run (its key was refused). */
    stopped?(providerId: string, reason: string): void;
}
export declare function runPool(jobs: Job[], slots: number, servers: Servers, settings: RunSettings, events?: PoolEvents): Promise<ResultRow[]>;
