// The tool loop keeps the model's final message (after its last tool result) as the turn's
// reply, and every text of the turn in `said` when there was more than that.
import { describe, expect, it } from 'vitest';
import { emptyTranscript } from '../../src/model/transcript.js';
import type { ModelStep, Provider } from '../../src/providers/types.js';
import { converse } from '../../src/run/loop.js';
import type { SpyProxy } from '../../src/spy/proxy.js';
import { scenario } from '../helpers.js';

const step = (text: string, tool?: string): ModelStep => ({
  text,
  calls: tool ? [{ id: tool, tool, args: {} }] : [],
});

function scripted(steps: ModelStep[]): Provider {
  let i = 0;
  const next = async () => steps[i++];
  return { id: 'x', name: 'x', model: 'x', start: () => ({ user: next, results: next }) };
}

const proxy = {
  tools: [],
  expect: () => undefined,
  call: async () => ({ text: 'ok', isError: false }),
  notRun: () => undefined,
  malformed: () => ({ text: 'bad', isError: true }),
} as unknown as SpyProxy;

async function turnOf(steps: ModelStep[]) {
  const t = emptyTranscript();
  await converse(scenario(), scripted(steps), proxy, t, new AbortController().signal);
  return t.turns[0];
}

describe('the final reply', () => {
  it('is the last message; the text beside the call is kept in said', async () => {
    expect(
      await turnOf([step('It has 5 nodes; checking.', 'get'), step('It has 6 nodes.')]),
    ).toEqual({
      user: 'do it',
      reply: 'It has 6 nodes.',
      said: ['It has 5 nodes; checking.', 'It has 6 nodes.'],
    });
  });

  it('is empty when the model says nothing after its last tool result', async () => {
    expect(await turnOf([step('It has 5 nodes.', 'get'), step('')])).toEqual({
      user: 'do it',
      reply: '',
      said: ['It has 5 nodes.'],
    });
  });

  it('has no said when the final message is all the model wrote', async () => {
    expect(await turnOf([step('', 'get'), step(' It has 6 nodes. ')])).toEqual({
      user: 'do it',
      reply: 'It has 6 nodes.',
    });
  });
});
