// The tiered corpus's thresholds.yaml ({default: {<tier>: rate, overall}, per_model: {<model>:
// {...}}}) in the config's `thresholds` shape. Pure, so that config.ts can use it too.

/** Tiered tier names → the normalized tiers they count under. */
export const TIERED_TIERS: Record<string, string> = {
  selection_only: 'selection',
  with_args: 'args',
  multi_step: 'sequence',
};

/** The tiered tier a scenario is looked up in: its `type` when that names one (tiered files,
 * and their native conversions), else the one counting under its tier. */
export function tieredTierOf(s: { type?: string; tier: string }): string | undefined {
  if (s.type && s.type in TIERED_TIERS) return s.type;
  return Object.keys(TIERED_TIERS).find((t) => TIERED_TIERS[t] === s.tier);
}

type Rates = Record<string, unknown>;

export function isTieredThresholds(data: unknown): data is { default?: Rates; per_model?: Rates } {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    ('default' in data || 'per_model' in data)
  );
}

/** The keys the tiered scorer reads in a rate set; it ignores any other. */
export const TIERED_GATES = ['overall', ...Object.keys(TIERED_TIERS)];

/** A rate set ({selection_only: 0.85, overall: 0.85}) → {overall, tiers}, reading only the keys
 * the source reads. A null gate is no gate: dropped, or with `clear` (a per_model override,
 * which must also clear the default's) 0, which every accuracy meets. */
export function tieredSet(
  rates: Rates | null,
  clear = false,
): { overall?: unknown; tiers?: Record<string, unknown> } {
  const tiers: Record<string, unknown> = {};
  let overall: unknown;
  for (const [key, raw] of Object.entries(rates ?? {})) {
    if (!TIERED_GATES.includes(key) || (raw === null && !clear)) continue;
    const value = raw === null ? 0 : raw;
    if (key === 'overall') overall = value;
    else tiers[TIERED_TIERS[key]] = value;
  }
  return {
    ...(overall === undefined ? {} : { overall }),
    ...(Object.keys(tiers).length ? { tiers } : {}),
  };
}

/** Converts the tiered shape; any other shape is returned unchanged. `per_model` overrides the
 * defaults key by key, as `thresholds.providers` does (matched by provider id or model); a null
 * model entry is empty. */
export function fromTieredThresholds(data: unknown): unknown {
  if (!isTieredThresholds(data)) return data;
  const perModel = Object.entries((data.per_model ?? {}) as Record<string, Rates | null>);
  return {
    ...tieredSet(data.default ?? {}),
    ...(perModel.length
      ? { providers: Object.fromEntries(perModel.map(([m, r]) => [m, tieredSet(r, true)])) }
      : {}),
  };
}
