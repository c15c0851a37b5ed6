import type { ResultRow } from '../model/report.js';
import type { Redactor } from '../report/redact.js';
export declare const PARTIAL_ROWS = "rows.partial.jsonl";
export declare class RowLog {
    private readonly redactor;
    readonly file: string;
    private fd;
    constructor(out: string, redactor: Redactor);
    add(row: ResultRow): void;
    close(): void;
    /** The report that holds every row is written: the partial file has done its job. */
    remove(): void;
}
