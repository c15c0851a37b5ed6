import type { ResultRow } from '../model/report.js';
import { type Job, type RunSettings } from './job.js';
import type { Servers } from './servers.js';
export interface PoolEvents {
    /** A row finished; what it returns is kept in its place (a row stored on disk, row-log.ts). */
    row?(row: ResultRow): ResultRow | void;
    /** A provider was stopped for the rest of the run (its key was refused). */
    stopped?(providerId: string, reason: string): void;
}
export declare function runPool(jobs: Job[], slots: number, servers: Pick<Servers, 'lease'>, settings: RunSettings, events?: PoolEvents): Promise<ResultRow[]>;
