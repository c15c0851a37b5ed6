// Thresholds apply to each provider; a provider (spec or model name) may override them key by key.
import type { Thresholds } from '../config.js';
import type { ResultRow, ThresholdCheck } from '../report/model.js';
import { groupStats, stats } from './aggregate.js';

export function checkThresholds(
  rows: ResultRow[],
  thresholds: Thresholds | undefined,
  providers: { id: string; model: string }[],
): { met: boolean; checks: ThresholdCheck[] } {
  const checks: ThresholdCheck[] = [];
  if (!thresholds) return { met: true, checks };
  for (const p of providers) {
    const own = rows.filter((r) => r.provider === p.id);
    const o = thresholds.providers?.[p.id] ?? thresholds.providers?.[p.model] ?? {};
    const overall = o.overall ?? thresholds.overall;
    const tiers = { ...thresholds.tiers, ...o.tiers };
    const categories = { ...thresholds.categories, ...o.categories };
    const add = (
      scope: ThresholdCheck['scope'],
      key: string,
      required: number,
      actual: number | null,
    ) =>
      checks.push({
        scope,
        key,
        provider: p.id,
        required,
        actual,
        met: actual === null || actual >= required,
      });
    if (overall !== undefined) add('overall', 'overall', overall, stats(own).accuracy);
    const byTier = groupStats(own, (r) => [r.tier]);
    for (const [k, v] of Object.entries(tiers)) add('tier', k, v, byTier[k]?.accuracy ?? null);
    const byCategory = groupStats(own, (r) => (r.category ? [r.category] : []));
    for (const [k, v] of Object.entries(categories))
      add('category', k, v, byCategory[k]?.accuracy ?? null);
  }
  return { met: checks.every((c) => c.met), checks };
}
