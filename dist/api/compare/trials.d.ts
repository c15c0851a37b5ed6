import type { ResultRow } from '../model/report.js';
import type { PassCount } from '../model/comparison.js';
export declare const isServerCrash: (r: ResultRow) => boolean;
/** true: a passed trial; false: a failed one; undefined: not a trial. */
export declare function trial(r: ResultRow): boolean | undefined;
export declare function passCount(rows: ResultRow[]): PassCount;
/** Why a row failed, in one line: its first failed check and that check's reason, else its own. */
export declare function failureReason(r: ResultRow): string;
