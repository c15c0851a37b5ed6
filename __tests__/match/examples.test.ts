// exampleOf: the concrete value the replay provider sends for an expected value. Each example
// must satisfy the matcher it came from.
import { describe, expect, it } from 'vitest';
import { exampleOf, matchValue } from '../../src/match/args.js';

const regexExample = (source: string) => exampleOf({ $regex: source });

describe('exampleOf', () => {
  it('gives the first alternative of $oneOf, or null for an empty list', () => {
    expect(exampleOf({ $oneOf: ['eu-west-1', 'us-east-1'] })).toBe('eu-west-1');
    expect(exampleOf({ $oneOf: [{ $regex: '^a\\d$' }] })).toBe('a1');
    expect(exampleOf({ $oneOf: [] })).toBeNull();
    expect(exampleOf({ $oneOf: 'abc' })).toBe('example');
  });

  it('gives the number of $approx, the value of $eq and the text of $contains', () => {
    expect(exampleOf({ $approx: 3, $tol: 0.1 })).toBe(3);
    expect(exampleOf({ $eq: { a: [1] } })).toEqual({ a: [1] });
    expect(exampleOf({ $contains: 'restart' })).toBe('restart');
    expect(exampleOf({ $contains: 5 })).toBe('5');
  });

  it('gives "example" for matchers that accept any value', () => {
    expect(exampleOf({ $any: true })).toBe('example');
    expect(exampleOf({ $nonEmpty: true })).toBe('example');
  });

  it('keeps plain values, maps arrays by position and drops $absent fields', () => {
    expect(exampleOf('c1')).toBe('c1');
    expect(exampleOf(null)).toBeNull();
    expect(exampleOf([{ $eq: 1 }, 'x'])).toEqual([1, 'x']);
    expect(
      exampleOf({ id: 'c1', confirm: { $absent: true }, n: { $approx: 2 }, f: { a: { $eq: 1 } } }),
    ).toEqual({ id: 'c1', n: 2, f: { a: 1 } });
  });
});

describe('exampleOf with $regex', () => {
  it.each([
    ['^prod-\\d+$', 'prod-1'],
    ['^v\\d$', 'v1'],
    ['^[0-9]+x$', '1x'],
    ['^id-[0-9]$', 'id-1'],
    ['^\\w+@example\\.com$', 'x@example.com'],
    ['^n\\w$', 'nx'],
    ['.*-prod', 'x-prod'],
    ['^a.+b$', 'axb'],
    ['^(eu|us)-west$', 'eu-west'],
    ['^(a|b|c)x$', 'ax'],
    ['^colou?r$', 'colour'],
    ['^ab*c$', 'abc'],
    ['^ab+c$', 'abc'],
    ['^cost: \\$5$', 'cost: $5'],
    ['^a\\^b$', 'a^b'],
  ])('%s -> %s', (source, example) => {
    expect(regexExample(source)).toBe(example);
    expect(matchValue({ $regex: source }, example)).toBe(true);
  });

  it('falls back to the pattern itself when its literal reading does not match', () => {
    expect(regexExample('^a{3}$')).toBe('^a{3}$');
  });
});
