// report.html's numbers in words: rates, counts, money and durations, as the other reports say them.
import { duration as said } from '../../../model/duration.js';
import type { Stats } from '../../../model/report.js';

type Maybe = number | null | undefined;

export const pct = (x: Maybe) =>
  x === null || x === undefined ? '—' : Math.round(x * 1000) / 10 + '%';
export const num = (x: Maybe) =>
  x === undefined || x === null ? '—' : Number(x).toLocaleString('en-US');
export const money = (x: Maybe) =>
  x === undefined || x === null ? '' : '$' + Number(x).toFixed(4);

/** A duration as every output says it (model/duration.ts: 350 ms, 1.2 s, 3 min 05 s, 1 h 02 min);
 * '—' for a duration the report does not have. */
export const duration = (ms: Maybe) => (ms === undefined || ms === null ? '—' : said(ms));

/** Accuracy with its counts and interval: 80% (4/5) [38–96]. */
export function stats(s: Stats | undefined): string {
  if (!s) return '—';
  const iv = s.interval
    ? ' [' + Math.round(s.interval.low * 100) + '–' + Math.round(s.interval.high * 100) + ']'
    : '';
  return s.accuracy === null
    ? '—'
    : pct(s.accuracy) + ' (' + (s.counts.pass || 0) + '/' + s.scored + ')' + iv;
}
