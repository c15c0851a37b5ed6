// $unordered (a list equal as a multiset) and $subset (a list holding these items, counted):
// what they accept and reject, how they are validated, and what the replay sends for them.
import { describe, expect, it } from 'vitest';
import { matchArgs, matcherProblems, matchValue } from '../../src/match/args.js';
import { exampleArgs, exampleOf } from '../../src/match/example.js';
import type { Json } from '../../src/model/json.js';

describe('$unordered', () => {
  it.each<[Json, Json]>([
    [
      ['a', 'b', 'c'],
      ['c', 'a', 'b'],
    ],
    [
      ['a', 'a', 'b'],
      ['a', 'b', 'a'],
    ],
    [[], []],
    [
      [1, 'a', null, true],
      [true, null, 'a', 1],
    ],
    // Items compare as nested expected values: an object is a subset, a list goes by position.
    [
      [{ id: 'c1' }, { id: 'c2' }],
      [
        { id: 'c2', name: 'b' },
        { id: 'c1', name: 'a' },
      ],
    ],
    [
      [[1, 2], [3]],
      [[3], [1, 2]],
    ],
    // Items may be matchers.
    [
      [{ $regex: '^prod-' }, 'dev'],
      ['dev', 'prod-1'],
    ],
    // A matcher that also fits a literal's item must not take it: the literal gets its own.
    [
      [{ $any: true }, 'a'],
      ['a', 'b'],
    ],
    [
      [{ $regex: 'a' }, { $regex: 'ab' }],
      ['ab', 'a'],
    ],
  ])('%j matches %j', (want, got) => {
    expect(matchValue({ $unordered: want }, got)).toBe(true);
  });

  it.each<[Json, Json | undefined]>([
    // Multiset counts: each item once, no more, no fewer.
    [
      ['a', 'a', 'b'],
      ['a', 'b', 'b'],
    ],
    [
      ['a', 'b'],
      ['a', 'b', 'b'],
    ],
    [['a', 'a'], ['a']],
    [
      ['a', 'b'],
      ['a', 'c'],
    ],
    [[1], ['1']],
    [
      [{ id: 'c1' }, { id: 'c1' }],
      [{ id: 'c1' }, { id: 'c2' }],
    ],
    [[[1, 2]], [[2, 1]]],
    [
      [{ $regex: '^prod-' }, 'dev'],
      ['dev', 'staging'],
    ],
    [[], ['a']],
    // Not a list.
    [['a'], 'a'],
    [['a'], { 0: 'a' }],
    [[], null],
    [[], undefined],
  ])('%j does not match %j', (want, got) => {
    expect(matchValue({ $unordered: want }, got)).toBe(false);
  });

  it('matches nothing when its operand is not a list', () => {
    expect(matchValue({ $unordered: 'a' }, ['a'])).toBe(false);
    expect(matchValue({ $unordered: {} }, [])).toBe(false);
  });

  it('names the argument in a mismatch, nested or not', () => {
    expect(
      matchArgs(
        { tags: { $unordered: ['a', 'b'] }, f: { ids: { $unordered: [1] } } },
        { tags: ['b', 'a'], f: { ids: [2] } },
      ),
    ).toEqual([{ key: 'f.ids', expected: { $unordered: [1] }, actual: [2] }]);
  });
});

describe('$subset', () => {
  it.each<[Json, Json]>([
    [['a'], ['b', 'a', 'c']],
    [
      ['a', 'a'],
      ['a', 'b', 'a'],
    ],
    [[], []],
    [[], ['x']],
    [[{ id: 'c1' }], [{ id: 'c2' }, { id: 'c1', name: 'a' }]],
    [
      [{ $approx: 2, $tol: 0.1 }, 2],
      [2, 2.05],
    ],
    [
      [{ $any: true }, 'a'],
      ['a', 'b'],
    ],
  ])('%j matches %j', (want, got) => {
    expect(matchValue({ $subset: want }, got)).toBe(true);
  });

  it.each<[Json, Json | undefined]>([
    // Two equal items need two in the list.
    [
      ['a', 'a'],
      ['a', 'b'],
    ],
    [['a'], []],
    [
      ['a', 'c'],
      ['a', 'b'],
    ],
    [
      [{ id: 'c1' }, { id: 'c1' }],
      [{ id: 'c1' }, { id: 'c2' }],
    ],
    [
      [{ $regex: '^p' }, { $regex: '^p' }],
      ['prod', 'dev'],
    ],
    [[2], ['2']],
    [['a'], 'a'],
    [['a'], 'abc'],
    [[], {}],
    [[], undefined],
  ])('%j does not match %j', (want, got) => {
    expect(matchValue({ $subset: want }, got)).toBe(false);
  });

  it('matches nothing when its operand is not a list', () => {
    expect(matchValue({ $subset: 'a' }, ['a'])).toBe(false);
  });
});

describe('matcherProblems for $unordered and $subset', () => {
  it('takes a list, and reports another operand at its path', () => {
    expect(matcherProblems({ $unordered: ['a', { id: 1 }] })).toEqual([]);
    expect(matcherProblems({ $subset: [] })).toEqual([]);
    expect(matcherProblems({ args: { tags: { $unordered: 'a' } } })).toEqual([
      { path: ['args', 'tags'], message: '$unordered takes a list' },
    ]);
    expect(matcherProblems([{ $subset: { a: 1 } }])).toEqual([
      { path: [0], message: '$subset takes a list' },
    ]);
  });

  it('checks the matchers among the items, under the item path', () => {
    expect(matcherProblems({ tags: { $unordered: ['a', { $regex: '(' }] } })).toEqual([
      {
        path: ['tags', '$unordered', 1],
        message: expect.stringMatching(/^\$regex does not compile/),
      },
    ]);
    expect(matcherProblems({ $subset: [{ x: { $foo: 1 } }] })).toEqual([
      { path: ['$subset', 0, 'x'], message: expect.stringMatching(/^unknown matcher \$foo/) },
    ]);
    expect(matcherProblems({ $oneOf: [{ $approx: 'x' }] })).toEqual([
      { path: ['$oneOf', 0], message: '$approx takes a number' },
    ]);
  });
});

const tool = (x: unknown) => ({ type: 'object', properties: { x }, required: ['x'] });

describe('what the replay sends for $unordered and $subset', () => {
  const cases: [string, Json, unknown][] = [
    ['$unordered without a schema', { $unordered: ['b', 'a', 'a'] }, undefined],
    ['$subset without a schema', { $subset: ['a', 'a'] }, undefined],
    ['$unordered of strings', { $unordered: ['b', 'a'] }, { type: 'array', items: {} }],
    [
      '$unordered of matchers typed by items',
      { $unordered: [{ $regex: '^\\d{2}$' }, { $approx: 3.2, $tol: 0.5 }] },
      { type: 'array', items: { type: 'integer' } },
    ],
    [
      '$subset of objects completed by the item schema',
      { $subset: [{ id: 'c1' }] },
      {
        type: 'array',
        items: { type: 'object', properties: { id: {}, n: { type: 'number' } }, required: ['n'] },
      },
    ],
    [
      '$subset padded to minItems',
      { $subset: [{ $regex: '^eu' }] },
      { type: 'array', items: { type: 'string', enum: ['us', 'eu'] }, minItems: 3 },
    ],
    [
      '$unordered by prefixItems',
      { $unordered: [{ $any: true }, { $any: true }] },
      { type: 'array', prefixItems: [{ type: 'boolean' }, { type: 'number' }] },
    ],
  ];
  it.each(cases)('%s: a value that matches and fits', (_, want, schema) => {
    const { args, problems } = exampleArgs({ x: want }, schema ? tool(schema) : undefined);
    expect(problems).toEqual([]);
    expect(Array.isArray(args.x)).toBe(true);
    expect(matchValue(want, args.x)).toBe(true);
  });

  it('sends the list as written, typed and completed item by item', () => {
    expect(exampleOf({ $unordered: ['b', 'a'] })).toEqual(['b', 'a']);
    expect(
      exampleOf(
        { $unordered: [{ $approx: 3.2, $tol: 0.5 }, { $regex: '^7$' }] },
        { type: 'array', items: { type: 'integer' } },
      ),
    ).toEqual([3, 7]);
    expect(
      exampleOf(
        { $subset: [{ id: 'c1' }] },
        {
          type: 'array',
          items: { type: 'object', properties: { id: {}, n: {} }, required: ['n'] },
          minItems: 2,
        },
      ),
    ).toEqual([{ id: 'c1', n: 'example' }, { n: 'example' }]);
  });

  it('reports a list matcher on an argument that is not an array, or too short a list', () => {
    expect(exampleArgs({ x: { $unordered: ['a'] } }, tool({ type: 'string' })).problems).toEqual([
      {
        path: ['x'],
        message: `{"$unordered":["a"]} matches no string, the type the tool's inputSchema gives this argument`,
      },
    ]);
    // $unordered fixes the length: it cannot reach minItems.
    expect(
      exampleArgs({ x: { $unordered: ['a'] } }, tool({ type: 'array', minItems: 2 })).problems,
    ).toHaveLength(1);
    // A matcher among the items that no value of the item schema satisfies: at its own path.
    expect(
      exampleArgs(
        { x: { $subset: ['eu', { $oneOf: ['mars'] }] } },
        tool({ type: 'array', items: { enum: ['eu', 'us'] } }),
      ).problems,
    ).toEqual([
      {
        path: ['x', 1],
        message: `{"$oneOf":["mars"]} matches none of the values the tool's inputSchema allows here: "eu", "us"`,
      },
    ]);
  });
});
