// Trials: the runs of one scenario with one provider, as c passes of n scored runs, with pass@k,
// pass^k and a Wilson interval. Expected values are worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { trials } from '../../src/score/trials.js';
import { resultRow } from '../helpers.js';

const run = (status: ResultRow['status'], repetition: number, extra: Partial<ResultRow> = {}) =>
  resultRow({ scenario: 'a', provider: 'p', status, repetition, ...extra });

describe('trials', () => {
  it('counts c of n: the same statuses as accuracy leaves out are not scored, but are runs', () => {
    const [t] = trials([
      run('pass', 0),
      run('fail', 1),
      run('errored', 2),
      run('pass', 3),
      run('skipped', 4),
      run('inconclusive', 5),
      run('timeout', 6),
      run('known-failure', 7),
      run('setup-failed', 8),
    ]);
    // Scored: pass, fail, pass, inconclusive, timeout -> c = 2, n = 5; 9 runs in all.
    expect(t).toMatchObject({ scenario: 'a', provider: 'p', passes: 2, n: 5, runs: 9 });
  });

  it('gives pass@k and pass^k for k = 1..n, enumerated by hand for 2 passes of 4', () => {
    // Runs P1 P2 F1 F2. Pairs: {P1P2} {P1F1} {P1F2} {P2F1} {P2F2} {F1F2}: 5 of 6 hold a pass,
    // 1 of 6 is all passes. Triples: all 4 hold a pass, none is all passes. k = 1: 2/4.
    const [t] = trials([run('pass', 0), run('fail', 1), run('pass', 2), run('fail', 3)]);
    expect(t.passAtK).toEqual({
      '1': 0.5,
      '2': expect.closeTo(5 / 6, 12),
      '3': 1,
      '4': 1,
    });
    expect(t.passHatK).toEqual({ '1': 0.5, '2': expect.closeTo(1 / 6, 12), '3': 0, '4': 0 });
  });

  it('estimates from the scored runs only: 1 pass of 3 scored among 4 runs', () => {
    // Scored P F F (the errored run is left out). Pairs {PF} {PF} {FF}: pass@2 = 2/3, pass^2 = 0.
    const [t] = trials([run('fail', 0), run('errored', 1), run('pass', 2), run('fail', 3)]);
    expect(t).toMatchObject({ passes: 1, n: 3, runs: 4 });
    expect(t.passAtK).toEqual({
      '1': expect.closeTo(1 / 3, 12),
      '2': expect.closeTo(2 / 3, 12),
      '3': 1,
    });
    expect(t.passHatK).toEqual({ '1': expect.closeTo(1 / 3, 12), '2': 0, '3': 0 });
    // Wilson 95% for 1 of 3: p = 1/3, z = 1.959964: centre 0.973576, spread 0.833345,
    // denominator 2.280486 -> 0.061492 and 0.792340.
    expect(t.interval?.low).toBeCloseTo(0.0615, 4);
    expect(t.interval?.high).toBeCloseTo(0.7923, 4);
  });

  it('has no estimates and no interval when no run was scored', () => {
    const [t] = trials([run('skipped', 0), run('errored', 1)]);
    expect(t).toMatchObject({ passes: 0, n: 0, runs: 2, interval: null });
    expect(t).not.toHaveProperty('passAtK');
    expect(t).not.toHaveProperty('passHatK');
  });

  it('groups per scenario and provider, in the order rows come, and names the scenario', () => {
    const rows = [
      resultRow({ scenario: 'x', provider: 'p', file: 'c.yaml', line: 3, repetition: 0 }),
      resultRow({ scenario: 'x', provider: 'p', file: 'c.yaml', line: 3, repetition: 1 }),
      resultRow({ scenario: 'y', provider: 'p', status: 'fail', category: 'safety' }),
      resultRow({ scenario: 'x', provider: 'q', model: 'mq', status: 'fail', definition: 'd1' }),
    ];
    const ts = trials(rows);
    expect(ts.map((t) => [t.scenario, t.provider, t.passes, t.n])).toEqual([
      ['x', 'p', 2, 2],
      ['y', 'p', 0, 1],
      ['x', 'q', 0, 1],
    ]);
    expect(ts[0]).toMatchObject({ file: 'c.yaml', line: 3, model: 'm', tier: 'args' });
    expect(ts[0]).not.toHaveProperty('category');
    expect(ts[1].category).toBe('safety');
    expect(ts[2]).toMatchObject({ model: 'mq', definition: 'd1' });
    // 2 of 2: pass@1 = pass^1 = 1, pass^2 = C(2,2)/C(2,2) = 1; Wilson's lower bound for 2/2 is
    // 1 / (1 + z²/2) = 1 / 2.920729 = 0.3424.
    expect(ts[0].passHatK).toEqual({ '1': 1, '2': 1 });
    expect(ts[0].interval).toEqual({ low: expect.closeTo(0.3424, 4), high: 1 });
  });

  it('keeps one id in two tiers apart (a tiered corpus may hold both)', () => {
    const ts = trials([
      resultRow({ scenario: 'x', tier: 'selection' }),
      resultRow({ scenario: 'x', tier: 'args', status: 'fail' }),
    ]);
    expect(ts.map((t) => [t.tier, t.passes, t.n])).toEqual([
      ['selection', 1, 1],
      ['args', 0, 1],
    ]);
  });
});
