import type { AggregateDelta, ScenarioComparison } from '../model/comparison.js';
export declare function aggregates(scenarios: ScenarioComparison[]): AggregateDelta[];
