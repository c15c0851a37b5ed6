/** Runs `work` as trial `id` (repetition, attempt): its model requests are keyed by it. */
export declare function inTrial<T>(id: string, work: () => Promise<T>): Promise<T>;
export interface CacheStats {
    hits: number;
    misses: number;
    /** Answers written this run. */
    stored: number;
    /** Answers not written, or removed from the folder, because they held a secret. */
    skippedSecret: number;
}
/** Whether a text holds a secret in any form the reports would redact (report/redact.ts). */
export type SecretTest = (text: string) => boolean;
export declare class ResponseCache {
    readonly dir: string;
    /** Past this size the least recently used answers are removed when the run ends. */
    readonly maxBytes: number;
    /** An answer that holds a secret is never written: the folder goes to the Actions cache,
     * which later runs (and other branches) restore. Redacting it instead would change what a
     * rerun's model is told it said, so it is simply asked again. */
    private readonly holdsSecret;
    readonly stats: CacheStats;
    /** Answers read or written this run: checked for secrets already. */
    private readonly checked;
    constructor(dir: string, 
    /** Past this size the least recently used answers are removed when the run ends. */
    maxBytes: number, 
    /** An answer that holds a secret is never written: the folder goes to the Actions cache,
     * which later runs (and other branches) restore. Redacting it instead would change what a
     * rerun's model is told it said, so it is simply asked again. */
    holdsSecret?: SecretTest);
    /** `inner`, with answers read from and written to the cache. */
    wrap(inner: typeof fetch): typeof fetch;
    /**
     * Removes every answer this run did not read or write that holds a secret (a folder restored
     * from a run that did not know it): the folder saved after the run holds none. Counted in
     * skippedSecret.
     */
    sweep(): Promise<void>;
    /** Removes the least recently used answers until the cache fits its size; returns how many. */
    trim(): Promise<number>;
    private key;
    private file;
}
