import type { Scenario } from '../model/scenario.js';
import { type ObservationResult, type Verdict } from '../model/verdict.js';
import type { Transcript } from '../model/transcript.js';
import type { Check } from './check.js';
export declare const CHECKS: Check[];
export declare function score(scenario: Scenario, t: Transcript, checks?: Check[]): Verdict;
/** After the run: request gates that passed could not have seen anything (the spy received no
 * request at all); they become unobserved, and a row they let pass becomes inconclusive. So does
 * a `requests` gate that failed for want of requests: with none received, nothing was seen. Spy
 * checks that passed become observations that could not see. */
export declare function unobserve<V extends Pick<Verdict, 'status' | 'reason' | 'checks'> & {
    observations?: ObservationResult[];
}>(v0: V, why: string): V;
export declare function noCallWhereExpected(scenario: Scenario, t: Transcript): boolean;
