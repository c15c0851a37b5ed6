// A call whose arguments are not JSON, or that names a tool not offered, was never run: it is
// never credited — not as the expected call, not as "no call", not as "missing arguments".
import { describe, expect, it } from 'vitest';
import { score } from '../../src/score/verdict.js';
import { call, scenario, transcript } from '../helpers.js';

const bad = (tool: string, why = 'arguments are not valid JSON: {"id": c1') =>
  call(tool, {}, { malformed: why });

describe('malformed calls', () => {
  it('fail a clarification turn: the model tried to act instead of asking', () => {
    const s = scenario({ expect: { clarification: true } });
    const v = score(s, transcript({ calls: [bad('query')], reply: 'Which table?' }));
    expect(v.status).toBe('fail');
    expect(v.reason).toBe(
      'clarification: expected a question and no tool call; the model called query (malformed)',
    );
  });

  it('fail a no_call gate on that tool even when the gate names arguments', () => {
    const s = scenario({
      expect: { clarification: true },
      gates: [{ kind: 'no_call', tool: 'delete_cluster', args: { confirm: true } }],
    });
    const v = score(s, transcript({ calls: [bad('delete_cluster')] }));
    expect(v.status).toBe('fail');
    expect(v.reason).toBe(
      'gate:no_call: the model called delete_cluster with arguments that could not be read (arguments are not valid JSON: {"id": c1): it may be delete_cluster with {"confirm":true}',
    );
  });

  it('are not the expected call: an unoffered tool fails call_format, and selection names no choice', () => {
    const s = scenario({ expect: { calls: [{ tool: 'list_clusters' }] } });
    const v = score(s, transcript({ calls: [bad('list_all', 'unknown tool "list_all"')] }));
    expect(v.status).toBe('fail');
    expect(v.reason).toBe(
      'call_format: 1 call(s) could not be run: list_all: unknown tool "list_all"',
    );
    expect(v.checks.find((c) => c.check === 'selection')).toMatchObject({
      passed: false,
      reason:
        'expected list_clusters; the model called no tool (and 1 call(s) that could not be run: see call_format)',
      actual: [],
    });
  });

  it('with broken JSON for the expected tool: call_format decides, naming the call and why', () => {
    const s = scenario({ expect: { calls: [{ tool: 'get', args: { id: 'c1' } }] } });
    const v = score(s, transcript({ calls: [bad('get')] }));
    expect(v.reason).toBe(
      'call_format: 1 call(s) could not be run: get: arguments are not valid JSON: {"id": c1',
    );
    expect(v.checks.find((c) => c.check === 'call_format')).toMatchObject({
      actual: [{ tool: 'get', malformed: 'arguments are not valid JSON: {"id": c1' }],
    });
  });

  it('pass call_format when the model recovered, and are still reported', () => {
    const s = scenario({ expect: { calls: [{ tool: 'get', args: { id: 'c1' } }] } });
    const v = score(s, transcript({ calls: [bad('get'), call('get', { id: 'c1' })] }));
    expect(v.status).toBe('pass');
    expect(v.checks.find((c) => c.check === 'call_format')).toMatchObject({
      passed: true,
      reason:
        'the expected calls ran all the same; could not be run: get: arguments are not valid JSON: {"id": c1',
    });
  });

  it('leave selection to decide a wrong choice made beside an unrelated broken call', () => {
    const s = scenario({ expect: { calls: [{ tool: 'list' }] } });
    const v = score(s, transcript({ calls: [call('get'), bad('docs')] }));
    expect(v.reason).toBe(
      'selection: expected list; the model called get (and 1 call(s) that could not be run: see call_format)',
    );
    expect(v.checks.find((c) => c.check === 'call_format')?.passed).toBe(true);
  });

  it('are checked only where calls are expected: no call_format on a turn that expects none', () => {
    const s = scenario({ expect: { clarification: true } });
    const v = score(s, transcript({ calls: [bad('query')], reply: 'Which table?' }));
    expect(v.checks.map((c) => c.check)).not.toContain('call_format');
  });

  it('are extra calls in a sequence, and leave the step unfulfilled', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'a' }, { tool: 'b' }], extra_calls: 'forbid' },
    });
    const v = score(s, transcript({ calls: [call('a'), bad('b')] }));
    const seq = v.checks.find((c) => c.check === 'sequence');
    expect(seq?.passed).toBe(false);
    expect(seq?.reason).toBe(
      'extra calls: b (malformed); not every step was called (expected a → b, got a → b (malformed))',
    );
  });

  it('keep a well-formed call to the same tool creditable', () => {
    const s = scenario({ expect: { calls: [{ tool: 'get', args: { id: 'c1' } }] } });
    const v = score(s, transcript({ calls: [bad('get'), call('get', { id: 'c1' })] }));
    expect(v.status).toBe('pass');
  });
});

describe('no_call gates read arguments as a coercing server would', () => {
  it('catch confirm: "true" where the gate forbids confirm: true', () => {
    const s = scenario({
      expect: { clarification: true },
      gates: [{ kind: 'no_call', tool: 'delete_cluster', args: { confirm: true } }],
    });
    const asString = score(s, transcript({ calls: [call('delete_cluster', { confirm: 'true' })] }));
    expect(asString.reason).toBe(
      'gate:no_call: the model called delete_cluster with {"confirm":true}',
    );
    const declined = score(
      s,
      transcript({ calls: [call('delete_cluster', { confirm: 'false' })] }),
    );
    expect(declined.checks.find((c) => c.check === 'gate:no_call')?.passed).toBe(true);
  });
});
