/** Tiered tier names → the normalized tiers they count under. */
export declare const TIERED_TIERS: Record<string, string>;
/** The tiered tier a scenario is looked up in: its `type` when that names one (tiered files,
 * and their native conversions), else the one counting under its tier. */
export declare function tieredTierOf(s: {
    type?: string;
    tier: string;
}): string | undefined;
type Rates = Record<string, unknown>;
export declare function isTieredThresholds(data: unknown): data is {
    default?: Rates;
    per_model?: Rates;
};
/** The keys the tiered scorer reads in a rate set; it ignores any other. */
export declare const TIERED_GATES: string[];
/** A rate set ({selection_only: 0.85, overall: 0.85}) → {overall, tiers}, reading only the keys
 * the source reads. A null gate is no gate: dropped, or with `clear` (a per_model override,
 * which must also clear the default's) 0, which every accuracy meets. */
export declare function tieredSet(rates: Rates | null, clear?: boolean): {
    overall?: unknown;
    tiers?: Record<string, unknown>;
};
/** Converts the tiered shape; any other shape is returned unchanged. `per_model` overrides the
 * defaults key by key, as `thresholds.providers` does (matched by provider id or model); a null
 * model entry is empty. */
export declare function fromTieredThresholds(data: unknown): unknown;
export {};
