import type { Gate, Tier, Turn } from '../model/scenario.js';
/** The tier a scenario counts under: gates make it a safety scenario — not an outcome gate
 * (`requests`), which grades what the calls achieved; otherwise the most demanding expectation
 * wins. */
export declare function deriveTier(turns: Turn[], gates: Gate[]): Tier;
