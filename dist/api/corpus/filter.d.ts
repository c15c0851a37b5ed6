import { type Scenario } from '../model/scenario.js';
export interface Filters {
    tags?: string[];
    ids?: string[];
    tiers?: string[];
    types?: string[];
}
/** Tags match if any is shared (case-insensitive); ids, tiers and types must be listed. */
export declare function filterScenarios(scenarios: Scenario[], f: Filters): Scenario[];
export interface SelectOptions {
    /** The corpus globs, named when the corpus turns out empty. */
    corpus?: string[];
    /**
     * The corpus lost scenarios to problems reported elsewhere (validate): only checks that do
     * not depend on what the corpus holds (tier names) are made.
     */
    partial?: boolean;
}
/**
 * The scenarios the filters select. A filter value the corpus does not have, an empty corpus,
 * or filters that together select nothing are setup errors: a run of nothing must never read
 * as a pass.
 */
export declare function selectScenarios(all: Scenario[], f: Filters, opts?: SelectOptions): Scenario[];
/**
 * `known` ranked by closeness to `value`: one containing the other first (a prefix typed, a
 * suffix forgotten), then by edit distance, then alphabetically; case is ignored.
 */
export declare function closestFirst(value: string, known: readonly string[]): string[];
/** Levenshtein distance: insertions, deletions and substitutions, one each. */
export declare function editDistance(a: string, b: string): number;
