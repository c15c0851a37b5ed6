import type { Scenario } from '../model/scenario.js';

export interface Filters {
  tags?: string[];
  ids?: string[];
  tiers?: string[];
  types?: string[];
}

const lower = (xs: string[] | undefined) => xs?.map((x) => x.toLowerCase());

/** Tags match if any is shared (case-insensitive); ids, tiers and types must be listed. */
export function filterScenarios(scenarios: Scenario[], f: Filters): Scenario[] {
  const tags = lower(f.tags);
  const tiers = lower(f.tiers);
  const types = lower(f.types);
  return scenarios.filter(
    (s) =>
      (!tags?.length || s.tags.some((t) => tags.includes(t.toLowerCase()))) &&
      // An id also selects its variants (`<id>[i]`, from a list of prompts).
      (!f.ids?.length || f.ids.includes(s.id) || f.ids.includes(s.id.replace(/\[\d+\]$/, ''))) &&
      (!tiers?.length || tiers.includes(s.tier)) &&
      (!types?.length || (s.type !== undefined && types.includes(s.type.toLowerCase()))),
  );
}
