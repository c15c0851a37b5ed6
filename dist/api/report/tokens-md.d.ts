import type { Report, ThresholdCheck } from '../model/report.js';
import type { TokensDiff } from '../model/tokens.js';
import type { RecordedCall } from '../model/transcript.js';
export declare const grouped: (x: number) => string;
export declare function tokensSection(report: Report): string[];
/** A row's line for a result past the cap (its troubles). */
export declare const pastCapLine: (c: RecordedCall) => string;
/** A budget check's required and actual cells: tokens, not a rate. */
export declare function budgetCells(c: ThresholdCheck): [string, string];
/** The comparison's token lines: the whole tools/list, then each tool whose cost changed. */
export declare function tokensDiffSection(d: TokensDiff): string[];
