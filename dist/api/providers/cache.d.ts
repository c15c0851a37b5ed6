/** Runs `work` as trial `id` (repetition, attempt): its model requests are keyed by it. */
export declare function inTrial<T>(id: string, work: () => Promise<T>): Promise<T>;
export interface CacheStats {
    hits: number;
    misses: number;
    /** Answers written this run. */
    stored: number;
}
export declare class ResponseCache {
    readonly dir: string;
    /** Past this size the least recently used answers are removed when the run ends. */
    readonly maxBytes: number;
    readonly stats: CacheStats;
    constructor(dir: string, 
    /** Past this size the least recently used answers are removed when the run ends. */
    maxBytes: number);
    /** `inner`, with answers read from and written to the cache. */
    wrap(inner: typeof fetch): typeof fetch;
    /** Removes the least recently used answers until the cache fits its size; returns how many. */
    trim(): Promise<number>;
    private key;
    private file;
}
