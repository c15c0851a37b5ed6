import type { Thresholds } from '../model/config.js';
import { type ProviderInfo, type Report, type ResultRow } from '../model/report.js';
export interface ReportParts {
    started: Date;
    /** The config file, shown relative to `cwd`. */
    config?: string;
    cwd: string;
    providers: ProviderInfo[];
    notices: string[];
    rows: ResultRow[];
    thresholds?: Thresholds;
    /** Fields only a run has (judge, usage, tools). */
    extra?: Partial<Report>;
    /** The tools the run's scenarios expect calls of: with `extra.tools`, the report's coverage. */
    expectedTools?: string[];
}
export declare function buildReport(p: ReportParts): Promise<Report>;
