import type { Report } from '../model/report.js';
export interface Written {
    report: Report;
    /** report.md's text, for the job summary and the comment, written or not. */
    markdown: string;
    /** Each file written, by format (json, md, jsonl, ...). */
    files: {
        json: string;
    } & Record<string, string>;
}
export declare function writeReport(report: Report, out: string, env: NodeJS.ProcessEnv, 
/** More values to redact: those passed to the server through ${env:NAME}. */
secrets?: string[], 
/** Which files (`--format`); the defaults when absent. */
formats?: string[]): Promise<Written>;
