import type { ResultRow } from '../model/report.js';
import type { Redactor } from '../report/redact.js';
import { type RowSource } from '../report/stored-row.js';
import { PARTIAL_ROWS, type Frame } from '../report/partial-frame.js';
export { PARTIAL_ROWS };
export declare class RowLog implements RowSource {
    private readonly redactor;
    private readonly onFault?;
    readonly file: string;
    readonly frameFile: string | undefined;
    private readonly fd;
    private writing;
    /** What the disk said when it refused a row; the rows after it are not in the file. */
    fault: unknown;
    private size;
    /** The row read last: a row's four heavy fields are read one after the other. */
    private last;
    constructor(out: string, redactor: Redactor, frame?: Frame, onFault?: ((err: unknown) => void) | undefined);
    /** Writes the row; what the run keeps of it: the row with its transcript left here. */
    add(row: ResultRow): ResultRow;
    read(offset: number, length: number): ResultRow;
    /** No more rows: the run is over, or failed. The rows kept still read theirs. */
    end(): void;
    /** The report that holds every row is written: the partial file has done its job. */
    remove(): void;
}
