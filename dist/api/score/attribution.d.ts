import type { SpyRequest, Transcript } from '../model/transcript.js';
import type { CheckResult } from '../model/verdict.js';
/** A tool call of the model, or the replay self-test's repeat of one. */
export interface Sender {
    kind: 'call' | 'probe';
    index: number;
    tool: string;
    turn: number;
}
export declare function senders(t: Transcript): Sender[];
/** The senders a request is stamped with: one, or several parallel calls. */
export declare function sendersOf(all: Sender[], r: SpyRequest): Sender[];
export declare const label: (s: Sender) => string;
/** What a request is to the promise at stake: it breaks it, keeps it, or cannot be told. */
export type Reading = 'breaks' | 'keeps' | 'unclear';
export interface Breach {
    request: string;
    by: Sender[];
}
/** The requests of `suspects` that break their promise; those that may (sent beside a call not
 * held to it, or unreadable) are unclear. */
export declare function breaches(t: Transcript, suspects: Sender[], read: (r: SpyRequest, by: Sender[]) => Reading, describe?: (r: SpyRequest) => string): {
    broken: Breach[];
    unclear: Breach[];
};
type Finding = Omit<CheckResult, 'check'>;
/** A promise check's result: failed on a breach the spy saw, unobserved where it could not see
 * or could not tell, passed only when it saw every request. */
export declare function finding(t: Transcript, { broken, unclear }: {
    broken: Breach[];
    unclear: Breach[];
}, says: {
    broken: (b: Breach) => string;
    kept: string;
    expected: string;
}): Finding;
export declare const names: (by: Sender[]) => string;
export {};
