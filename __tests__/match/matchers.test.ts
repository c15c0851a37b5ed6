// What each argument matcher accepts and rejects, and how plain values, nested objects and
// arrays are compared (the semantics a corpus author relies on).
import { describe, expect, it } from 'vitest';
import { matchArgs, matchValue } from '../../src/match/args.js';

describe('plain values', () => {
  it('are equal by type and value, and nothing matches a missing value', () => {
    expect(matchValue('c1', 'c1')).toBe(true);
    expect(matchValue(null, null)).toBe(true);
    expect(matchValue(null, undefined)).toBe(false);
    expect(matchValue(false, undefined)).toBe(false);
    expect(matchValue(0, false)).toBe(false);
  });

  it('compare arrays by position and length, elements as subsets', () => {
    expect(matchValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(matchValue([1, 2], [1, 3])).toBe(false);
    expect(matchValue([{ id: 1 }], [{ id: 1, extra: true }])).toBe(true);
    expect(matchValue([], [])).toBe(true);
    // A string is not a one-element list, nor an object with index keys a list.
    expect(matchValue(['a'], 'a')).toBe(false);
    expect(matchValue({ 0: 'a' }, ['a'])).toBe(false);
  });

  it('compare objects as subsets; an empty object matches any object', () => {
    expect(matchValue({ a: 1 }, { a: 1, b: 2 })).toBe(true);
    expect(matchValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(matchValue({ a: 1 }, null)).toBe(false);
    expect(matchValue({ a: 1 }, 'a')).toBe(false);
    expect(matchValue({}, { anything: 1 })).toBe(true);
    expect(matchValue({}, 'x')).toBe(false);
  });

  it('treat an object mixing $-keys and fields as plain fields, not as a matcher', () => {
    expect(matchValue({ $ref: 'r', id: 1 }, { $ref: 'r', id: 1 })).toBe(true);
    expect(matchValue({ $ref: 'r', id: 1 }, { $ref: 'r', id: 2 })).toBe(false);
  });
});

describe('matchArgs', () => {
  it('names the nested key that differs, or the field itself when its type differs', () => {
    expect(matchArgs({ filter: { region: 'eu' } }, { filter: 'eu' })).toEqual([
      { key: 'filter', expected: { region: 'eu' }, actual: 'eu' },
    ]);
    expect(matchArgs({ filter: { region: 'eu' } }, { filter: null })).toEqual([
      { key: 'filter', expected: { region: 'eu' }, actual: null },
    ]);
    expect(matchArgs({ filter: { a: 1 } }, { filter: [1] })).toEqual([
      { key: 'filter', expected: { a: 1 }, actual: [1] },
    ]);
    expect(matchArgs({ id: 'c1' }, { id: { x: 1 } })).toEqual([
      { key: 'id', expected: 'c1', actual: { x: 1 } },
    ]);
  });

  it('goes down several levels and reports every mismatch', () => {
    expect(
      matchArgs({ a: { b: { c: 1 } }, d: 'x', e: 'y' }, { a: { b: { c: 2 } }, d: 'x', e: 'z' }),
    ).toEqual([
      { key: 'a.b.c', expected: 1, actual: 2 },
      { key: 'e', expected: 'y', actual: 'z' },
    ]);
  });

  it('applies a matcher to a nested object instead of descending into it', () => {
    expect(matchArgs({ filter: { $any: true } }, { filter: { x: 1 } })).toEqual([]);
    expect(matchArgs({ filter: { $nonEmpty: true } }, { filter: {} })).toEqual([
      { key: 'filter', expected: { $nonEmpty: true }, actual: {} },
    ]);
    expect(matchArgs({}, { anything: 1 })).toEqual([]);
  });
});

describe('matchers', () => {
  it('$any: present, even as null', () => {
    expect(matchValue({ $any: true }, null)).toBe(true);
    expect(matchValue({ $any: true }, 0)).toBe(true);
    expect(matchValue({ $any: true }, undefined)).toBe(false);
  });

  it('$eq: equal as a whole (no subset), arrays and null included', () => {
    expect(matchValue({ $eq: [1, 2] }, [1, 2])).toBe(true);
    expect(matchValue({ $eq: [1, 2] }, [1, 2, 3])).toBe(false);
    expect(matchValue({ $eq: null }, null)).toBe(true);
    expect(matchValue({ $eq: null }, undefined)).toBe(false);
    expect(matchValue({ $eq: 'x' }, 'x')).toBe(true);
    expect(matchValue({ $eq: 3 }, '3')).toBe(false);
  });

  it('$absent: only a missing key; null is present', () => {
    expect(matchValue({ $absent: true }, null)).toBe(false);
    expect(matchValue({ $absent: true }, '')).toBe(false);
    expect(matchArgs({ confirm: { $absent: true } }, {})).toEqual([]);
    expect(matchArgs({ confirm: { $absent: true } }, { confirm: true })).toEqual([
      { key: 'confirm', expected: { $absent: true }, actual: true },
    ]);
  });

  it('$nonEmpty: blank strings, empty lists and objects, null and missing fail; others pass', () => {
    expect(matchValue({ $nonEmpty: true }, undefined)).toBe(false);
    expect(matchValue({ $nonEmpty: true }, null)).toBe(false);
    expect(matchValue({ $nonEmpty: true }, '')).toBe(false);
    expect(matchValue({ $nonEmpty: true }, ' \n\t')).toBe(false);
    expect(matchValue({ $nonEmpty: true }, ' x ')).toBe(true);
    expect(matchValue({ $nonEmpty: true }, [])).toBe(false);
    expect(matchValue({ $nonEmpty: true }, [0])).toBe(true);
    expect(matchValue({ $nonEmpty: true }, {})).toBe(false);
    expect(matchValue({ $nonEmpty: true }, { a: null })).toBe(true);
    expect(matchValue({ $nonEmpty: true }, 0)).toBe(true);
    expect(matchValue({ $nonEmpty: true }, false)).toBe(true);
  });

  it('$oneOf: any alternative, alternatives may be matchers; a missing value never', () => {
    expect(matchValue({ $oneOf: [{ $regex: '^eu-' }, 'global'] }, 'eu-west-1')).toBe(true);
    expect(matchValue({ $oneOf: [{ $regex: '^eu-' }, 'global'] }, 'global')).toBe(true);
    expect(matchValue({ $oneOf: [{ $regex: '^eu-' }, 'global'] }, 'us-east-1')).toBe(false);
    expect(matchValue({ $oneOf: [{ $absent: true }, 'x'] }, undefined)).toBe(false);
    expect(matchValue({ $oneOf: [] }, 'x')).toBe(false);
    // Not a list (the validator reports it): matches nothing rather than crashing.
    expect(matchValue({ $oneOf: 'b' }, 'b')).toBe(false);
  });

  it('$regex: unanchored, case-sensitive, on strings, numbers and booleans as text', () => {
    expect(matchValue({ $regex: 'prod' }, 'my-prod-1')).toBe(true);
    expect(matchValue({ $regex: 'PROD' }, 'prod')).toBe(false);
    expect(matchValue({ $regex: '^\\d+$' }, 42)).toBe(true);
    expect(matchValue({ $regex: '^true$' }, true)).toBe(true);
    expect(matchValue({ $regex: '.*' }, undefined)).toBe(false);
  });

  it('$regex: JavaScript flags from $flags', () => {
    expect(matchValue({ $regex: '^PROD$', $flags: 'i' }, 'prod')).toBe(true);
    expect(matchValue({ $regex: '^b$', $flags: 'm' }, 'a\nb')).toBe(true);
    expect(matchValue({ $regex: '^b$' }, 'a\nb')).toBe(false);
    expect(matchValue({ $regex: '^a.b$', $flags: 's' }, 'a\nb')).toBe(true);
    expect(matchValue({ $regex: '^\\p{Lu}$', $flags: 'u' }, 'É')).toBe(true);
    // Sticky: from the start only, every time (a fresh RegExp per match).
    expect(matchValue({ $regex: 'b', $flags: 'y' }, 'ab')).toBe(false);
    expect(matchValue({ $regex: 'a', $flags: 'gy' }, 'ab')).toBe(true);
  });

  it('$regex: never matches objects, lists or null', () => {
    expect(matchValue({ $regex: 'object' }, { a: 1 })).toBe(false);
    expect(matchValue({ $regex: 'a' }, ['a'])).toBe(false);
    expect(matchValue({ $regex: 'null' }, null)).toBe(false);
  });

  it('$contains: a case-insensitive substring of a string', () => {
    expect(matchValue({ $contains: 'orders' }, 'SELECT * FROM ORDERS')).toBe(true);
    expect(matchValue({ $contains: 'ORDERS' }, 'select * from orders')).toBe(true);
    expect(matchValue({ $contains: 'users' }, 'select * from orders')).toBe(false);
    expect(matchValue({ $contains: '42' }, 1420)).toBe(true);
    expect(matchValue({ $contains: 'x' }, undefined)).toBe(false);
  });

  it('$contains: on a list, an element that matches (exactly, or as a subset/matcher)', () => {
    expect(matchValue({ $contains: 'b' }, ['a', 'b'])).toBe(true);
    expect(matchValue({ $contains: 'ab' }, ['abc'])).toBe(false);
    expect(matchValue({ $contains: 'B' }, ['a', 'b'])).toBe(false);
    expect(matchValue({ $contains: 'a,b' }, ['a', 'b'])).toBe(false);
    expect(matchValue({ $contains: { id: 'c1' } }, [{ id: 'c2' }, { id: 'c1', x: 1 }])).toBe(true);
    expect(matchValue({ $contains: 'a' }, [])).toBe(false);
  });

  it('$approx: within $tol inclusive, on both sides; numeric strings count', () => {
    const m = { $approx: 3, $tol: 0.5 };
    expect(matchValue(m, 3.5)).toBe(true);
    expect(matchValue(m, 2.5)).toBe(true);
    expect(matchValue(m, 3.625)).toBe(false);
    expect(matchValue(m, 2.375)).toBe(false);
    expect(matchValue(m, '3.25')).toBe(true);
    expect(matchValue(m, 'three')).toBe(false);
    expect(matchValue(m, undefined)).toBe(false);
  });

  it('$approx without $tol: equal up to floating-point noise', () => {
    expect(matchValue({ $approx: 3 }, 3)).toBe(true);
    expect(matchValue({ $approx: 0.3 }, 0.1 + 0.2)).toBe(true);
    expect(matchValue({ $approx: 0.3 }, 0.3001)).toBe(false);
  });

  it('an unknown matcher matches nothing', () => {
    expect(matchValue({ $foo: 1 }, 'x')).toBe(false);
    expect(matchValue({ $foo: 1 }, 1)).toBe(false);
  });
});
