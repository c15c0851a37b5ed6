// Statistics of pass counts: intervals for a rate and for a difference of two rates, Fisher's
// exact test on a 2×2 table, and the pass@k / pass^k estimators. Pure functions, no dependency:
// each is a textbook formula (references beside it), checked against published values in tests.

import type { Interval } from '../model/report.js';

/** The 97.5th percentile of the standard normal: a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** Wilson score interval for c successes of n (Wilson 1927; Newcombe 1998, method 3). */
export function wilson(c: number, n: number, z = Z95): Interval | null {
  if (n === 0) return null;
  const p = c / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denom = 1 + z2 / n;
  // Clamp the rounding error at the ends (c = 0 or c = n give exactly 0 or 1).
  return {
    low: c === 0 ? 0 : (centre - spread) / denom,
    high: c === n ? 1 : (centre + spread) / denom,
  };
}

/** Newcombe's hybrid score interval for the difference p2 − p1 of two independent rates
 * (Newcombe 1998, method 10), built from each side's Wilson interval. */
export function newcombe(c1: number, n1: number, c2: number, n2: number, z = Z95): Interval | null {
  const a = wilson(c1, n1, z);
  const b = wilson(c2, n2, z);
  if (!a || !b) return null;
  const p1 = c1 / n1;
  const p2 = c2 / n2;
  const d = p2 - p1;
  return {
    low: d - Math.sqrt((p2 - b.low) ** 2 + (a.high - p1) ** 2),
    high: d + Math.sqrt((b.high - p2) ** 2 + (p1 - a.low) ** 2),
  };
}

/** ln(n!) by summation, each sum kept: trialsToDetect asks for many tables in a row. */
const LOG_FACTORIAL = [0, 0];
function logFactorial(n: number): number {
  for (let i = LOG_FACTORIAL.length; i <= n; i++)
    LOG_FACTORIAL.push(LOG_FACTORIAL[i - 1] + Math.log(i));
  return LOG_FACTORIAL[n];
}

/**
 * Fisher's exact test, two-sided, on the table [[a, b], [c, d]] (rows: base, head; columns:
 * passed, failed): the probability, with the margins fixed, of a table at most as likely as
 * the one observed (the convention of R's fisher.test and SciPy's fisher_exact).
 */
export function fisherExact(a: number, b: number, c: number, d: number): number {
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  const fixed =
    logFactorial(row1) +
    logFactorial(row2) +
    logFactorial(col1) +
    logFactorial(n - col1) -
    logFactorial(n);
  const prob = (x: number) =>
    Math.exp(
      fixed -
        logFactorial(x) -
        logFactorial(row1 - x) -
        logFactorial(col1 - x) -
        logFactorial(row2 - col1 + x),
    );
  const observed = prob(a);
  // Tables as likely as the observed one count, up to floating-point noise (as R does).
  const tolerance = observed * (1 + 1e-7);
  let p = 0;
  for (let x = Math.max(0, col1 - row2); x <= Math.min(row1, col1); x++) {
    const q = prob(x);
    if (q <= tolerance) p += q;
  }
  return Math.min(1, p);
}

/**
 * The fewest trials per side at which fisherExact would call a change between the pass rates
 * `before` and `after` significant (p < alpha), each side's passes being its rate times n,
 * rounded: how many trials would detect a change this large. null when the rates are equal, or
 * when no n up to `max` would.
 */
export function trialsToDetect(
  before: number,
  after: number,
  alpha: number,
  max = 1000,
): number | null {
  if (before === after) return null;
  for (let n = 1; n <= max; n++) {
    const a = Math.round(before * n);
    const c = Math.round(after * n);
    if (a !== c && fisherExact(a, n - a, c, n - c) < alpha) return n;
  }
  return null;
}

/** C(n, k) as a float; exact for the small counts of trials. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** pass@k: the chance that at least one of k trials passes, estimated without bias from c
 * passes of n trials (Chen et al. 2021): 1 − C(n−c, k) / C(n, k). Needs k ≤ n. */
export function passAtK(c: number, n: number, k: number): number | null {
  if (k < 1 || k > n) return null;
  return 1 - choose(n - c, k) / choose(n, k);
}

/** pass^k: the chance that all of k trials pass, estimated without bias from c passes of n
 * trials: C(c, k) / C(n, k). Needs k ≤ n. */
export function passHatK(c: number, n: number, k: number): number | null {
  if (k < 1 || k > n) return null;
  return choose(c, k) / choose(n, k);
}
