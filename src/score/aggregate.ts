// Metrics over verdicts: counts of every status and accuracy, by any grouping.
import { STATUSES, unobservedOnly, type Status } from '../model/verdict.js';
import type { ResultRow, Stats, Summary } from '../model/report.js';
import { wilson } from './stats.js';
import { recoveryRate } from './recovery.js';
import { structuredFaults } from './server-faults.js';

/** Left out of the accuracy denominator (reported beside it): not a verdict on the model. */
export const UNSCORED: ReadonlySet<Status> = new Set<Status>([
  'skipped',
  'errored',
  'setup-failed',
  'known-failure',
  'cancelled',
]);

/** Counts in the denominator: not an unscored status, and not a row inconclusive only because a
 * gate could not observe (one rule with the comparison's, src/model/verdict.ts). */
export const isScored = (r: ResultRow): boolean => !UNSCORED.has(r.status) && !unobservedOnly(r);

export function stats(rows: ResultRow[]): Stats {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  for (const r of rows) counts[r.status]++;
  const scored = rows.filter(isScored).length;
  const unobserved = rows.filter(unobservedOnly).length;
  return {
    total: rows.length,
    counts,
    scored,
    ...(unobserved ? { unobserved } : {}),
    accuracy: scored ? counts.pass / scored : null,
    interval: wilson(counts.pass, scored),
  };
}

/** Rows by key, in the order each key first appears; a row may sit under several keys. */
function groupBy(rows: ResultRow[], keys: (r: ResultRow) => string[]): Map<string, ResultRow[]> {
  const groups = new Map<string, ResultRow[]>();
  for (const r of rows) {
    for (const k of keys(r)) {
      // Pushed, not copied: a copy per row made grouping quadratic in the rows.
      const group = groups.get(k);
      if (group) group.push(r);
      else groups.set(k, [r]);
    }
  }
  return groups;
}

export function groupStats(
  rows: ResultRow[],
  keys: (r: ResultRow) => string[],
): Record<string, Stats> {
  return Object.fromEntries(
    [...groupBy(rows, keys)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, rs]) => [k, stats(rs)]),
  );
}

export function summarize(rows: ResultRow[]): Summary {
  const byProvider = groupBy(rows, (r) => [r.provider]);
  const providers = [...byProvider.keys()].sort((a, b) => a.localeCompare(b));
  return {
    overall: stats(rows),
    byProvider: Object.fromEntries(providers.map((p) => [p, stats(byProvider.get(p)!)])),
    byTier: groupStats(rows, (r) => [r.tier]),
    byCategory: groupStats(rows, (r) => (r.category ? [r.category] : [])),
    byTag: groupStats(rows, (r) => r.tags),
    matrix: Object.fromEntries(
      providers.map((p) => [p, groupStats(byProvider.get(p)!, (r) => [r.tier])]),
    ),
    ...promises(rows),
  };
}

/** The rate of recovery after tool errors and the server's structured output faults. */
function promises(rows: ResultRow[]): Pick<Summary, 'recovery' | 'serverFaults'> {
  const rate = recoveryRate(rows);
  const faults = { checked: 0, missing: 0, invalid: 0, rows: 0 };
  for (const r of rows) {
    // A stored row reads its calls back from disk: once.
    const calls = r.calls.filter((c) => c.structured);
    faults.checked += calls.length;
    faults.missing += calls.filter((c) => c.structured?.status === 'missing').length;
    faults.invalid += calls.filter((c) => c.structured?.status === 'invalid').length;
    if (structuredFaults(calls).length) faults.rows++;
  }
  return {
    ...(rate.errors ? { recovery: rate } : {}),
    ...(faults.checked ? { serverFaults: faults } : {}),
  };
}
