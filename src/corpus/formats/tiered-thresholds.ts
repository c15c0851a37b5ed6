// The tiered corpus's thresholds.yaml ({default: {<tier>: rate, overall}, per_model: {<model>:
// {...}}}) in the config's `thresholds` shape. Pure, so that config.ts can use it too.

/** Tiered tier names → the normalized tiers they count under. */
export const TIERED_TIERS: Record<string, string> = {
  selection_only: 'selection',
  with_args: 'args',
  multi_step: 'sequence',
};

type Rates = Record<string, unknown>;

export function isTieredThresholds(data: unknown): data is { default?: Rates; per_model?: Rates } {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    ('default' in data || 'per_model' in data)
  );
}

/** A rate set ({selection_only: 0.85, overall: 0.85}) → {overall, tiers}. */
export function tieredSet(rates: Rates): { overall?: unknown; tiers?: Record<string, unknown> } {
  const tiers: Record<string, unknown> = {};
  let overall: unknown;
  for (const [key, value] of Object.entries(rates)) {
    if (key === 'overall') overall = value;
    else tiers[TIERED_TIERS[key] ?? key] = value;
  }
  return {
    ...(overall === undefined ? {} : { overall }),
    ...(Object.keys(tiers).length ? { tiers } : {}),
  };
}

/** Converts the tiered shape; any other shape is returned unchanged. `per_model` overrides the
 * defaults key by key, as `thresholds.providers` does (matched by provider id or model). */
export function fromTieredThresholds(data: unknown): unknown {
  if (!isTieredThresholds(data)) return data;
  const perModel = Object.entries((data.per_model ?? {}) as Record<string, Rates>);
  return {
    ...tieredSet(data.default ?? {}),
    ...(perModel.length
      ? { providers: Object.fromEntries(perModel.map(([m, r]) => [m, tieredSet(r ?? {})])) }
      : {}),
  };
}
