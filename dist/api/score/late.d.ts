import type { ResultRow } from '../model/report.js';
import type { Scenario } from '../model/scenario.js';
import { type SpyRequest } from '../model/transcript.js';
export declare const AFTER_END = "after the scenario ended (past its spy.settle_ms window)";
export declare function withLateRequests(scenario: Scenario, row: ResultRow, late: SpyRequest[]): ResultRow;
