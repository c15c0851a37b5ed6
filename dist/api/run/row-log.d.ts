import type { ResultRow } from '../model/report.js';
import type { Redactor } from '../report/redact.js';
import { type RowSource } from '../report/stored-row.js';
export declare const PARTIAL_ROWS = "rows.partial.jsonl";
export declare class RowLog implements RowSource {
    private readonly redactor;
    readonly file: string;
    private readonly fd;
    private writing;
    private size;
    /** The row read last: a row's four heavy fields are read one after the other. */
    private last;
    constructor(out: string, redactor: Redactor);
    /** Writes the row; what the run keeps of it: the row with its transcript left here. */
    add(row: ResultRow): ResultRow;
    read(offset: number, length: number): ResultRow;
    /** No more rows: the run is over, or failed. The rows kept still read theirs. */
    end(): void;
    /** The report that holds every row is written: the partial file has done its job. */
    remove(): void;
}
