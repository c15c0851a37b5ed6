import type { ResultRow } from '../model/report.js';
import type { ScenarioComparison } from '../model/comparison.js';
export declare const ALPHA = 0.05;
/** Fewer trials than this on a side: one flip (p = 1 at one trial each) is no regression. */
export declare const MIN_TRIALS = 3;
export declare function classify(scenario: string, provider: string, base: ResultRow[], head: ResultRow[]): ScenarioComparison;
