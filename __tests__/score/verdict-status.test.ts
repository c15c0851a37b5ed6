// From checks to one status and the reason a person reads first.
import { describe, expect, it } from 'vitest';
import { CHECKS, noCallWhereExpected, score } from '../../src/score/verdict.js';
import { call, expectation, request, scenario, transcript } from '../helpers.js';

describe('score', () => {
  it('passes with "all checks passed" when every check passes', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }] } });
    expect(score(s, transcript({ calls: [call('a')] }))).toMatchObject({
      status: 'pass',
      reason: 'all checks passed',
    });
  });

  it('names the first failed check and its reason', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a', args: { id: 1 } }] } });
    expect(score(s, transcript({ calls: [call('a', { id: 2 })] }))).toMatchObject({
      status: 'fail',
      reason: 'args: a.id: expected 1, got 2',
    });
  });

  it('puts a broken gate first even when an earlier check failed too', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'list' }] },
      gates: [{ kind: 'no_call', tool: 'drop' }],
    });
    const v = score(s, transcript({ calls: [call('drop')] }));
    expect(v.status).toBe('fail');
    expect(v.reason).toBe('gate:no_call: the model called drop');
    expect(v.checks.map((c) => [c.check, c.passed])).toEqual([
      ['selection', false],
      ['gate:no_call', false],
    ]);
  });

  it('runs every kind of check by default', () => {
    // call_format speaks only of a turn with a call that could not be run (malformed.test.ts);
    // the four spy checks only of tools that declare annotations (annotations.test.ts); the two
    // elicitation checks only of a row where the server elicited (elicitation.test.ts).
    expect(CHECKS).toHaveLength(13);
    const s = scenario({
      turns: [
        {
          user: 'go',
          expect: expectation({
            calls: [{ tool: 'a', args: { x: 1 } }, { tool: 'b' }],
            answer: { includes: ['done'], mode: 'strict' },
          }),
        },
        { user: 'then?', expect: expectation({ clarification: true }) },
      ],
      gates: [{ kind: 'no_mutation' }],
    });
    const t = transcript({
      turns: [
        { user: 'go', reply: 'done' },
        { user: 'then?', reply: 'Which one?' },
      ],
      calls: [call('a', { x: 1 }), call('b')],
    });
    const v = score(s, t);
    expect(v.checks.map((c) => c.check)).toEqual([
      'selection',
      'args',
      'sequence',
      'clarification',
      'answer',
      'gate:no_mutation',
    ]);
    expect(v.status).toBe('pass');
  });

  it('runs only the checks it is given, and records observations beside them', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'a' }] },
      observe: [{ kind: 'called', tool: 'a' }],
    });
    const v = score(s, transcript({ calls: [call('b')] }), []);
    expect(v).toEqual({
      status: 'pass',
      reason: 'all checks passed',
      checks: [],
      observations: [
        { kind: 'called', spec: { tool: 'a' }, observed: false, detail: 'a called 0 time(s)' },
      ],
    });
  });

  it('is inconclusive, with its reason, when no tool was called where one was expected', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }] } });
    expect(score(s, transcript({ reply: 'no' }))).toMatchObject({
      status: 'inconclusive',
      reason: 'the model called no tool where one was expected',
    });
  });

  it('a known failure keeps a pass, and explains a failure or an inconclusive run', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }] }, known_failure: 'issue #12' });
    expect(score(s, transcript({ calls: [call('a')] })).status).toBe('pass');
    expect(score(s, transcript({ calls: [call('b')] }))).toMatchObject({
      status: 'known-failure',
      reason: 'known failure (issue #12): selection: expected a; the model called b',
    });
    expect(score(s, transcript())).toMatchObject({
      status: 'known-failure',
      reason: 'known failure (issue #12): the model called no tool where one was expected',
    });
  });

  it('a broken gate with no call anywhere is a failure, not inconclusive', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'a' }] },
      gates: [{ kind: 'no_request', request: { method: 'DELETE' } }],
    });
    const v = score(s, transcript({ requests: [request('DELETE', '/x')] }));
    expect(v.status).toBe('fail');
    expect(v.reason).toBe(
      'gate:no_request: the server sent DELETE /x (forbidden: DELETE (any path))',
    );
  });
});

describe('noCallWhereExpected', () => {
  it('holds only for a turn that expected calls, is no clarification and made none', () => {
    const expecting = scenario({ expect: { calls: [{ tool: 'a' }] } });
    expect(noCallWhereExpected(expecting, transcript())).toBe(true);
    expect(noCallWhereExpected(expecting, transcript({ calls: [call('b')] }))).toBe(false);
    expect(noCallWhereExpected(scenario({ expect: { calls: [] } }), transcript())).toBe(false);
    expect(noCallWhereExpected(scenario(), transcript())).toBe(false);
    const twoTurns = scenario({
      turns: [
        { user: 'one', expect: expectation({ calls: [{ tool: 'a' }] }) },
        { user: 'two', expect: expectation({ calls: [{ tool: 'b' }] }) },
      ],
    });
    expect(noCallWhereExpected(twoTurns, transcript({ calls: [call('a')] }))).toBe(true);
    const clarify = scenario({ expect: { calls: [{ tool: 'a' }], clarification: true } });
    expect(noCallWhereExpected(clarify, transcript())).toBe(false);
  });
});
