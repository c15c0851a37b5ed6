// Pairing expected steps with the calls that fulfil them.
import { describe, expect, it } from 'vitest';
import { align } from '../../src/score/align.js';
import { turnField, turnsOf } from '../../src/score/check.js';
import { call, expectation, scenario, transcript } from '../helpers.js';

const steps = (...tools: string[]) => tools.map((tool) => ({ tool }));
const calls = (...tools: string[]) => tools.map((t) => call(t));

describe('align', () => {
  it('pairs steps in order', () => {
    expect(align(steps('a', 'b'), calls('a', 'b'), 'strict')).toEqual({
      index: [0, 1],
      inOrder: true,
    });
  });

  it('finds a step called before the previous one, and says the order broke', () => {
    expect(align(steps('a', 'b'), calls('b', 'a'), 'strict')).toEqual({
      index: [1, 0],
      inOrder: false,
    });
    expect(align(steps('a', 'b'), calls('b', 'a'), 'any')).toEqual({
      index: [1, 0],
      inOrder: true,
    });
  });

  it('marks a step never called with -1, which is not an order problem', () => {
    expect(align(steps('a', 'c'), calls('a', 'b'), 'strict')).toEqual({
      index: [0, -1],
      inOrder: true,
    });
    expect(align(steps('a'), [], 'any')).toEqual({ index: [-1], inOrder: true });
  });

  it('keeps looking after the last step found when a step in between is missing', () => {
    expect(align(steps('a', 'x', 'b'), calls('b', 'a'), 'strict')).toEqual({
      index: [1, -1, 0],
      inOrder: false,
    });
  });

  it('uses each call once, for repeated steps too', () => {
    expect(align(steps('s', 'r', 's'), calls('s', 'r', 's'), 'strict').index).toEqual([0, 1, 2]);
    expect(align(steps('s', 's'), calls('s', 's'), 'any').index).toEqual([0, 1]);
    expect(align(steps('s', 's'), calls('s'), 'any').index).toEqual([0, -1]);
  });

  it('looks after the previous step first in strict order', () => {
    expect(align(steps('b', 'a'), calls('a', 'b', 'a'), 'strict')).toEqual({
      index: [1, 2],
      inOrder: true,
    });
  });

  it('prefers the call whose args match, else the first call of the tool', () => {
    const want = [{ tool: 'get', args: { id: 'c1' } }];
    expect(
      align(want, [call('get', { id: 'c9' }), call('get', { id: 'c1' })], 'strict').index,
    ).toEqual([1]);
    expect(
      align(want, [call('get', { id: 'c9' }), call('get', { id: 'c8' })], 'strict').index,
    ).toEqual([0]);
  });
});

describe('turnsOf and turnField', () => {
  const twoTurns = scenario({
    turns: [
      { user: 'one', expect: expectation({ first_call_only: true }) },
      { user: 'two', expect: expectation() },
    ],
  });

  it('gives each turn its own calls and reply; first_call_only keeps the first call', () => {
    const t = transcript({
      turns: [{ user: 'one', reply: 'r1' }],
      calls: [call('a'), call('b'), call('c', {}, { turn: 1 }), call('d', {}, { turn: 1 })],
    });
    const views = turnsOf(twoTurns, t);
    expect(views.map((v) => [v.index, v.calls.map((c) => c.tool), v.reply])).toEqual([
      [0, ['a'], 'r1'],
      [1, ['c', 'd'], ''],
    ]);
  });

  it('puts the turn number in results of multi-turn scenarios only', () => {
    expect(turnField(scenario(), 0)).toEqual({});
    expect(turnField(twoTurns, 1)).toEqual({ turn: 1 });
  });
});
