// Numbers read as values, checked against known values: the parser a number-words library may
// replace must give the same answers.
import { describe, expect, it } from 'vitest';
import { canonicalNumbers, formatNumber, readNumber } from '../../src/score/numbers.js';

describe('canonicalNumbers', () => {
  it.each([
    ['five hundred', '500'],
    ['twenty-one', '21'],
    ['twenty one', '21'],
    ['1,200', '1200'],
    ['1,234,567', '1234567'],
    ['5.0', '5'],
    ['2.50', '2.5'],
    ['a dozen', '12'],
    ['two dozen', '24'],
    ['a hundred', '100'],
    ['a thousand', '1000'],
    ['one hundred and five', '105'],
    ['three thousand four hundred and twelve', '3412'],
    ['two million three hundred thousand', '2300000'],
    ['5 hundred', '500'],
    ['1.5 million', '1500000'],
    ['twenty-one hundred', '2100'],
    ['zero', '0'],
    ['nineteen', '19'],
    ['ninety-nine', '99'],
  ])('%j reads as %j', (text, want) => {
    expect(canonicalNumbers(text)).toBe(want);
  });

  it('keeps the words around a number and its punctuation', () => {
    expect(canonicalNumbers('prod has (five) nodes.')).toBe('prod has (5) nodes.');
    expect(canonicalNumbers('five hundred, six')).toBe('500, 6');
    expect(canonicalNumbers('$1,200.00 in 2.50% fees')).toBe('$1200 in 2.5% fees');
    expect(canonicalNumbers('a dozen eggs')).toBe('12 eggs');
  });

  it('reads two numbers where English would not join them', () => {
    expect(canonicalNumbers('ten two')).toBe('10 2');
    expect(canonicalNumbers('twenty seventeen')).toBe('20 17');
    expect(canonicalNumbers('five six')).toBe('5 6');
    expect(canonicalNumbers('thirty-zero')).toBe('30-0');
    expect(canonicalNumbers('5 and 6')).toBe('5 and 6');
  });

  it('does not join across a comma or a line break', () => {
    expect(canonicalNumbers('five, hundred')).toBe('5, hundred');
    expect(canonicalNumbers('five\nhundred')).toBe('5\nhundred');
  });

  it('leaves identifiers, versions, words containing number words and odd commas alone', () => {
    for (const text of [
      'v1.2.3 and 1.2.3',
      'c1 and 5gb',
      'someone often stone',
      '1,5 and 1,0245 and 12,34',
      'a hundredfold',
      'a',
      'hundred',
    ])
      expect(canonicalNumbers(text)).toBe(text);
    expect(canonicalNumbers('eu-west-1')).toBe('eu-west-1');
  });
});

describe('readNumber', () => {
  it('says how many words the number used, and 0 when none starts there', () => {
    expect(readNumber(['one', 'hundred', 'and', 'five', 'pods'], 0)).toEqual({
      value: 105,
      used: 4,
    });
    expect(readNumber(['one', 'hundred', 'and', 'pods'], 0)).toEqual({ value: 100, used: 2 });
    expect(readNumber(['pods'], 0)).toEqual({ value: 0, used: 0 });
    expect(readNumber(['a', 'pod'], 0).used).toBe(0);
  });
});

describe('formatNumber', () => {
  it('writes plain digits, without exponent or float noise', () => {
    expect(formatNumber(1e21)).toBe('1000000000000000000000');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(2.5)).toBe('2.5');
  });
});
