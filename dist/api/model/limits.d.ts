export declare const LIMITS: {
    /**
     * Any timeout, in seconds: one day. Node's timers hold at most 2^31-1 ms (24.8 days) and fire
     * at once past it, so a larger value would time everything out; and a day is already longer
     * than any CI job (GitHub stops a hosted job after 6 hours).
     */
    readonly seconds: 86400;
    /** Runs of each scenario per provider. */
    readonly repeat: 1000;
    /** Scenarios at once, each with its own server process. */
    readonly concurrency: 256;
    /** Tool rounds per turn. */
    readonly maxSteps: 1000;
};
/** What a number must be, in words: "a whole number from 1 to 1000". */
export declare function rangeText(integer: boolean, max: number): string;
/** The schemas' message for a number past its bound. */
export declare const TOO_BIG: {
    readonly seconds: "at most 86400 seconds (one day)";
    readonly repeat: "at most 1000 runs";
    readonly concurrency: "at most 256 at once";
    readonly maxSteps: "at most 1000 tool rounds";
};
