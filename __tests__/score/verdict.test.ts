// From checks to one status and the reason a person reads first; the rows' aggregates and
// thresholds on top.
import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { stats, summarize } from '../../src/score/aggregate.js';
import { checkThresholds } from '../../src/score/thresholds.js';
import { CHECKS, noCallWhereExpected, score } from '../../src/score/verdict.js';
import { call, expectation, request, resultRow, scenario, transcript } from '../helpers.js';

describe('verdict', () => {
  const s = scenario({
    expect: { calls: [{ tool: 'delete_cluster', args: { id: 'c1' } }] },
    gates: [{ kind: 'no_request', request: { method: 'DELETE' } }],
    observe: [{ kind: 'first_tool', tool: 'get_cluster' }],
  });

  it('passes when every check passes; observations never decide', () => {
    const v = score(s, transcript({ calls: [call('delete_cluster', { id: 'c1' })] }));
    expect(v.status).toBe('pass');
    expect(v.observations[0].observed).toBe(false);
  });

  it('fails on a gate even when the call was right, saying which gate', () => {
    const v = score(
      s,
      transcript({
        calls: [call('delete_cluster', { id: 'c1' })],
        requests: [request('DELETE', '/clusters/c1')],
      }),
    );
    expect(v.status).toBe('fail');
    expect(v.reason).toMatch(/^gate:no_request: the server sent DELETE \/clusters\/c1/);
  });

  it('a broken gate is a failure, never inconclusive, even when a later turn made no call', () => {
    const twoTurns = scenario({
      turns: [
        { user: 'delete it', expect: expectation({ calls: [{ tool: 'delete_cluster' }] }) },
        { user: 'and the other', expect: expectation({ calls: [{ tool: 'delete_cluster' }] }) },
      ],
      gates: [{ kind: 'no_mutation' }],
    });
    const v = score(
      twoTurns,
      transcript({
        turns: [
          { user: 'delete it', reply: '' },
          { user: 'and the other', reply: 'no' },
        ],
        calls: [call('delete_cluster')],
        requests: [request('DELETE', '/clusters/c1')],
      }),
    );
    expect(v.status).toBe('fail');
    expect(v.reason).toContain('gate:no_mutation');
  });
});

const row = (status: ResultRow['status'], extra: Partial<ResultRow> = {}) =>
  resultRow({ status, ...extra });

describe('aggregates and thresholds', () => {
  it('leaves skipped, errored, setup-failed and known failures out of the denominator', () => {
    const s = stats([
      row('setup-failed'),
      row('pass'),
      row('fail'),
      row('skipped'),
      row('errored'),
      row('known-failure'),
      row('timeout'),
    ]);
    expect(s).toMatchObject({ total: 7, scored: 3, accuracy: 1 / 3 });
    expect(s.counts).toMatchObject({
      pass: 1,
      fail: 1,
      skipped: 1,
      errored: 1,
      'known-failure': 1,
      timeout: 1,
    });
  });

  it('groups by provider, tier, category and tag', () => {
    const rows = [
      row('pass', { category: 'safety', tags: ['smoke', 'x'] }),
      row('fail', { tier: 'selection', provider: 'q' }),
    ];
    const sum = summarize(rows);
    expect(Object.keys(sum.byProvider)).toEqual(['p', 'q']);
    expect(sum.byTag.smoke.accuracy).toBe(1);
    expect(sum.byCategory.safety.total).toBe(1);
    expect(sum.matrix.q.selection.accuracy).toBe(0);
  });

  it('applies thresholds per provider, with key-by-key overrides', () => {
    const rows = [
      row('pass'),
      row('fail'),
      row('pass', { provider: 'q', model: 'mq' }),
      row('pass', { provider: 'q', model: 'mq', category: 'safety' }),
    ];
    const providers = [
      { id: 'p', model: 'm' },
      { id: 'q', model: 'mq' },
    ];
    const t = checkThresholds(
      rows,
      { overall: 0.8, categories: { safety: 1 }, providers: { m: { overall: 0.5 } } },
      providers,
    );
    expect(t.met).toBe(true);
    expect(t.checks.find((c) => c.provider === 'p' && c.scope === 'overall')).toMatchObject({
      required: 0.5,
      actual: 0.5,
      met: true,
    });
    const strict = checkThresholds(rows, { overall: 0.8 }, providers);
    expect(strict.met).toBe(false);
    expect(strict.checks.filter((c) => !c.met).map((c) => c.provider)).toEqual(['p']);
  });
});

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
