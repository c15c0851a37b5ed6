// The statistics behind trials and comparisons, checked against published values: Newcombe
// (1998) for Wilson and for the hybrid score interval of a difference, R / Wikipedia for
// Fisher's exact test, and pass@k / pass^k by enumerating every draw.
import { describe, expect, it } from 'vitest';
import {
  fisherExact,
  newcombe,
  passAtK,
  passHatK,
  trialsToDetect,
  wilson,
} from '../../src/score/stats.js';

const close = (x: number | undefined, want: number, digits = 4) =>
  expect(x).toBeCloseTo(want, digits);

describe('wilson', () => {
  // Newcombe RG (1998), Two-sided confidence intervals for the single proportion, Stat Med 17:857,
  // Table II, method 3 (score interval without continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i/%i → %f to %f', (c, n, low, high) => {
    const i = wilson(c, n);
    close(i?.low, low);
    close(i?.high, high);
  });

  it('has no interval without trials', () => {
    expect(wilson(0, 0)).toBeNull();
  });
});

describe('newcombe (difference head − base)', () => {
  // Newcombe RG (1998), Interval estimation for the difference between independent proportions,
  // Stat Med 17:873, Table II, method 10. The table gives p1 − p2; here base is p2, head p1.
  it.each([
    [48, 80, 56, 70, 0.0524, 0.3339],
    [3, 10, 9, 10, 0.1705, 0.809],
    [0, 29, 5, 56, -0.0381, 0.1926],
    [0, 20, 0, 10, -0.1611, 0.2775],
  ])('base %i/%i, head %i/%i → %f to %f', (c1, n1, c2, n2, low, high) => {
    const i = newcombe(c1, n1, c2, n2);
    close(i?.low, low);
    close(i?.high, high);
  });
});

describe('fisherExact (two-sided)', () => {
  it.each([
    // Fisher's tea-tasting table: R fisher.test(matrix(c(3,1,1,3), 2))$p.value = 0.4857
    [3, 1, 1, 3, 0.4857],
    // Wikipedia, "Fisher's exact test": dieting by sex, 1 9 / 11 3 → p = 0.002759
    [1, 9, 11, 3, 0.002759],
    // By hand: 3/3 vs 1/3 is (3 + 3) / C(6, 4) = 0.4; 10/10 vs 5/10 is 2 · 252 / C(20, 15) = 0.0325
    [3, 0, 1, 2, 0.4],
    [10, 0, 5, 5, 0.0325],
    // Identical sides: nothing is less likely than what was seen.
    [5, 5, 5, 5, 1],
    // Fisher (1935), The Design of Experiments §2: the lady picks all 4 of 8 cups right by chance
    // with probability 1/70; two-sided, the table and its mirror: 2/70. With 6 cups, 1/20 each.
    [4, 0, 0, 4, 2 / 70],
    [3, 0, 0, 3, 2 / 20],
    // One trial a side, one flip: p = 1.
    [1, 0, 0, 1, 1],
  ])('[[%i, %i], [%i, %i]] → p = %f', (a, b, c, d, p) => {
    close(fisherExact(a, b, c, d), p, 4);
  });
});

describe('trialsToDetect', () => {
  it('all against none: 4 trials a side (2/70 < 0.05), 3 do not (2/20)', () => {
    expect(trialsToDetect(1, 0, 0.05)).toBe(4);
    expect(trialsToDetect(0, 1, 0.05)).toBe(4);
    // At α = 0.01: 2/C(10, 5) = 2/252 ≈ 0.0079 < 0.01 at 5, 2/70 ≈ 0.029 at 4.
    expect(trialsToDetect(1, 0, 0.01)).toBe(5);
  });

  it('half against all: 10 a side, where 5/10 vs 10/10 gives p = 0.0325', () => {
    expect(trialsToDetect(0.5, 1, 0.05)).toBe(10);
    close(fisherExact(5, 5, 10, 0), 0.0325);
    // The dieting table of Wikipedia at its rates (0.1 vs 11/14) is found by n = 10 at the latest.
    const n = trialsToDetect(0.1, 11 / 14, 0.05)!;
    expect(n).toBeLessThanOrEqual(10);
    // It is the first n: one fewer is not significant.
    const at = (k: number) =>
      fisherExact(
        Math.round(0.1 * k),
        k - Math.round(0.1 * k),
        Math.round((11 / 14) * k),
        k - Math.round((11 / 14) * k),
      );
    expect(at(n)).toBeLessThan(0.05);
    expect(at(n - 1)).toBeGreaterThanOrEqual(0.05);
  });

  it('no change, no number; a change too small for the cap, null', () => {
    expect(trialsToDetect(0.5, 0.5, 0.05)).toBeNull();
    expect(trialsToDetect(0.5, 0.51, 0.05, 50)).toBeNull();
  });
});

/** Every k-subset of the n trials (c of which passed): how many hold ≥ 1 pass, how many all. */
function enumerate(c: number, n: number, k: number): { any: number; all: number; draws: number } {
  const out = { any: 0, all: 0, draws: 0 };
  const pick = (start: number, left: number, passes: number) => {
    if (left === 0) {
      out.draws++;
      if (passes > 0) out.any++;
      if (passes === k) out.all++;
      return;
    }
    for (let i = start; i <= n - left; i++) pick(i + 1, left - 1, passes + (i < c ? 1 : 0));
  };
  pick(0, k, 0);
  return out;
}

describe('pass@k and pass^k', () => {
  const cases: [number, number, number][] = [];
  for (let n = 1; n <= 6; n++)
    for (let c = 0; c <= n; c++) for (let k = 1; k <= n; k++) cases.push([c, n, k]);

  it.each(cases)('c=%i n=%i k=%i agrees with enumerating every draw of k trials', (c, n, k) => {
    const e = enumerate(c, n, k);
    close(passAtK(c, n, k) ?? NaN, e.any / e.draws, 10);
    close(passHatK(c, n, k) ?? NaN, e.all / e.draws, 10);
  });

  it('is undefined for k outside 1..n', () => {
    expect(passAtK(2, 3, 4)).toBeNull();
    expect(passHatK(2, 3, 0)).toBeNull();
  });
});
