// Metrics over verdicts: counts of every status and accuracy, by any grouping.
import { STATUSES, type Status } from '../model/verdict.js';
import type { ResultRow, Stats, Summary } from '../model/report.js';
import { wilson } from './stats.js';

/** Left out of the accuracy denominator (reported beside it): not a verdict on the model. */
export const UNSCORED: ReadonlySet<Status> = new Set<Status>([
  'skipped',
  'errored',
  'setup-failed',
  'known-failure',
  'cancelled',
]);

export const isScored = (r: ResultRow): boolean => !UNSCORED.has(r.status);

export function stats(rows: ResultRow[]): Stats {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  for (const r of rows) counts[r.status]++;
  const scored = rows.filter(isScored).length;
  return {
    total: rows.length,
    counts,
    scored,
    accuracy: scored ? counts.pass / scored : null,
    interval: wilson(counts.pass, scored),
  };
}

export function groupStats(
  rows: ResultRow[],
  keys: (r: ResultRow) => string[],
): Record<string, Stats> {
  const groups = new Map<string, ResultRow[]>();
  for (const r of rows) {
    for (const k of keys(r)) groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, rs]) => [k, stats(rs)]),
  );
}

export function summarize(rows: ResultRow[]): Summary {
  const byProvider = groupStats(rows, (r) => [r.provider]);
  return {
    overall: stats(rows),
    byProvider,
    byTier: groupStats(rows, (r) => [r.tier]),
    byCategory: groupStats(rows, (r) => (r.category ? [r.category] : [])),
    byTag: groupStats(rows, (r) => r.tags),
    matrix: Object.fromEntries(
      Object.keys(byProvider).map((p) => [
        p,
        groupStats(
          rows.filter((r) => r.provider === p),
          (r) => [r.tier],
        ),
      ]),
    ),
  };
}
