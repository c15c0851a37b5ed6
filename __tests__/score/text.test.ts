// Answer matching: case, spacing, numbers as values, whole words, negation; what asks.
import { describe, expect, it } from 'vitest';
import {
  asksFor,
  claimsDone,
  containsText,
  findFact,
  normalizeText,
} from '../../src/score/text.js';

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
    expect(asksFor(reply) === 'asks').toBe(want);
  });
});

describe('findFact: whole words and numbers, by value', () => {
  it.each([
    ['prod has five hundred rows', '500 rows', 'found'],
    ['1,200 requests', '1200 requests', 'found'],
    ['There are 1200 requests', '1,200 requests', 'found'],
    ['The disk is 5.0 GB', '5 GB', 'found'],
    ['prod has Five Nodes', '5 nodes', 'found'],
    ['a dozen pods', '12 pods', 'found'],
    ['prod has 15 nodes.', '5 nodes', 'absent'],
    ['version 2.55', '2.5', 'absent'],
    ['it runs in eu-west-1', '1', 'absent'],
    ['3 pods are pending', 'pod', 'absent'],
    ['prod (c1) runs in EU-WEST-1.', 'eu-west-1', 'found'],
    ['It has 5\nnodes', '5 nodes', 'found'],
    ['between 5-10 nodes', '10', 'found'],
  ])('%j, %j: %s', (reply, fact, want) => {
    expect(findFact(reply, fact)).toBe(want);
  });
});

describe('findFact: a fact under an explicit negation in its clause does not count', () => {
  it.each([
    ['not 15 but 5', '15', 'negated'],
    ['not 15 but 5', '5', 'found'],
    ["It isn't 15.", '15', 'negated'],
    ["It\u2019s not 15; it's 5", '15', 'negated'],
    ["It isn't 14, it's 15", '15', 'found'],
    ['There are 15 pods, not 14', '15', 'found'],
    ['There are 15 pods, not 14', '14', 'negated'],
    ['prod no longer has 5 nodes', '5 nodes', 'negated'],
    ['prod never had 5 nodes', '5 nodes', 'negated'],
    ['It has 6 rather than 5 nodes', '5 nodes', 'negated'],
    ["The cluster isn't degraded and has 5 nodes", '5 nodes', 'found'],
    ['Cluster c9 was not found.', 'not found', 'found'],
    // Limits, as documented: a negation after the fact, or far before it in the same clause.
    ['5 nodes is not right', '5 nodes', 'found'],
    ["There aren't any issues with its 5 nodes", '5 nodes', 'negated'],
  ])('%j, %j: %s', (reply, fact, want) => {
    expect(findFact(reply, fact)).toBe(want);
  });

  it('is found when any one occurrence stands unnegated', () => {
    expect(findFact('Not 5. Sorry: 5 it is.', '5')).toBe('found');
  });
});

describe('asksFor: a question or request that names the missing parameter', () => {
  const region = ['region'];
  it.each([
    ['Which region should I create it in?', 'asks'],
    ['Please tell me the region.', 'asks'],
    ['I need to know the region before I create it.', 'asks'],
    ['You can pick any of four regions. Which one?', 'asks'],
    ['Created it. Anything else?', 'other'],
    ['What should the cluster be called?', 'other'],
    ['The region is eu-west-1.', 'none'],
    ['', 'none'],
  ])('%j: %s', (reply, want) => {
    expect(asksFor(reply, region)).toBe(want);
  });

  it('matches terms as whole words, a plural too, a phrase across _ - and spaces', () => {
    expect(asksFor('Which clusters?', ['cluster'])).toBe('asks');
    expect(asksFor('Which subcluster?', ['cluster'])).toBe('other');
    expect(asksFor('What table name should I use?', ['table_name'])).toBe('asks');
  });

  it('without terms, any question or request asks', () => {
    expect(asksFor('Anything else?')).toBe('asks');
    expect(asksFor('Anything else?') === 'asks').toBe(true);
  });
});

describe('claimsDone', () => {
  it.each([
    ['Done.', 'done.'],
    ['Created it. Anything else?', 'created it.'],
    ["I've restarted prod.", "i've restarted prod."],
    ['The cluster has been deleted.', 'the cluster has been deleted.'],
    ['Nothing has been created yet. Which region?', undefined],
    ["I haven't created anything. Which region?", undefined],
    ['Once it is created I will tell you. Which region?', undefined],
    ['Which cluster should be restarted?', undefined],
  ])('%j: %j', (reply, want) => {
    expect(claimsDone(reply)).toBe(want);
  });
});
