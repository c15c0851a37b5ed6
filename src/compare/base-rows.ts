// The base side's rows of the pairs that changed, carried in the comparison so that report.html
// can show a pair's two transcripts side by side; bounded (BASE_ROWS), the regressed pairs first.
import { BASE_ROWS, type ScenarioComparison } from '../model/comparison.js';
import type { ResultRow } from '../model/report.js';

/** The classes whose base transcripts explain the change. */
const CARRIED = new Set(['regressed', 'fixed', 'changed-few']);

/**
 * Sets baseRows (and baseRowsLeftOut) on each changed pair, in the order given (the comparison's:
 * regressed, fixed, then changed-few). `rowsOf` gives a pair's base rows.
 */
export function carryBaseRows(
  scenarios: ScenarioComparison[],
  rowsOf: (s: ScenarioComparison) => ResultRow[],
): void {
  let left: number = BASE_ROWS.total;
  for (const s of scenarios) {
    if (!CARRIED.has(s.class)) continue;
    const rows = [...rowsOf(s)].sort((a, b) => a.repetition - b.repetition);
    if (!rows.length) continue;
    const kept = rows.slice(0, Math.min(BASE_ROWS.perPair, left));
    left -= kept.length;
    // A copy: a row read lazily from a row log is read now, while that log is open.
    if (kept.length) s.baseRows = kept.map((r) => ({ ...r }));
    if (kept.length < rows.length) s.baseRowsLeftOut = rows.length - kept.length;
  }
}
