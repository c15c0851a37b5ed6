// Whether a pair's class changed only through LLM-judge grades: trial by trial (paired by
// repetition), every check the judge did not grade passed or failed alike on both sides. A judge
// re-reading the same behaviour is not the server regressing, so such a change is told apart.
import type { ResultRow } from '../model/report.js';
import type { CheckResult } from '../model/verdict.js';
import { trial } from './trials.js';

const key = (c: CheckResult) => `${c.check}@${c.turn ?? ''}`;

/** The checks (by kind and turn) the judge graded on either side: left out of both. */
function judged(rows: ResultRow[]): Set<string> {
  return new Set(rows.flatMap((r) => r.checks.filter((c) => c.gradedBy === 'judge').map(key)));
}

/** A trial's deterministic outcome: its status (pass and fail alike, those the judge can move)
 * and every check the judge did not grade. */
function deterministic(r: ResultRow, skip: Set<string>): string {
  const status = r.status === 'pass' || r.status === 'fail' ? 'graded' : r.status;
  const checks = r.checks
    .filter((c) => !skip.has(key(c)))
    .map((c) => `${key(c)}:${c.unobserved ? 'unobserved' : c.passed}`)
    .sort();
  return JSON.stringify([status, checks]);
}

/** Trials by repetition; undefined when a repetition appears twice (nothing to pair by). */
function byRepetition(rows: ResultRow[]): Map<number, ResultRow> | undefined {
  const out = new Map<number, ResultRow>();
  for (const r of rows) {
    if (trial(r) === undefined) continue;
    if (out.has(r.repetition)) return undefined;
    out.set(r.repetition, r);
  }
  return out;
}

/** True only when the judge graded something and every paired trial is alike without it;
 * trials that do not pair (other repetitions on a side) cannot tell: not judge-only. */
export function judgeOnly(base: ResultRow[], head: ResultRow[]): boolean {
  const skip = judged([...base, ...head]);
  if (!skip.size) return false;
  const b = byRepetition(base);
  const h = byRepetition(head);
  if (!b || !h || b.size !== h.size || !b.size) return false;
  for (const [rep, row] of b) {
    const other = h.get(rep);
    if (!other || deterministic(row, skip) !== deterministic(other, skip)) return false;
  }
  return true;
}
