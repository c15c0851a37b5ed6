import type { Scenario } from '../model/scenario.js';
import type { Transcript } from '../model/transcript.js';
/** One thing the model may ask for, and the words that name it. */
export interface Wanted {
    label: string;
    terms: string[];
}
export interface AskedFor {
    /** asks_for: the scenario lists terms; next-turn: the call the following turn expects;
     * tools: any required parameter of the listed tools; unknown: nothing to go by. */
    source: 'asks_for' | 'next-turn' | 'tools' | 'unknown';
    wanted: Wanted[];
}
export declare function askedFor(scenario: Scenario, t: Transcript, index: number): AskedFor;
