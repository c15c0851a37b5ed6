import type { Scenario } from '../model/scenario.js';
import { type Verdict } from '../model/verdict.js';
import type { Transcript } from '../model/transcript.js';
import type { Check } from './check.js';
export declare const CHECKS: Check[];
export declare function score(scenario: Scenario, t: Transcript, checks?: Check[]): Verdict;
/** After the run: request gates that passed could not have seen anything (the spy received no
 * request at all); they become unobserved, and a row they let pass becomes inconclusive. */
export declare function unobserve<V extends Pick<Verdict, 'status' | 'reason' | 'checks'>>(v: V, why: string): V;
export declare function noCallWhereExpected(scenario: Scenario, t: Transcript): boolean;
