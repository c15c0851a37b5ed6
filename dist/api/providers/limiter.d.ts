import type { Backoff } from '../model/report.js';
export interface LimiterOptions {
    /** Most requests in flight. Default: no bound until a back-off, then the most seen in flight. */
    cap?: number;
    now?: () => number;
    /** Calls `fn` after `ms`; returns a cancel. */
    timer?: (fn: () => void, ms: number) => () => void;
}
/** How a request ended, as far as the limiter cares. */
export type Answer = {
    kind: 'ok';
} | {
    kind: 'limited';
    retryAfterMs?: number;
} | {
    kind: 'other';
};
export interface Slot {
    /** Gives the slot back, saying how the request went. */
    done(answer: Answer): void;
}
export declare class RequestLimiter {
    /** For reasons: "openai". */
    private readonly provider;
    private readonly cap;
    private readonly now;
    private readonly timer;
    private level;
    private inFlight;
    private peak;
    /** Successes towards the next step up. */
    private credit;
    /** The latest requests sent, as many as were ever in flight (at least MIN_SPAN). */
    private readonly sent;
    private seq;
    /** Requests sent up to here were sent before the last back-off. */
    private backedOffAt;
    private holdUntil;
    private cancelHold?;
    private readonly queue;
    private limitedAnswers;
    private lowest?;
    constructor(
    /** For reasons: "openai". */
    provider: string, opts?: LimiterOptions);
    /** Requests allowed in flight now (Infinity before any back-off without a cap). */
    get limit(): number;
    /** Undefined when the provider never backed off. */
    get backoff(): Backoff | undefined;
    /**
     * A slot for one request: at once when one is free and nothing holds, else in turn. Rejects
     * with the signal's reason on abort, and with a rate-limit ProviderError when the slot cannot
     * come a second before `deadline` (a Date.now() value).
     */
    acquire(signal: AbortSignal, deadline?: number): Promise<Slot>;
    private why;
    private free;
    /** Why a request with this deadline cannot wait out the hold, if it cannot. */
    private tooLate;
    private leave;
    private take;
    private answered;
    /** Additive increase: one more slot for each `level` successes, up to the ceiling. */
    private succeeded;
    private hold;
    private pump;
}
/** What the limiter should hear about a request that threw. */
export declare function answerOf(err: unknown): Answer;
/** "openai:gpt-x: 12 rate-limit answers; in-flight requests lowered to 4, back to 16 by the end" */
export declare function describeBackoff(id: string, b: Backoff): string;
