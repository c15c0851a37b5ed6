// Trials: the runs of one scenario with one provider (`repeat: k`), counted as c passes of n
// scored runs, with the pass@k and pass^k estimators and a Wilson interval of c / n.
import type { ResultRow, Trial } from '../model/report.js';
import { isScored } from './aggregate.js';
import { passAtK, passHatK, wilson } from './stats.js';

/** One scenario with one provider, for a row or a trial. The tier is part of the key: a tiered
 * corpus may hold one id in two tiers, as two scenarios. */
export const trialKey = (r: Pick<Trial, 'provider' | 'tier' | 'scenario'>): string =>
  `${r.provider}\u0000${r.tier}\u0000${r.scenario}`;

/** The trials of a run, in the order their first row appears (provider, then corpus order). */
export function trials(rows: ResultRow[]): Trial[] {
  const groups = new Map<string, ResultRow[]>();
  for (const r of rows) {
    const key = trialKey(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()].map(trial);
}

function trial(rows: ResultRow[]): Trial {
  const first = rows[0];
  const scored = rows.filter(isScored);
  const c = scored.filter((r) => r.status === 'pass').length;
  const n = scored.length;
  const ks = Array.from({ length: n }, (_, i) => i + 1);
  return {
    scenario: first.scenario,
    file: first.file,
    line: first.line,
    provider: first.provider,
    model: first.model,
    tier: first.tier,
    ...(first.category !== undefined ? { category: first.category } : {}),
    ...(first.definition !== undefined ? { definition: first.definition } : {}),
    passes: c,
    n,
    runs: rows.length,
    ...(n > 0
      ? {
          passAtK: Object.fromEntries(ks.map((k) => [String(k), passAtK(c, n, k) as number])),
          passHatK: Object.fromEntries(ks.map((k) => [String(k), passHatK(c, n, k) as number])),
        }
      : {}),
    interval: wilson(c, n),
  };
}
