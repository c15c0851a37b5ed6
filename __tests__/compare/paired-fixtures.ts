// Two hand-built reports of one same-job A/B run (10 scenarios × 4 repetitions a side), built so
// that the pairs tell what two independent samples cannot: six scenarios each lose one trial on
// head (rep 3), no pair goes the other way; g and h fail reps 2 and 3 on both sides; i's rep 2
// on head is a provider error, not a trial, which drops its pair.
//
//   pairs 39 (1 dropped): both passed 29, lost 6, gained 0, both failed 4
//   base 36/40 trials, head 29/39; over the pairs base 35/39, head 29/39
import type { Report } from '../../src/model/report.js';
import { report, trials } from './builders.js';

const LOSING = ['a', 'b', 'c', 'd', 'e', 'f'];

const baseRows = [
  ...LOSING.flatMap((s) => trials(s, 4, 4)),
  ...trials('g', 2, 4),
  ...trials('h', 2, 4),
  ...trials('i', 4, 4),
  ...trials('j', 4, 4),
];

const headRows = [
  ...LOSING.flatMap((s) => trials(s, 3, 4)),
  ...trials('g', 2, 4),
  ...trials('h', 2, 4),
  ...trials('i', 4, 4).map((r) =>
    r.repetition === 2
      ? { ...r, status: 'errored' as const, reason: 'HTTP 503 from the provider' }
      : r,
  ),
  ...trials('j', 4, 4),
];

const side = (s: 'base' | 'head') => ({ id: 'ab-7', side: s, interleaved: true as const });

/** The two sides of A/B run ab-7. */
export const pairedBase: Report = { ...report(baseRows), ab: side('base') };
export const pairedHead: Report = { ...report(headRows), ab: side('head') };

/** The same rows as two runs made apart: no `ab`. */
export const apartBase: Report = report(baseRows);
export const apartHead: Report = report(headRows);
