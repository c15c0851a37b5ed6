// A scenario that starts from a server prompt (prompt: { mcp, args }), through the real engine:
// the prompt's messages are the user's turn the model receives, and the transcript shows them.
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../fakes/wire.js';
import { afterToolResult, EVERYTHING, runEngine, type Step } from './engine.js';

describe('prompt: { mcp, args }', () => {
  it("sends server-everything's args-prompt as the user's turn", async () => {
    const run = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      scenarios: [
        {
          id: 'weather-prompt',
          prompt: { mcp: 'args-prompt', args: { city: 'Lyon', state: 'Rhône' } },
          expect: { calls: [{ tool: 'echo', args: { message: 'Lyon' } }] },
        },
      ],
      model: (r: RecordedRequest): Step =>
        afterToolResult('openai', r)
          ? { text: 'Sunny.' }
          : { calls: [{ tool: 'echo', args: { message: 'Lyon' } }] },
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    expect(row.turns[0].user).toBe("What's weather in Lyon, Rhône?");
    const first = run.requests[0].body as { messages: { role: string; content: unknown }[] };
    expect(first.messages.filter((m) => m.role === 'user')).toEqual([
      { role: 'user', content: "What's weather in Lyon, Rhône?" },
    ]);
  });

  it('errors the row, naming the prompt, when the server has no such prompt', async () => {
    const run = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      scenarios: [
        {
          id: 'no-prompt',
          prompt: { mcp: 'no-such-prompt' },
          expect: { calls: [{ tool: 'echo' }] },
        },
      ],
      model: () => ({ text: 'unused' }),
    });
    const [row] = run.rows;
    expect(row.status).toBe('errored');
    expect(row.reason).toContain(
      `The scenario starts from the server's prompt "no-such-prompt" (prompt.mcp): prompts/get failed:`,
    );
    // No model request was made for a turn that could not start.
    expect(run.requests).toHaveLength(0);
  });
});
