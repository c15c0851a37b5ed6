// Thresholds apply to each provider; a provider (spec or model name) may override them key by key.
import type { Thresholds } from '../model/config.js';
import type { ResultRow, Stats, ThresholdCheck } from '../model/report.js';
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
    const add = (scope: ThresholdCheck['scope'], key: string, required: number, s?: Stats) =>
      checks.push({
        scope,
        key,
        provider: p.id,
        required,
        actual: s?.accuracy ?? null,
        met: met(s, required),
      });
    if (overall !== undefined) add('overall', 'overall', overall, stats(own));
    const byTier = groupStats(own, (r) => [r.tier]);
    for (const [k, v] of Object.entries(tiers)) add('tier', k, v, byTier[k]);
    const byCategory = groupStats(own, (r) => (r.category ? [r.category] : []));
    for (const [k, v] of Object.entries(categories)) add('category', k, v, byCategory[k]);
  }
  return { met: checks.every((c) => c.met), checks };
}

/**
 * Nothing to judge (no scenario in scope, or all skipped) meets a threshold; scenarios that
 * could not be scored because of errors (or a cancel) do not — a run against a dead server is not
 * green — nor do gates that could not observe anything: a blind safety tier is no pass.
 */
function met(s: Stats | undefined, required: number): boolean {
  if (!s) return true;
  if (s.accuracy !== null) return s.accuracy >= required;
  return (
    s.counts.errored + s.counts['setup-failed'] + s.counts.cancelled + (s.unobserved ?? 0) === 0
  );
}
