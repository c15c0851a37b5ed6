// Paired statistics checked against published figures, never against this code's own output.
// A table is written as the papers write it, (a, b, c, d): a both succeed, b first succeeds and
// second fails, c first fails and second succeeds, d both fail. Here the first is base and the
// second head, so b pairs were lost and c gained, and our difference (head − base) is the
// papers' θ = p1 − p2 with its sign turned: their interval (L, U) is ours (−U, −L).
import { describe, expect, it } from 'vitest';
import { mcnemarExact, newcombePaired, pairsToDetect } from '../../src/compare/paired.js';

const table = (a: number, b: number, c: number, d: number) => ({
  n: a + b + c + d,
  both: a,
  lost: b,
  gained: c,
});

describe('newcombePaired (method 10, head − base)', () => {
  it.each([
    // Newcombe RG (1998), Improved confidence intervals for the difference between binomial
    // proportions based on paired data, Stat Med 17:2635–2650, Table II, method 10 — the four
    // examples as reproduced in the tests of the R package propint (ci.two.dep.props,
    // "produces the results reported in Newcombe1998").
    [36, 12, 2, 0, 0.0569, 0.3404],
    [18, 12, 2, 18, 0.0562, 0.329],
    [53, 0, 0, 1, -0.0729, 0.0729],
    [0, 30, 0, 0, 0.8395, 1.0],
    // Fagerland, Lydersen & Laake (2014), Recommended tests and confidence intervals for paired
    // binomial proportions, Stat Med 33:2850, airway hyper-responsiveness before and after stem
    // cell transplantation (Bentur et al. 2009): Newcombe's method 10, −0.507 to −0.026 (as the
    // R package ratesci checks it, pairbinci MOVER_newc with Wilson).
    [1, 1, 7, 12, -0.507, -0.026],
    // Fagerland, Lydersen & Laake (2017), Statistical Analysis of Contingency Tables, ch. 8:
    // complete response before and after consolidation therapy (Cavo et al. 2012), the Newcombe
    // square-and-add interval −0.1186 to −0.0046 (R package contingencytables, test-ch8).
    [59, 6, 16, 80, -0.1186, -0.0046],
  ])('(%i, %i, %i, %i) → θ in %f to %f', (a, b, c, d, low, high) => {
    const i = newcombePaired(table(a, b, c, d));
    // Their θ is ours with the sign turned; to the digits they publish (3 for Fagerland 2014).
    const digits = a === 1 && b === 1 ? 3 : 4;
    expect(-(i?.high ?? NaN)).toBeCloseTo(low, digits);
    expect(-(i?.low ?? NaN)).toBeCloseTo(high, digits);
  });

  it('no pairs: no interval', () => {
    expect(newcombePaired({ n: 0, both: 0, lost: 0, gained: 0 })).toBeNull();
  });

  it('the same pairs the other way round give the interval mirrored', () => {
    const forward = newcombePaired(table(36, 12, 2, 0));
    const backward = newcombePaired(table(36, 2, 12, 0));
    expect(backward?.low).toBeCloseTo(-(forward?.high ?? NaN), 12);
    expect(backward?.high).toBeCloseTo(-(forward?.low ?? NaN), 12);
  });
});

describe('mcnemarExact (two-sided, on the discordant pairs)', () => {
  it.each([
    // Fagerland, Lydersen & Laake (2017), ch. 8, Cavo et al. (2012): 6 and 16 discordant pairs,
    // "The McNemar exact conditional test: P = 0.052479" (contingencytables, test-ch8).
    [6, 16, 0.052479],
    // Fagerland, Lydersen & Laake (2013), The McNemar test for binary matched-pairs data, BMC Med
    // Res Methodol 13:91, supplementary materials: exact p = 2 · binomcdf(n12, n, 0.5) on Bentur
    // et al.'s 1 and 7 discordant pairs, 2 · 9/256 = 0.0703.
    [1, 7, 0.0703125],
    // Every discordant pair one way: 2 · 0.5^m — 5 pairs 0.0625, 6 pairs 0.03125.
    [5, 0, 0.0625],
    [0, 6, 0.03125],
    // As many each way: nothing is less likely than what was seen.
    [4, 4, 1],
    [0, 0, 1],
  ])('%i lost, %i gained → p = %f', (lost, gained, p) => {
    expect(mcnemarExact(lost, gained)).toBeCloseTo(p, 6);
  });
});

describe('pairsToDetect', () => {
  it('6 one-way pairs at α = 0.05 (2/64), 8 at α = 0.01 (2/256; 7 give 2/128 = 0.0156)', () => {
    expect(pairsToDetect(0.05)).toBe(6);
    expect(pairsToDetect(0.01)).toBe(8);
    expect(pairsToDetect(1e-300, 10)).toBeNull();
  });
});
