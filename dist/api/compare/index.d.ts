import type { Report } from '../model/report.js';
import { type BaseRun, type Comparison } from '../model/comparison.js';
/** How a comparison counts: config `regression`. */
export interface CompareOptions {
    /** A pair changed only through judge grades: left out of the verdict (default) or counted. */
    judgeOnly?: 'ignore' | 'count';
}
export declare function compareReports(base: Report, head: Report, label: string, run?: BaseRun, options?: CompareOptions): Comparison;
