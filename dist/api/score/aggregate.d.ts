import { type Status } from '../model/verdict.js';
import type { ResultRow, Stats, Summary } from '../model/report.js';
/** Left out of the accuracy denominator (reported beside it): not a verdict on the model. */
export declare const UNSCORED: ReadonlySet<Status>;
/** Counts in the denominator: not an unscored status, and not a row inconclusive only because a
 * gate could not observe (one rule with the comparison's, src/model/verdict.ts). */
export declare const isScored: (r: ResultRow) => boolean;
export declare function stats(rows: ResultRow[]): Stats;
export declare function groupStats(rows: ResultRow[], keys: (r: ResultRow) => string[]): Record<string, Stats>;
export declare function summarize(rows: ResultRow[]): Summary;
