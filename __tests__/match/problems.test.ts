// matcherProblems: what `validate` reports about the matchers in a corpus, with where they are.
import { describe, expect, it } from 'vitest';
import { MATCHER_KEYS, matcherProblems, matchValue } from '../../src/match/args.js';
import { regexStrings } from '../../src/match/regex-example.js';

describe('matcherProblems', () => {
  it('finds nothing wrong in valid matchers, plain values and nested fields', () => {
    expect(
      matcherProblems({
        id: 'c1',
        n: { $approx: 3, $tol: 0.1 },
        r: { $oneOf: [1, 2] },
        q: { $regex: '^a' },
        list: [1, { $any: true }],
      }),
    ).toEqual([]);
    expect(matcherProblems('text')).toEqual([]);
    expect(matcherProblems(null)).toEqual([]);
  });

  it('names every known matcher when it meets an unknown one, with its path', () => {
    expect(MATCHER_KEYS).toEqual([
      '$any',
      '$eq',
      '$pyEq',
      '$absent',
      '$nonEmpty',
      '$oneOf',
      '$unordered',
      '$subset',
      '$regex',
      '$flags',
      '$contains',
      '$approx',
      '$tol',
    ]);
    expect(matcherProblems({ $foo: 1 })).toEqual([
      {
        path: [],
        message:
          'unknown matcher $foo (known: $any, $eq, $pyEq, $absent, $nonEmpty, $oneOf, $unordered, $subset, $regex, $flags, $contains, $approx, $tol)',
      },
    ]);
    expect(matcherProblems([{ a: 1 }, { $bar: true }])).toEqual([
      { path: [1], message: expect.stringMatching(/^unknown matcher \$bar \(known: \$any, /) },
    ]);
  });

  it('reports a regex that does not compile, under its field path', () => {
    expect(matcherProblems({ a: { b: { $regex: '(' } } })).toEqual([
      {
        path: ['a', 'b'],
        message: '$regex does not compile: Invalid regular expression: /(/: Unterminated group',
      },
    ]);
  });

  it('bounds a regex: too large for V8 to compile is a problem, and matching it never throws', () => {
    // V8 compiles on first use against an input that could match: then it throws "too large".
    const huge = '😀'.repeat(200_000);
    expect(() => new RegExp(huge).test('😀')).toThrow(/too large/);
    expect(matcherProblems({ name: { $regex: huge } })).toEqual([
      { path: ['name'], message: '$regex is longer than 10,000 characters' },
    ]);
    expect(matchValue({ $regex: huge }, '😀')).toBe(false);
    expect(regexStrings(huge)).toEqual([]);
  });

  it('reports a matcher mixed with fields', () => {
    expect(matcherProblems({ x: { $eq: 1, id: 2 } })).toEqual([
      { path: ['x'], message: 'a matcher cannot mix $-keys with fields ($eq, id)' },
    ]);
  });

  it('reports wrong operand types and a $tol without $approx', () => {
    const messages = (v: unknown) => matcherProblems(v).map((p) => p.message);
    expect(messages({ $approx: '3' })).toEqual(['$approx takes a number']);
    expect(messages({ $approx: 3, $tol: '0.1' })).toEqual(['$tol takes a number']);
    expect(messages({ $tol: 0.1 })).toEqual(['$tol goes with $approx']);
    expect(messages({ $oneOf: 'a' })).toEqual(['$oneOf takes a list']);
  });

  it('takes JavaScript RegExp flags beside $regex, and compiles the regex with them', () => {
    const messages = (v: unknown) => matcherProblems(v).map((p) => p.message);
    expect(messages({ $regex: '^a', $flags: 'imsu' })).toEqual([]);
    expect(messages({ $regex: '^a', $flags: 'x' })).toEqual([
      '$flags "x" are not JavaScript RegExp flags (d g i m s u v y, each once, not u with v)',
    ]);
    expect(messages({ $regex: '^a', $flags: 'ii' })).toHaveLength(1);
    expect(messages({ $regex: '^a', $flags: 'uv' })).toHaveLength(1);
    expect(messages({ $regex: '^a', $flags: 1 })).toEqual(['$flags takes a string']);
    expect(messages({ $flags: 'i' })).toEqual(['$flags goes with $regex']);
    // `\-` is an identity escape without u, a syntax error with it.
    expect(messages({ $regex: 'a\\-b' })).toEqual([]);
    expect(messages({ $regex: 'a\\-b', $flags: 'u' })).toEqual([
      expect.stringMatching(/^\$regex does not compile: Invalid regular expression/),
    ]);
  });
});
