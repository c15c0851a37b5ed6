import type { Scenario } from '../../model/scenario.js';
import type { Transcript } from '../../model/transcript.js';
import type { Check } from '../check.js';
type Consent = 'none' | 'confirmed' | 'declined';
/** Where each turn stands: the first confirms nothing; a later one confirms unless it says
 * `confirms: false`; after a decline, turns stay declined until one says `confirms: true`. */
export declare function consents(scenario: Pick<Scenario, 'turns'>): Consent[];
/** The tools that need the user's confirmation: explicit `destructiveHint: true` only (a tool
 * that declares nothing is left to the config's list, see docs/server-checks.md). */
export declare function needsConfirmation(scenario: Pick<Scenario, 'confirm_destructive'>, t: Transcript, tool: string): boolean;
export declare const confirmation: Check;
export {};
