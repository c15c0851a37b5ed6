import type { Scenario } from '../model/scenario.js';
import { type CheckResult, type ObservationResult } from '../model/verdict.js';
export declare function demote(scenario: Pick<Scenario, 'annotations'>, results: CheckResult[]): {
    checks: CheckResult[];
    observations: ObservationResult[];
};
/** A spy check as an observation: observed when the spy saw the promise broken. */
export declare function observation(r: CheckResult): ObservationResult;
