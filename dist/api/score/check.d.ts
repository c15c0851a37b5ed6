import type { Scenario, Turn } from '../model/scenario.js';
import type { CheckResult } from '../model/verdict.js';
import type { RecordedCall, Transcript } from '../model/transcript.js';
export type Check = (scenario: Scenario, transcript: Transcript) => CheckResult[];
export interface TurnView {
    index: number;
    turn: Turn;
    calls: RecordedCall[];
    /** The model's final message of the turn (after its last tool result). */
    reply: string;
    /** Every text of the turn joined, the final message last (`answer.scope: all`). */
    said: string;
}
export declare function turnsOf(scenario: Scenario, t: Transcript): TurnView[];
/** The text an answer expectation reads: the final message, or every text with scope: all. */
export declare function answerText(v: TurnView): string;
/** Turn number in results only when it tells something (multi-turn scenarios). */
export declare function turnField(scenario: Scenario, index: number): {
    turn?: number;
};
/** Why a call did not run; a call the tool ran and that then failed (a 404 from the server's
 * backend) ran. */
export interface Unrun {
    kind: 'malformed' | 'unknown tool' | 'rejected' | 'not run';
    why: string;
}
export declare function unrun(c: RecordedCall): Unrun | undefined;
/** A call that could not be run at all: arguments that are not a JSON object, an unoffered tool. */
export declare const badFormat: (c: RecordedCall) => boolean;
/** Only a call that ran and that the server did not reject for its arguments fulfils a step. */
export declare const ran: (c: RecordedCall) => boolean;
/** The tools called, a call that did not run marked with why not. */
export declare const names: (calls: RecordedCall[]) => string[];
/** Why an expected step's tool was called and yet the step is unfulfilled. */
export declare function unfulfilled(tool: string, u: Unrun): string;
