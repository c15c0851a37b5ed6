import type { ResultRow } from '../model/report.js';
import { type Job, type RunSettings } from './job.js';
import type { Servers } from './servers.js';
import type { Holding } from './leases.js';
import type { Budget } from './budget.js';
export interface PoolEvents {
    /** A row finished; what it returns is kept in its place (a row stored on disk, row-log.ts). */
    row?(row: ResultRow): ResultRow | void;
    /** A provider was stopped for the rest of the run (its key was refused). */
    stopped?(providerId: string, reason: string): void;
    /** A job ran: where its row's spy requests came from, which later ones still reach. */
    held?(job: Job, holding: Holding): void;
}
export declare function runPool(jobs: Job[], slots: number, servers: Pick<Servers, 'lease'>, settings: RunSettings, events?: PoolEvents, budget?: Budget): Promise<ResultRow[]>;
