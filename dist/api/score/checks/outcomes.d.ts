import type { Gate, RequestCount, RequestExpectation } from '../../model/scenario.js';
import type { CheckResult } from '../../model/verdict.js';
import type { SpyRequest, Transcript } from '../../model/transcript.js';
type Finding = Omit<CheckResult, 'check'>;
type RequestsGate = Extract<Gate, {
    kind: 'requests';
}>;
/** `count` as bounds: absent is "at least one", a number is exact. */
export declare function bounds(count: RequestCount | undefined): {
    min: number;
    max: number;
};
export declare const matchesExpectation: (e: RequestExpectation, r: SpyRequest) => boolean;
export declare function describeExpectation(e: RequestExpectation): string;
export declare function requestsGate(g: RequestsGate, t: Transcript): Finding;
export {};
