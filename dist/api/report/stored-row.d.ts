import type { ResultRow } from '../model/report.js';
import type { RecordedCall } from '../model/transcript.js';
import type { Redactor } from './redact.js';
/** The fields left on disk. */
export declare const IS_HEAVY: ReadonlySet<string>;
/** Where stored rows are read back from: the line at `offset`, `length` bytes, parsed. */
export interface RowSource {
    read(offset: number, length: number): ResultRow;
}
/** Where a row's heavy parts are, and what redacting them replaced when they were stored. */
export interface Place {
    source: RowSource;
    offset: number;
    length: number;
    redactions: number;
}
/** `row` (the one the run made) kept without its heavy parts, which `place` holds. */
export declare function storedRow(row: ResultRow, place: Place): ResultRow;
/**
 * A change to a row's small fields (a status, a cost) that keeps a stored row stored. The change
 * may copy the row (a spread reads each getter once); heavy parts it left as they were go back to
 * disk. One it replaced stays as the change made it.
 */
export declare function revise(row: ResultRow, change: (row: ResultRow) => ResultRow): ResultRow;
/**
 * `row` redacted for the report files. A stored row's heavy parts were redacted when stored
 * (`redactions` counted them): only its small fields are searched, and none is read back.
 */
export declare function redactRow(redactor: Redactor, row: ResultRow): ResultRow;
/** Secrets replaced in the stored rows' heavy parts, when they were stored. */
export declare function storedRedactions(rows: ResultRow[]): number;
/**
 * A row's calls with a secret split across two results that follow each other (the end of one,
 * the start of the next) replaced on both sides; the calls themselves when there is none.
 */
export declare function redactCallSeams(redactor: Redactor, calls: RecordedCall[]): RecordedCall[];
