// What each expectation check reports: when it applies, the verdict, and the exact reason,
// expected, actual and missing fields a person reads in the report.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/score/checks/answer.js';
import { args } from '../../src/score/checks/args.js';
import { clarification } from '../../src/score/checks/clarification.js';
import { selection } from '../../src/score/checks/selection.js';
import { sequence } from '../../src/score/checks/sequence.js';
import type { Judgement } from '../../src/model/transcript.js';
import { call, expectation, scenario, transcript } from '../helpers.js';

const calls = (...tools: string[]) => tools.map((t) => call(t));

describe('selection', () => {
  it('reports the called tools on a pass', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }, { tool: 'b' }] } });
    expect(selection(s, transcript({ calls: calls('a', 'x', 'b') }))).toEqual([
      {
        check: 'selection',
        passed: true,
        missing: [],
        reason: 'called a, b',
        expected: ['a', 'b'],
        actual: ['a', 'x', 'b'],
      },
    ]);
  });

  it('names the missing tools, or "no tool" when none was called', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }, { tool: 'b' }, { tool: 'c' }] } });
    expect(selection(s, transcript({ calls: calls('b') }))[0]).toMatchObject({
      passed: false,
      missing: ['a', 'c'],
      reason: 'expected a, c; the model called b',
    });
    expect(selection(s, transcript({ calls: calls('b', 'd') }))[0].reason).toBe(
      'expected a, c; the model called b, d',
    );
    expect(selection(s, transcript())[0]).toMatchObject({
      missing: ['a', 'b', 'c'],
      reason: 'expected a, b, c; the model called no tool',
      actual: [],
    });
  });

  it('does not apply to a turn that expects no calls', () => {
    expect(selection(scenario({ expect: { calls: [] } }), transcript())).toEqual([]);
    expect(selection(scenario(), transcript())).toEqual([]);
  });

  it('carries the turn number in multi-turn scenarios', () => {
    const s = scenario({
      turns: [
        { user: 'hi', expect: expectation({ calls: [{ tool: 'a' }] }) },
        { user: 'again', expect: expectation({ calls: [{ tool: 'b' }] }) },
      ],
    });
    const r = selection(s, transcript({ calls: [call('a'), call('b', {}, { turn: 1 })] }));
    expect(r.map((x) => [x.turn, x.passed])).toEqual([
      [0, true],
      [1, true],
    ]);
  });
});

describe('args', () => {
  it('checks only steps with args, and lists them as expected', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'list' }, { tool: 'get', args: { id: 'c1' } }] },
    });
    expect(args(s, transcript({ calls: [call('list'), call('get', { id: 'c1' })] }))).toEqual([
      {
        check: 'args',
        passed: true,
        reason: 'arguments match',
        expected: [{ tool: 'get', args: { id: 'c1' } }],
        actual: [{ tool: 'get', args: { id: 'c1' } }],
      },
    ]);
  });

  it('does not apply when no step has args, or to clarification turns', () => {
    expect(args(scenario({ expect: { calls: [{ tool: 'list' }] } }), transcript())).toEqual([]);
    expect(
      args(
        scenario({ expect: { calls: [{ tool: 'g', args: { a: 1 } }], clarification: true } }),
        transcript(),
      ),
    ).toEqual([]);
  });

  it('says which step was not called and every wrong key, joined by "; "', () => {
    const s = scenario({
      expect: {
        calls: [
          { tool: 'get', args: { id: 'c1', region: 'eu' } },
          { tool: 'delete', args: { id: 'c1' } },
        ],
      },
    });
    const [r] = args(s, transcript({ calls: [call('get', { id: 'c2' })] }));
    expect(r).toMatchObject({
      passed: false,
      reason:
        'get.id: expected "c1", got "c2"; get.region: expected "eu", got nothing; delete was not called',
      actual: [{ tool: 'get', args: { id: 'c2' } }, null],
    });
  });

  it('shows matchers and nested keys as written', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'q', args: { sql: { $contains: 'orders' }, f: { n: 1 } } }] },
    });
    const [r] = args(s, transcript({ calls: [call('q', { sql: 'select 1', f: { n: 2 } })] }));
    expect(r.reason).toBe(
      'q.sql: expected {"$contains":"orders"}, got "select 1"; q.f.n: expected 1, got 2',
    );
  });
});

describe('sequence', () => {
  it('applies to several steps, or to one step with extra calls forbidden', () => {
    expect(sequence(scenario({ expect: { calls: [{ tool: 'a' }] } }), transcript())).toEqual([]);
    expect(sequence(scenario({ expect: { extra_calls: 'forbid' } }), transcript())).toEqual([]);
    const one = scenario({ expect: { calls: [{ tool: 'a' }], extra_calls: 'forbid' } });
    expect(sequence(one, transcript({ calls: calls('a') }))).toEqual([
      {
        check: 'sequence',
        passed: true,
        mode: 'strict',
        reason: 'a (strict order, extra calls forbidden)',
        expected: ['a'],
        actual: ['a'],
      },
    ]);
    const clarify = scenario({
      expect: { calls: [{ tool: 'a' }, { tool: 'b' }], clarification: true },
    });
    expect(sequence(clarify, transcript())).toEqual([]);
  });

  it('describes a pass with its order and extra-call rule', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }, { tool: 'b' }], order: 'any' } });
    expect(sequence(s, transcript({ calls: calls('b', 'x', 'a') }))[0]).toMatchObject({
      passed: true,
      mode: 'any',
      reason: 'a → b (any order, extra calls allowed)',
      actual: ['b', 'x', 'a'],
    });
  });

  it('lists every problem with the expected and actual sequence', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'a' }, { tool: 'b' }, { tool: 'c' }], extra_calls: 'forbid' },
    });
    expect(sequence(s, transcript({ calls: calls('b', 'x', 'a') }))[0]).toMatchObject({
      passed: false,
      reason:
        'calls out of the expected order; extra calls: x; not every step was called (expected a → b → c, got b → x → a)',
    });
    expect(sequence(s, transcript())[0].reason).toBe(
      'not every step was called (expected a → b → c, got no calls)',
    );
  });

  it('names every extra call', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'a' }, { tool: 'b' }], extra_calls: 'forbid' },
    });
    expect(sequence(s, transcript({ calls: calls('x', 'a', 'y', 'b') }))[0].reason).toBe(
      'extra calls: x, y (expected a → b, got x → a → y → b)',
    );
  });

  it('allows extra calls unless forbidden', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }, { tool: 'b' }] } });
    expect(sequence(s, transcript({ calls: calls('a', 'x', 'b') }))[0].passed).toBe(true);
  });
});

describe('clarification', () => {
  const s = scenario({ expect: { clarification: true } });

  it('passes on a reply without a call, showing the reply cut at 500 characters', () => {
    const reply = `Which cluster? ${'x'.repeat(600)}`;
    expect(clarification(s, transcript({ reply }))).toEqual([
      {
        check: 'clarification',
        expected: 'no tool call and a question',
        actual: reply.slice(0, 500),
        passed: true,
        reason:
          'asked for the missing information without calling a tool (the missing parameter is unknown: no asks_for and no tool schema, so any question or request counts)',
        gradedBy: 'baseline',
      },
    ]);
  });

  it('fails on calls, naming them all, whatever the reply', () => {
    expect(clarification(s, transcript({ reply: 'Which?', calls: calls('a', 'b') }))[0]).toEqual({
      check: 'clarification',
      expected: 'no tool call and a question',
      actual: ['a', 'b'],
      passed: false,
      reason: 'expected a question and no tool call; the model called a, b',
    });
  });

  it('fails on an empty reply, saying so', () => {
    expect(clarification(s, transcript({ reply: ' ' }))[0]).toMatchObject({
      passed: false,
      reason: 'no tool call, but the reply was empty',
    });
  });

  it('uses a default reason when the judge gave no reasoning', () => {
    const j = (passed: boolean): Judgement[] => [
      { turn: 0, kind: 'clarification', judge: 'x:j', rubric: 'R', passed },
    ];
    expect(clarification(s, transcript({ reply: 'ok', judgements: j(true) }))[0]).toMatchObject({
      passed: true,
      reason: 'judge x:j: the reply asks for the missing information',
      gradedBy: 'judge',
      judge: 'x:j',
      rubric: 'R',
    });
    expect(clarification(s, transcript({ reply: 'ok', judgements: j(false) }))[0].reason).toBe(
      'judge x:j: the reply does not ask for the missing information',
    );
  });

  it('does not apply to turns that expect no clarification', () => {
    expect(clarification(scenario({ expect: { calls: [{ tool: 'a' }] } }), transcript())).toEqual(
      [],
    );
  });
});

describe('answer', () => {
  const strict = scenario({
    expect: { answer: { includes: ['14 pods', 'test-1'], mode: 'strict' } },
  });
  const loose = scenario({
    expect: { answer: { includes: ['14 pods', 'test-1'], mode: 'loose' } },
  });

  it('strict pass: the reply as actual, nothing missing', () => {
    expect(answer(strict, transcript({ reply: 'test-1 runs 14 pods' }))).toEqual([
      {
        check: 'answer',
        expected: ['14 pods', 'test-1'],
        mode: 'strict',
        missing: [],
        passed: true,
        reason: 'strict: the final reply contains every expected element (whole words and numbers)',
        actual: 'test-1 runs 14 pods',
        gradedBy: 'baseline',
      },
    ]);
  });

  it('cuts a long passing reply at 2,000 characters', () => {
    const reply = `14 pods on test-1 ${'z'.repeat(2500)}`;
    expect(answer(strict, transcript({ reply }))[0]).toMatchObject({
      passed: true,
      actual: reply.slice(0, 2000),
    });
  });

  it('loose pass names "an" element; the missing ones are still listed', () => {
    expect(answer(loose, transcript({ reply: 'test-1 is fine' }))[0]).toMatchObject({
      passed: true,
      reason: 'loose: the final reply contains an expected element (whole words and numbers)',
      missing: ['14 pods'],
      actual: { missing: ['14 pods'], reply: 'test-1 is fine' },
    });
  });

  it('fails listing every missing element, with the reply cut at 2,000 characters', () => {
    const reply = 'n'.repeat(2500);
    const [r] = answer(loose, transcript({ reply }));
    expect(r).toMatchObject({
      passed: false,
      reason: 'loose: missing "14 pods", "test-1" in the final reply (whole words and numbers)',
      missing: ['14 pods', 'test-1'],
    });
    expect(r.actual).toEqual({ missing: ['14 pods', 'test-1'], reply: 'n'.repeat(2000) });
  });

  it('with a judgement: its verdict, a default reason without reasoning, the reply cut', () => {
    const j = (passed: boolean): Judgement[] => [
      { turn: 0, kind: 'answer', judge: 'x:j', rubric: 'R', passed },
    ];
    const reply = `14 pods on test-1 ${'y'.repeat(2500)}`;
    const [yes] = answer(strict, transcript({ reply, judgements: j(true) }));
    expect(yes).toMatchObject({
      passed: true,
      reason: 'strict (judge x:j): the answer matches',
      actual: reply.slice(0, 2000),
      missing: [],
      gradedBy: 'judge',
    });
    const [no] = answer(strict, transcript({ reply, judgements: j(false) }));
    expect(no).toMatchObject({
      passed: false,
      reason: 'strict (judge x:j): the answer does not match',
    });
  });

  it('uses the judgement of its own turn and kind only', () => {
    const other: Judgement[] = [
      { turn: 1, kind: 'answer', judge: 'x:j', rubric: 'R', passed: false },
      { turn: 0, kind: 'clarification', judge: 'x:j', rubric: 'R', passed: false },
    ];
    const [r] = answer(strict, transcript({ reply: '14 pods, test-1', judgements: other }));
    expect(r).toMatchObject({ passed: true, gradedBy: 'baseline' });
  });

  it('does not apply to turns without an answer expectation', () => {
    expect(answer(scenario(), transcript({ reply: 'x' }))).toEqual([]);
  });
});
