import { describe, expect, it } from 'vitest';
import { matchArgs, matchValue } from '../../src/match/args.js';
import { exampleOf } from '../../src/match/example.js';

describe('argument matching', () => {
  it('is a subset match: extra actual args are fine, missing or different ones are not', () => {
    expect(matchArgs({ id: 'c1' }, { id: 'c1', verbose: true })).toEqual([]);
    expect(matchArgs({ id: 'c1' }, { id: 'c2' })).toEqual([
      { key: 'id', expected: 'c1', actual: 'c2' },
    ]);
    expect(matchArgs({ id: 'c1' }, {})).toEqual([{ key: 'id', expected: 'c1', actual: undefined }]);
  });

  it('recurses into nested objects and names the nested key', () => {
    expect(matchArgs({ filter: { region: 'eu' } }, { filter: { region: 'us', x: 1 } })).toEqual([
      { key: 'filter.region', expected: 'eu', actual: 'us' },
    ]);
  });

  it('names the path of a mismatch inside a list: entities[0].observations', () => {
    const want = { entities: [{ name: 'Ada', observations: ['likes tea'] }] };
    expect(
      matchArgs(want, { entities: [{ name: 'Ada', observations: ['likes coffee'], kind: 'p' }] }),
    ).toEqual([
      { key: 'entities[0].observations[0]', expected: 'likes tea', actual: 'likes coffee' },
    ]);
    // A list of another length is shown whole, where it is.
    expect(matchArgs(want, { entities: [{ name: 'Ada', observations: [] }] })).toEqual([
      { key: 'entities[0].observations', expected: ['likes tea'], actual: [] },
    ]);
    expect(matchArgs(want, { entities: [] })).toEqual([
      { key: 'entities', expected: want.entities, actual: [] },
    ]);
    expect(matchArgs(want, { entities: [{ name: 'Ada', observations: ['likes tea'] }] })).toEqual(
      [],
    );
  });

  it('compares types strictly: 3 is not "3"', () => {
    expect(matchValue(3, '3')).toBe(false);
    expect(matchValue([1, 2], [1, 2])).toBe(true);
    expect(matchValue([1, 2], [1, 2, 3])).toBe(false);
  });

  it('supports every matcher of the design', () => {
    expect(matchValue({ $any: true }, 'x')).toBe(true);
    expect(matchValue({ $any: true }, undefined)).toBe(false);
    expect(matchValue({ $eq: { a: 1 } }, { a: 1 })).toBe(true);
    expect(matchValue({ $eq: { a: 1 } }, { a: 1, b: 2 })).toBe(false);
    expect(matchValue({ $absent: true }, undefined)).toBe(true);
    expect(matchValue({ $absent: true }, false)).toBe(false);
    expect(matchValue({ $nonEmpty: true }, '  ')).toBe(false);
    expect(matchValue({ $nonEmpty: true }, 'SELECT 1')).toBe(true);
    expect(matchValue({ $oneOf: ['a', 'b'] }, 'b')).toBe(true);
    expect(matchValue({ $oneOf: ['a', 'b'] }, 'c')).toBe(false);
    expect(matchValue({ $regex: '^prod-\\d+$' }, 'prod-12')).toBe(true);
    expect(matchValue({ $regex: '^prod-\\d+$' }, 'prod-x')).toBe(false);
    expect(matchValue({ $contains: 'ORDERS' }, 'select * from orders')).toBe(true);
    expect(matchValue({ $contains: 'b' }, ['a', 'b'])).toBe(true);
    expect(matchValue({ $approx: 3.0, $tol: 0.01 }, 3.005)).toBe(true);
    expect(matchValue({ $approx: 3.0, $tol: 0.01 }, 3.02)).toBe(false);
  });

  it('builds example values that satisfy the matchers (what replay sends)', () => {
    const want = {
      id: { $regex: '^analytics' },
      region: { $oneOf: ['eu-west-1', 'us-east-1'] },
      nodes: { $approx: 3, $tol: 0.1 },
      confirm: { $absent: true },
      q: { $contains: 'restart' },
    };
    const example = exampleOf(want) as Record<string, never>;
    expect(example).not.toHaveProperty('confirm');
    expect(matchArgs(want, example)).toEqual([]);
  });
});
