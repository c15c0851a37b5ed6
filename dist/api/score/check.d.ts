import type { Scenario, Turn } from '../model/scenario.js';
import type { CheckResult } from '../model/verdict.js';
import type { RecordedCall, Transcript } from '../model/transcript.js';
export type Check = (scenario: Scenario, transcript: Transcript) => CheckResult[];
export interface TurnView {
    index: number;
    turn: Turn;
    calls: RecordedCall[];
    reply: string;
}
export declare function turnsOf(scenario: Scenario, t: Transcript): TurnView[];
/** Turn number in results only when it tells something (multi-turn scenarios). */
export declare function turnField(scenario: Scenario, index: number): {
    turn?: number;
};
/** The tools called, a malformed call marked as such (it was never run). */
export declare const names: (calls: RecordedCall[]) => string[];
