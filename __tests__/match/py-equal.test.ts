// Python's `==` on JSON values: what a tiered corpus's own scorer uses to compare arguments.
import { describe, expect, it } from 'vitest';
import { pyEqual } from '../../src/match/py-equal.js';
import { matchArgs, matchValue, matcherProblems } from '../../src/match/args.js';
import type { Json } from '../../src/model/json.js';

// [a, b, Python's a == b], each checked both ways round.
const TABLE: [Json, Json, boolean][] = [
  [true, 1, true],
  [true, 1.0, true],
  [1, 1.0, true],
  [5, 5.0, true],
  [false, 0, true],
  [0, -0.0, true],
  [false, -0.0, true],
  [true, 2, false],
  [false, null, false],
  [0, null, false],
  ['5', 5, false],
  ['true', true, false],
  ['', null, false],
  ['Dana', 'dana', false],
  ['dana', 'dana', true],
  [null, null, true],
  [{}, null, false],
  [[], {}, false],
  [[], null, false],
  [[1, 2], [1, 2], true],
  [[1, 2], [2, 1], false],
  [[1, 2], [1, 2, 3], false],
  [[true, 0], [1, false], true],
  [{ a: 1, b: [true] }, { b: [1.0], a: true }, true],
  [{ a: 1 }, { a: 1, b: 2 }, false],
  [{ a: 1, b: 2 }, { a: 1 }, false],
  [{ a: null }, {}, false],
  [{ a: { b: 'x' } }, { a: { b: 'X' } }, false],
  [{ n: [{ x: 0 }] }, { n: [{ x: false }] }, true],
  ['1', '1.0', false],
];

describe('pyEqual', () => {
  it.each(TABLE)('%j == %j is %s', (a, b, eq) => {
    expect(pyEqual(a, b)).toBe(eq);
    expect(pyEqual(b, a)).toBe(eq);
  });
});

describe('the $pyEq matcher (what the tiered loader emits)', () => {
  it.each([
    // An absent key reads as null: only an expected null matches it.
    [null, undefined, true],
    [false, undefined, false],
    [true, 1, true],
    [{ a: 1 }, { a: 1.0 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    ['5', 5, false],
  ] as [Json, Json | undefined, boolean][])('{$pyEq: %j} against %j is %s', (want, got, ok) => {
    expect(matchValue({ $pyEq: want }, got)).toBe(ok);
  });

  it('in an args subset: extra keys allowed, a missing key is null, nested values whole', () => {
    const want = { n: { $pyEq: 1 }, none: { $pyEq: null }, f: { $pyEq: { a: [1] } } };
    expect(matchArgs(want, { n: true, f: { a: [1.0] }, extra: 'x' })).toEqual([]);
    expect(matchArgs(want, { n: 1, none: 0, f: { a: [1], b: 1 } }).map((m) => m.key)).toEqual([
      'none',
      'f',
    ]);
  });

  it('is a known matcher, taking any value (its $-keys are data, not matchers)', () => {
    expect(matcherProblems({ x: { $pyEq: { $gt: 1 } } })).toEqual([]);
    expect(matchValue({ $pyEq: { $gt: 1 } }, { $gt: 1.0 })).toBe(true);
  });
});
