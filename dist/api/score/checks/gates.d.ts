import type { Gate } from '../../model/scenario.js';
import type { Transcript } from '../../model/transcript.js';
import { type CheckResult } from '../../model/verdict.js';
import type { Check } from '../check.js';
/** What a request gate says when it could not see: not passed, not failed. */
export declare const unobserved: (why: string) => {
    passed: boolean;
    unobserved: boolean;
    reason: string;
};
export declare function gate(g: Gate, t: Transcript): CheckResult;
export declare const gates: Check;
