import { type Report } from '../model/report.js';
export interface Loaded {
    report: Report;
    /** The report.json read. */
    file: string;
}
/** `where`: a report.json or a folder with one, resolved against `cwd` (default: the process's). */
export declare function loadReport(where: string, cwd?: string, what?: string): Promise<Loaded>;
