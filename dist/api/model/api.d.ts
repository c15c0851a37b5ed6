import type { Report } from './published.js';
/** The report, its Markdown, and where the files were written. */
export interface Written {
    report: Report;
    /** report.md's text, for the job summary and the comment, written or not. */
    markdown: string;
    /** Each file written, by format (json, md, jsonl, ...). */
    files: {
        json: string;
    } & Record<string, string>;
}
/** Both sides' reports of a same-job A/B: the head's compares with the base's. */
export interface AbOutcome {
    head: Written;
    base: Written;
}
/** A report read back: loadReport(). */
export interface Loaded {
    report: Report;
    /** The report.json read. */
    file: string;
}
/** How a comparison counts: config `regression`. */
export interface CompareOptions {
    /** A pair changed only through judge grades: left out of the verdict (default) or counted. */
    judgeOnly?: 'ignore' | 'count';
}
/** `--shard i/n`: a stable slice of the scenarios the filters select. */
export interface Shard {
    /** 1-based: shard `index` of `count`. */
    index: number;
    count: number;
}
/** The spending cap's parts (`budget` in the config, `--budget-usd`, `--budget-requests`). */
export interface BudgetCap {
    usd?: number;
    requests?: number;
}
/** How a caller cancels evaluate(): abort `signal` (its reason names why, e.g. 'SIGTERM'), then
 * optionally `now` to cut the grace period short. */
export interface CancelRequest {
    signal: AbortSignal;
    now?: AbortSignal;
}
/** Who gave the options: the flags of the CLI, the inputs of the action, or a program. */
export type Via = 'cli' | 'action';
/** Environment variables by name, as process.env holds them. */
export type Env = Record<string, string | undefined>;
