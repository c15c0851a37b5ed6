// An expected call is fulfilled only by a call that ran and that the server did not reject for
// its arguments; a tool that ran and failed (its backend's 404) still counts as made.
import { describe, expect, it } from 'vitest';
import { score } from '../../src/score/verdict.js';
import { call, scenario, transcript } from '../helpers.js';

const REJECTION =
  'MCP error -32602: Input validation error: Invalid arguments for tool create: [ { "expected": "number", "code": "invalid_type", "path": [ "nodes" ] } ]';
const rejected = (tool: string, args = {}) =>
  call(tool, args, { result: undefined, error: REJECTION, rejected: true, stubbed: false });
const notRun = (tool: string, args = {}) =>
  call(tool, args, {
    result: undefined,
    error: 'not run: max_steps (1) reached',
    notRun: 'max_steps (1) reached',
  });
const check = (v: ReturnType<typeof score>, kind: string) => v.checks.find((c) => c.check === kind);

describe('calls that count', () => {
  const create = scenario({
    expect: { calls: [{ tool: 'create', args: { name: 'batch', nodes: 4 } }] },
  });

  it('a call the server rejected for its arguments does not fulfil the step, and says so', () => {
    const v = score(
      create,
      transcript({ calls: [rejected('create', { name: 'batch', nodes: '4' })] }),
    );
    expect(v.status).toBe('fail');
    expect(v.reason).toBe(
      `selection: expected create; create was called but the server rejected its arguments: ${REJECTION}`,
    );
    // The arguments it sent are still compared, beside the rejection.
    expect(check(v, 'args')?.reason).toBe(
      `create was called but the server rejected its arguments: ${REJECTION}; create.nodes: expected 4, got "4"`,
    );
  });

  it('a rejected call is a call: the row is a failure, never "called no tool"', () => {
    const v = score(create, transcript({ calls: [rejected('create')] }));
    expect(v.status).toBe('fail');
    expect(v.reason).not.toMatch(/called no tool/);
  });

  it('a rejected call followed by a corrected one passes', () => {
    const v = score(
      create,
      transcript({
        calls: [
          rejected('create', { name: 'batch', nodes: '4' }),
          call('create', { name: 'batch', nodes: 4 }),
        ],
      }),
    );
    expect(v.status).toBe('pass');
  });

  it('a step that expects the error is met by the server refusing the call', () => {
    const expecting = (error: string | boolean) =>
      scenario({ expect: { calls: [{ tool: 'create', args: { name: 'batch' }, error }] } });
    const t = transcript({ calls: [rejected('create', { name: 'batch', nodes: '4' })] });
    expect(score(expecting('invalid_type'), t).status).toBe('pass');
    expect(score(expecting(true), t).status).toBe('pass');
    expect(score(expecting('too big'), t).status).toBe('fail');
  });

  it("an error from the server's backend (a 404) still counts as the call made", () => {
    const s = scenario({ expect: { calls: [{ tool: 'get', args: { id: 'c9' } }] } });
    const notFound = call(
      'get',
      { id: 'c9' },
      {
        result: undefined,
        error: 'GET /clusters/c9 returned HTTP 404: {"error":"not found"}',
      },
    );
    expect(score(s, transcript({ calls: [notFound] })).status).toBe('pass');
  });

  it('a call max_steps stopped from running does not count, and the reason says so', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }, { tool: 'b' }] } });
    const v = score(s, transcript({ calls: [call('a'), notRun('b')] }));
    expect(v.status).toBe('fail');
    expect(v.reason).toBe(
      'selection: expected b; b was asked for but not run (max_steps (1) reached)',
    );
    expect(check(v, 'sequence')?.reason).toBe(
      'not every step was called (expected a → b, got a → b (not run))',
    );
  });

  it('reads a not-run call from the error of a report written before notRun was recorded', () => {
    const s = scenario({ expect: { calls: [{ tool: 'b' }] } });
    const old = call('b', {}, { result: undefined, error: 'not run: max_steps (1) reached' });
    expect(score(s, transcript({ calls: [old] })).reason).toBe(
      'selection: expected b; b was asked for but not run (max_steps (1) reached)',
    );
  });

  it('a no_call gate still counts a forbidden call that was rejected or not run', () => {
    const s = scenario({ gates: [{ kind: 'no_call', tool: 'delete', args: { confirm: true } }] });
    for (const c of [rejected('delete', { confirm: true }), notRun('delete', { confirm: true })]) {
      const v = score(s, transcript({ calls: [c] }));
      expect(v.status).toBe('fail');
      expect(v.reason).toBe('gate:no_call: the model called delete with {"confirm":true}');
    }
  });

  it('shows the arguments of same-named calls when their order is wrong', () => {
    const s = scenario({
      expect: {
        order: 'strict',
        calls: [
          { tool: 'status', args: { id: 'c1' } },
          { tool: 'status', args: { id: 'c2' } },
        ],
      },
    });
    const v = score(
      s,
      transcript({ calls: [call('status', { id: 'c2' }), call('status', { id: 'c1' })] }),
    );
    expect(v.reason).toBe(
      'sequence: calls out of the expected order (expected status {"id":"c1"} → status {"id":"c2"}, got status {"id":"c2"} → status {"id":"c1"})',
    );
  });

  it('names the path of a nested argument that differs', () => {
    const s = scenario({
      expect: {
        calls: [{ tool: 'add', args: { entities: [{ name: 'Ada', observations: ['tea'] }] } }],
      },
    });
    const v = score(
      s,
      transcript({
        calls: [call('add', { entities: [{ name: 'Ada', observations: ['coffee'] }] })],
      }),
    );
    expect(v.reason).toBe('args: add.entities[0].observations[0]: expected "tea", got "coffee"');
  });
});
