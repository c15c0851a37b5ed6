import type { ResultRow } from '../model/report.js';
import type { ScenarioComparison } from '../model/comparison.js';
export declare const ALPHA = 0.05;
export declare function classify(scenario: string, provider: string, base: ResultRow[], head: ResultRow[]): ScenarioComparison;
