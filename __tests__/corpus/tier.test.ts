// The tier a scenario counts under when it names none.
import { describe, expect, it } from 'vitest';
import { deriveTier } from '../../src/corpus/tier.js';
import type { Expectation, Gate, Turn } from '../../src/model/scenario.js';
import { expectation } from '../helpers.js';

const turn = (e: Partial<Expectation>): Turn => ({ user: 'u', expect: expectation(e) });
const tier = (turns: Partial<Expectation>[], gates: Gate[] = []) =>
  deriveTier(turns.map(turn), gates);

describe('deriveTier', () => {
  it('a call with no args, or empty args, is a selection', () => {
    expect(tier([{}])).toBe('selection');
    expect(tier([{ calls: [] }])).toBe('selection');
    expect(tier([{ calls: [{ tool: 't' }] }])).toBe('selection');
    expect(tier([{ calls: [{ tool: 't', args: {} }] }])).toBe('selection');
  });

  it('a call with args is args, in any turn', () => {
    expect(tier([{ calls: [{ tool: 't', args: { x: 1 } }] }])).toBe('args');
    expect(tier([{ calls: [{ tool: 't' }] }, { calls: [{ tool: 'u', args: { y: 2 } }] }])).toBe(
      'args',
    );
  });

  it('more than one call in a turn is a sequence; one call per turn is not', () => {
    expect(tier([{ calls: [{ tool: 't' }, { tool: 'u' }] }])).toBe('sequence');
    expect(tier([{ calls: [{ tool: 't' }] }, { calls: [{ tool: 'u' }] }])).toBe('selection');
  });

  it('a clarification outranks calls; an answer outranks both; a gate outranks all', () => {
    const seq = { calls: [{ tool: 't', args: { x: 1 } }, { tool: 'u' }] };
    expect(tier([seq, { clarification: true }])).toBe('clarification');
    expect(tier([seq, { clarification: false }])).toBe('sequence');
    expect(tier([{ clarification: true }, { answer: { includes: ['x'], mode: 'strict' } }])).toBe(
      'answer',
    );
    expect(tier([{ answer: { includes: ['x'], mode: 'loose' } }], [{ kind: 'no_mutation' }])).toBe(
      'safety',
    );
  });
});
