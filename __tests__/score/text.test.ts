// Answer matching: case, spacing, thousands separators and numbers written as words.
import { describe, expect, it } from 'vitest';
import { asks, containsText, normalizeText } from '../../src/score/text.js';

describe('normalizeText', () => {
  it('reads every number word from zero to nineteen and every tens word', () => {
    expect(
      normalizeText(
        'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
      ),
    ).toBe('0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19');
    expect(normalizeText('twenty thirty forty fifty sixty seventy eighty ninety')).toBe(
      '20 30 40 50 60 70 80 90',
    );
  });

  it('joins a tens word and a unit word, with a hyphen or a space', () => {
    expect(normalizeText('twenty-one')).toBe('21');
    expect(normalizeText('Thirty Five')).toBe('35');
    expect(normalizeText('ninety-nine')).toBe('99');
    expect(normalizeText('ten two')).toBe('10 2');
    expect(normalizeText('twenty seventeen')).toBe('20 17');
    expect(normalizeText('thirty-zero')).toBe('30-0');
    expect(normalizeText('twenty pods')).toBe('20 pods');
  });

  it('reads a number word wherever it stands in the sentence', () => {
    expect(normalizeText('The answer is seven')).toBe('the answer is 7');
    expect(normalizeText('we run twenty-one nodes')).toBe('we run 21 nodes');
  });

  it('leaves words that only contain a number word alone', () => {
    expect(normalizeText('someone often stone')).toBe('someone often stone');
  });

  it('drops thousands separators, also repeated, and nothing else', () => {
    expect(normalizeText('1,024 MB')).toBe('1024 mb');
    expect(normalizeText('1,234,567 rows')).toBe('1234567 rows');
    expect(normalizeText('1,5 and 1,0245 and 12,34')).toBe('1,5 and 1,0245 and 12,34');
  });

  it('lowercases, collapses whitespace and trims', () => {
    expect(normalizeText('  Pods \n\t RUNNING  ')).toBe('pods running');
  });
});

describe('containsText', () => {
  it('finds the needle after normalizing both sides', () => {
    expect(containsText('There are Fourteen pods', '14 PODS')).toBe(true);
    expect(containsText('The answer is seven', '7')).toBe(true);
    expect(containsText('1,234,567 rows', '1234567')).toBe(true);
    expect(containsText('There are 14 pods', 'fifteen')).toBe(false);
  });
});

describe('numbers at the edge of an expected element are whole', () => {
  it.each([
    ['prod has 15 nodes.', '5 nodes', false],
    ['prod has 5 nodes.', '5 nodes', true],
    ['version 2.55 is out', '2.5', false],
    ['uptime 99.5%', '99.5', true],
    ['5 nodes, 3 ready', '5 nodes', true],
    ['1,250 requests', '250 requests', false],
    ['the total is fourteen pods', '14 pods', true],
  ])('%j contains %j: %s', (text, element, want) => {
    expect(containsText(text, element)).toBe(want);
  });
});

describe('asks', () => {
  it.each([
    ['Which cluster should I restart?', true],
    ['Please tell me which cluster you mean.', true],
    ['I need to know the region before I create it.', true],
    ["I'm sorry, but I can't help with restarting clusters.", false],
    ['Done: the cluster has been restarted.', false],
    ['', false],
  ])('%j: %s', (reply, want) => {
    expect(asks(reply)).toBe(want);
  });
});
