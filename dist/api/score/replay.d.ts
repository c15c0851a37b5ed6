import type { Scenario } from '../model/scenario.js';
import type { Transcript } from '../model/transcript.js';
import type { Outcome } from '../model/verdict.js';
/** The verdict, failed when the replay provider's calls met an error result or a JSON-RPC error. */
export declare function replayVerdict<V extends Outcome>(provider: {
    id: string;
}, scenario: Scenario, t: Transcript, verdict: V): V;
