// Statistics of paired trials (base and head run side by side, trial i of one beside trial i of
// the other): the exact McNemar test on the discordant pairs, Newcombe's paired interval for the
// difference of the two pass rates, and the smallest difference the test could call at n pairs.
// Pure functions, no dependency; each checked against published values in tests.
//
// Newcombe RG (1998), Improved confidence intervals for the difference between binomial
// proportions based on paired data, Stat Med 17:2635–2650, method 10.
import type { PairTable } from '../model/comparison.js';
import type { Interval } from '../model/report.js';
import { wilson, Z95 } from '../score/stats.js';

/** n pairs, by what the two trials of a pair did: base passed and head failed (`lost`), base
 * failed and head passed (`gained`); the rest agree (`both` passed, the others failed twice). */
type Pairs = Pick<PairTable, 'n' | 'both' | 'lost' | 'gained'>;

/** P(X ≤ k) for X ~ Binomial(m, 1/2), summed term by term: exact for the counts of a run. */
function halfBinomialCdf(k: number, m: number): number {
  let term = 0.5 ** m; // P(X = 0)
  let sum = term;
  for (let x = 1; x <= k; x++) {
    term = (term * (m - x + 1)) / x;
    sum += term;
  }
  return sum;
}

/**
 * The exact McNemar test, two-sided: with m = lost + gained discordant pairs, under "no change"
 * each goes either way with chance 1/2, so p = 2 · P(X ≤ min(lost, gained)), X ~ Binomial(m, 1/2),
 * capped at 1 (R's binom.test on the discordant pairs; exact2x2's mcnemar.exact). 1 when no pair
 * is discordant: nothing was seen to change.
 */
export function mcnemarExact(lost: number, gained: number): number {
  const m = lost + gained;
  if (m === 0) return 1;
  return Math.min(1, 2 * halfBinomialCdf(Math.min(lost, gained), m));
}

/**
 * Newcombe's method 10 for paired data: the 95% interval of head rate − base rate, squared and
 * added from each side's Wilson interval, with the correlation of the two rates (phi) taken into
 * account. Phi is Newcombe's corrected estimate: (ad − bc − n/2)/√(margins) when ad − bc > n/2,
 * 0 when 0 ≤ ad − bc ≤ n/2, (ad − bc)/√(margins) when negative, and 0 when a margin is empty.
 * null without pairs.
 */
export function newcombePaired(t: Pairs, z = Z95): Interval | null {
  const { n, both: a, lost: b, gained: c } = t;
  if (n === 0) return null;
  const d = n - a - b - c;
  const base = a + b;
  const head = a + c;
  const wb = wilson(base, n, z) as Interval;
  const wh = wilson(head, n, z) as Interval;
  const pb = base / n;
  const ph = head / n;
  const margins = base * (n - base) * head * (n - head);
  const cross = a * d - b * c;
  const numerator = cross > n / 2 ? cross - n / 2 : cross >= 0 ? 0 : cross;
  const phi = margins === 0 ? 0 : numerator / Math.sqrt(margins);
  // Lower: head as low as it may be, base as high; upper: the other way round.
  const down = [ph - wh.low, wb.high - pb];
  const up = [wh.high - ph, pb - wb.low];
  const spread = ([x, y]: number[]) => Math.sqrt(Math.max(0, x * x - 2 * phi * x * y + y * y));
  const diff = ph - pb;
  return { low: diff - spread(down), high: diff + spread(up) };
}

/**
 * The fewest discordant pairs, all one way, at which mcnemarExact gives p < alpha: no difference
 * of fewer pairs (lost − gained) can be significant, at any n. 6 at alpha 0.05 (2/64 = 0.031;
 * 5 give 2/32 = 0.0625). null when more than `max` would be needed.
 */
export function pairsToDetect(alpha: number, max = 1000): number | null {
  for (let m = 1; m <= max; m++) if (mcnemarExact(m, 0) < alpha) return m;
  return null;
}
