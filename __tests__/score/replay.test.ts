// replayVerdict: a replay row whose call the server rejected fails, quoting the server.
import { describe, expect, it } from 'vitest';
import { replayVerdict } from '../../src/score/replay.js';
import { call, expectation, scenario, transcript } from '../helpers.js';

const REPLAY = { id: 'replay' };
const passed = { status: 'pass' as const, reason: 'all checks passed' };
const rejected = (error: string, extra = {}) =>
  call('get_cluster', { id: 'c9' }, { result: undefined, error, stubbed: false, ...extra });

describe('replayVerdict', () => {
  const s = scenario({ expect: { calls: [{ tool: 'get_cluster', args: { id: 'c9' } }] } });

  it('fails the row on an error result or JSON-RPC error, quoting the message on one line', () => {
    const t = transcript({ calls: [rejected('MCP error -32602: Invalid arguments\n  at id')] });
    expect(replayVerdict(REPLAY, s, t, passed)).toEqual({
      status: 'fail',
      reason: 'replay: the server rejected get_cluster: MCP error -32602: Invalid arguments at id',
    });
  });

  it('leaves other providers, accepted calls and calls never sent alone', () => {
    const t = transcript({ calls: [rejected('boom')] });
    expect(replayVerdict({ id: 'openai:gpt-4.1-mini' }, s, t, passed)).toBe(passed);
    expect(replayVerdict(REPLAY, s, transcript({ calls: [call('get_cluster')] }), passed)).toBe(
      passed,
    );
    const notRun = transcript({ calls: [rejected('not run: max_steps (8) reached')] });
    expect(replayVerdict(REPLAY, s, notRun, passed)).toBe(passed);
  });

  it('accepts the error an expected call names, by turn and position', () => {
    const two = (error: true | string) =>
      scenario({
        turns: [
          { user: 'a', expect: expectation({ calls: [{ tool: 'list_clusters' }] }) },
          {
            user: 'b',
            expect: expectation({
              calls: [{ tool: 'list_clusters' }, { tool: 'get_cluster', error }],
            }),
          },
        ],
      });
    const t = transcript({
      calls: [
        call('list_clusters', {}, { turn: 0 }),
        call('list_clusters', {}, { turn: 1 }),
        rejected('cluster Not Found', { turn: 1 }),
      ],
    });
    expect(replayVerdict(REPLAY, two(true), t, passed)).toBe(passed);
    expect(replayVerdict(REPLAY, two('not found'), t, passed)).toBe(passed);
    expect(replayVerdict(REPLAY, two('denied'), t, passed).reason).toBe(
      'replay: the server rejected get_cluster: cluster Not Found (the corpus expects an error containing "denied")',
    );
  });

  it('cuts a long message, counts the other rejections, and overrides a known failure', () => {
    const t = transcript({ calls: [rejected('x'.repeat(600)), rejected('again')] });
    const v = replayVerdict(REPLAY, s, t, { status: 'known-failure', reason: 'flaky' });
    expect(v.status).toBe('fail');
    expect(v.reason).toBe(
      `replay: the server rejected get_cluster: ${'x'.repeat(500)}… (and 1 more rejected call(s))`,
    );
  });
});
