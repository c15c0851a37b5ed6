import type { ResultRow } from './published.js';
export interface Progress {
    /** Before the first run: the number of runs, and each provider's share in the order they run. */
    start?(plan: {
        total: number;
        providers: {
            id: string;
            runs: number;
        }[];
    }): void;
    /** A (scenario, provider, repetition) finished: `done` of `total` have, this one included. */
    row(row: ResultRow, done: number, total: number): void;
}
/** `[12/240] pass list-widgets · openai:gpt-4.1-mini · 1.2 s` (`· run 2` from the second
 * repetition; `350 ms` for a run under a second). */
export declare function progressLine(row: ResultRow, done: number, total: number): string;
