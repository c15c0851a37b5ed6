import type { Interval } from '../model/report.js';
/** The 97.5th percentile of the standard normal: a two-sided 95% interval. */
export declare const Z95 = 1.959963984540054;
/** Wilson score interval for c successes of n (Wilson 1927; Newcombe 1998, method 3). */
export declare function wilson(c: number, n: number, z?: number): Interval | null;
/** Newcombe's hybrid score interval for the difference p2 − p1 of two independent rates
 * (Newcombe 1998, method 10), built from each side's Wilson interval. */
export declare function newcombe(c1: number, n1: number, c2: number, n2: number, z?: number): Interval | null;
/**
 * Fisher's exact test, two-sided, on the table [[a, b], [c, d]] (rows: base, head; columns:
 * passed, failed): the probability, with the margins fixed, of a table at most as likely as
 * the one observed (the convention of R's fisher.test and SciPy's fisher_exact).
 */
export declare function fisherExact(a: number, b: number, c: number, d: number): number;
/**
 * The fewest trials per side at which fisherExact would call a change between the pass rates
 * `before` and `after` significant (p < alpha), each side's passes being its rate times n,
 * rounded: how many trials would detect a change this large. null when the rates are equal, or
 * when no n up to `max` would.
 */
export declare function trialsToDetect(before: number, after: number, alpha: number, max?: number): number | null;
/** pass@k: the chance that at least one of k trials passes, estimated without bias from c
 * passes of n trials (Chen et al. 2021): 1 − C(n−c, k) / C(n, k). Needs k ≤ n. */
export declare function passAtK(c: number, n: number, k: number): number | null;
/** pass^k: the chance that all of k trials pass, estimated without bias from c passes of n
 * trials: C(c, k) / C(n, k). Needs k ≤ n. */
export declare function passHatK(c: number, n: number, k: number): number | null;
