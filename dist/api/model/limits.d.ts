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
    /** The spy's settle window (`spy.settle_ms`): every live scenario may wait this long. */
    readonly settleMs: 10000;
    /** The judge's verdicts per grade (`judge.samples`, `--judge-samples`): each is a request. */
    readonly judgeSamples: 9;
    /**
     * One corpus file, in MB (10^6 bytes), unless MCP_EVAL_CORPUS_MAX_MB says otherwise. Loading
     * keeps a file's text, its syntax and its scenarios at once: 10 MB (about 40,000 scenarios)
     * peak at about 320 MB of memory, 50 MB at 1.2 GB and nearly two minutes: peak RSS of
     * `mcp-eval validate` on bench/corpus.ts's mixed corpus of 41,300 and 207,000 scenarios (or
     * `MCP_EVAL_CORPUS_MAX_MB=60 BENCH_SIZES=41300,207000 tsx bench/corpus-load.ts`).
     */
    readonly corpusFileMb: 10;
};
/** The environment variable that raises (or lowers) LIMITS.corpusFileMb. */
export declare const CORPUS_LIMIT_ENV = "MCP_EVAL_CORPUS_MAX_MB";
/** What a number must be, in words: "a whole number from 1 to 1000". */
export declare function rangeText(integer: boolean, max: number): string;
/** The schemas' message for a number past its bound. */
export declare const TOO_BIG: {
    readonly seconds: "at most 86400 seconds (one day)";
    readonly repeat: "at most 1000 runs";
    readonly concurrency: "at most 256 at once";
    readonly maxSteps: "at most 1000 tool rounds";
    readonly settleMs: "at most 10000 ms";
};
