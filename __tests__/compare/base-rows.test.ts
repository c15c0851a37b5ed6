// The comparison carries the base side's rows of the pairs that changed (regressed, fixed,
// changed-few), for report.html to show beside head's: no others, at most BASE_ROWS.perPair a
// pair (the first trials) and BASE_ROWS.total in all, regressed pairs first.
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import { BASE_ROWS } from '../../src/model/comparison.js';
import { report, trials } from './builders.js';

describe('base rows in the comparison', () => {
  it('are carried for regressed, fixed and changed-few pairs only, in trial order', () => {
    const base = report([
      ...trials('worse', 3, 3).reverse(),
      ...trials('better', 0, 3),
      ...trials('once', 1, 1),
      ...trials('wobbly', 1, 3),
      ...trials('steady', 3, 3),
      ...trials('gone', 3, 3),
    ]);
    const head = report([
      ...trials('worse', 0, 3),
      ...trials('better', 3, 3),
      ...trials('once', 0, 1),
      ...trials('wobbly', 2, 3),
      ...trials('steady', 3, 3),
      ...trials('added', 3, 3),
    ]);
    const cmp = compareReports(base, head, 'base');
    const carried = Object.fromEntries(
      cmp.scenarios.map((s) => [
        `${s.scenario} ${s.class}`,
        s.baseRows?.map((r) => [r.repetition, r.status]),
      ]),
    );
    expect(carried).toEqual({
      'worse regressed': [
        [0, 'pass'],
        [1, 'pass'],
        [2, 'pass'],
      ],
      'better fixed': [
        [0, 'fail'],
        [1, 'fail'],
        [2, 'fail'],
      ],
      'once changed-few': [[0, 'pass']],
      'wobbly flaky': undefined,
      'steady unchanged': undefined,
      'gone removed': undefined,
      'added new': undefined,
    });
    expect(cmp.scenarios.some((s) => s.baseRowsLeftOut)).toBe(false);
  });

  it('are bounded a pair and in all, regressed pairs first, and say how many were left out', () => {
    const many = BASE_ROWS.perPair + 5;
    // Enough regressed pairs of `many` trials to pass the total, and one fixed pair after them.
    const pairs = Math.ceil(BASE_ROWS.total / BASE_ROWS.perPair) + 1;
    const ids = Array.from({ length: pairs }, (_, i) => `r${String(i).padStart(3, '0')}`);
    const base = report([...ids.flatMap((id) => trials(id, many, many)), ...trials('a-fix', 0, 3)]);
    const head = report([...ids.flatMap((id) => trials(id, 0, many)), ...trials('a-fix', 3, 3)]);
    const cmp = compareReports(base, head, 'base');
    const regressed = cmp.scenarios.filter((s) => s.class === 'regressed');
    expect(regressed).toHaveLength(pairs);
    expect(regressed[0].baseRows?.map((r) => r.repetition)).toEqual(
      Array.from({ length: BASE_ROWS.perPair }, (_, i) => i),
    );
    expect(regressed[0].baseRowsLeftOut).toBe(5);
    const carried = cmp.scenarios.reduce((n, s) => n + (s.baseRows?.length ?? 0), 0);
    expect(carried).toBe(BASE_ROWS.total);
    // Past the total: none carried, all said to be left out; the fixed pair comes after.
    expect(regressed.at(-1)?.baseRows).toBeUndefined();
    expect(regressed.at(-1)?.baseRowsLeftOut).toBe(many);
    const fixed = cmp.scenarios.find((s) => s.class === 'fixed');
    expect(fixed?.baseRows).toBeUndefined();
    expect(fixed?.baseRowsLeftOut).toBe(3);
  });
});
