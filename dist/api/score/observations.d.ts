import type { Scenario } from '../model/scenario.js';
import type { ObservationResult } from '../model/verdict.js';
import type { Transcript } from '../model/transcript.js';
export declare function observe(scenario: Scenario, t: Transcript): ObservationResult[];
