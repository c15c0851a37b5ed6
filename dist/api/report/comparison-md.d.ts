import type { Comparison } from '../model/comparison.js';
/** The lines of the block, or none when the report was not compared. */
export declare function comparisonBlock(c: Comparison | undefined): string[];
/** The part of two texts that differs, with a few words around it: "…was A…" vs "…is B…". */
export declare function textDiff(before: string, after: string, context?: number): [string, string];
