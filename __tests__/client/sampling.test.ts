// Sampling through the real engine: a server's sampling/createMessage answered by the scenario's
// stubs, by the scenario's own model (on a loopback OpenAI fake), or refused when off.
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../fakes/wire.js';
import { afterToolResult, bodyText, EVERYTHING, FIXTURE, runEngine, type Step } from './engine.js';

/** Calls `tool` once, then says what it got. */
const callsOnce =
  (tool: string, args: Record<string, unknown>, sampled = 'A sampled answer.') =>
  (r: RecordedRequest): Step => {
    if (!bodyText(r).includes('"tools"')) return { text: sampled };
    return afterToolResult('openai', r) ? { text: 'Done.' } : { calls: [{ tool, args }] };
  };

describe('sampling', () => {
  it("answers server-everything's sampling tool from the scenario's stubs", async () => {
    const run = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      config: { client: { sampling: 'stub' } },
      scenarios: [
        {
          id: 'haiku',
          prompt: 'Ask the server for a haiku about the sea.',
          sampling: [{ match: 'never-sent', text: 'wrong stub' }, 'Waves fold into foam.'],
          expect: { calls: [{ tool: 'trigger-sampling-request' }] },
        },
      ],
      model: callsOnce('trigger-sampling-request', { prompt: 'a haiku about the sea' }),
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    // The tool is listed only to a client that declares sampling.
    expect(run.tools).toContain('trigger-sampling-request');
    expect(row.calls[0].result).toContain('Waves fold into foam.');
    expect(row.sampling).toEqual([
      expect.objectContaining({
        turn: 0,
        call: 0,
        answeredBy: 'stub',
        text: 'Waves fold into foam.',
        systemPrompt: 'You are a helpful test server.',
        messages: [{ role: 'user', text: expect.stringContaining('a haiku about the sea') }],
      }),
    ]);
    // A stub answer costs no model request: the conversation's two alone.
    expect(run.requests).toHaveLength(2);
    expect(run.html).toContain('Waves fold into foam.');
  });

  it("answers with the scenario's own model, counted in the row's usage", async () => {
    const run = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      config: { client: { sampling: 'provider' } },
      scenarios: [
        {
          id: 'haiku-model',
          prompt: 'Ask the server for a haiku.',
          // Not met (the model says "Done."): the failed row's details show the exchange.
          expect: {
            calls: [{ tool: 'trigger-sampling-request' }],
            answer: { includes: ['gulls'] },
          },
        },
      ],
      model: callsOnce('trigger-sampling-request', { prompt: 'a haiku' }, 'Salt wind, grey gulls.'),
    });
    const [row] = run.rows;
    expect(row.status).toBe('fail');
    expect(row.checks.filter((c) => !c.passed).map((c) => c.check)).toEqual(['answer']);
    expect(row.calls[0].result).toContain('Salt wind, grey gulls.');
    expect(row.sampling?.[0]).toMatchObject({
      answeredBy: 'provider',
      text: 'Salt wind, grey gulls.',
      usage: { inputTokens: 10, outputTokens: 5 },
    });
    // The sampling request went to the same API, without tools, with the server's system prompt.
    const sampled = run.requests.filter((r) => !bodyText(r).includes('"tools"'));
    expect(sampled).toHaveLength(1);
    expect(bodyText(sampled[0])).toContain('System: You are a helpful test server.');
    expect(bodyText(sampled[0])).toContain('a haiku');
    // Three requests of 10 in / 5 out: the conversation's two and the sampling one.
    expect(row.usage).toMatchObject({ inputTokens: 30, outputTokens: 15 });
    expect(run.markdown).toContain(
      '- **Sampling during call 1:** asked Resource trigger-sampling-request context: a haiku → provider answered: Salt wind, grey gulls.',
    );
  });

  it("caches the model's sampling answer like the conversation's: a rerun asks the model nothing", async () => {
    const run = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      config: { client: { sampling: 'provider' }, cache: true },
      scenarios: [
        {
          id: 'haiku-cached',
          prompt: 'Ask the server for a haiku.',
          expect: { calls: [{ tool: 'trigger-sampling-request' }] },
        },
      ],
      model: callsOnce('trigger-sampling-request', { prompt: 'a haiku' }, 'Salt wind, grey gulls.'),
      runs: 2,
    });
    // The first run: the conversation's two requests and the sampling one; the rerun: none.
    expect(run.requestsPerRun).toEqual([3, 0]);
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    expect(row.sampling?.[0]).toMatchObject({
      answeredBy: 'provider',
      text: 'Salt wind, grey gulls.',
    });
    expect(row.calls[0].result).toContain('Salt wind, grey gulls.');
  });

  it('refuses sampling when off: the tool is not offered, and a server that asks gets an error', async () => {
    const everything = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      scenarios: [{ id: 'echo', prompt: 'Echo hi.', expect: { calls: [{ tool: 'echo' }] } }],
      model: callsOnce('echo', { message: 'hi' }),
    });
    expect(everything.rows[0].status).toBe('pass');
    expect(everything.tools).toContain('echo');
    expect(everything.tools).not.toContain('trigger-sampling-request');

    const fixture = await runEngine({
      api: 'openai',
      server: FIXTURE,
      config: { client: { sampling: 'off' } },
      scenarios: [
        { id: 'sum', prompt: 'Summarize x.', expect: { calls: [{ tool: 'summarize' }] } },
      ],
      model: callsOnce('summarize', { text: 'x' }),
    });
    const [row] = fixture.rows;
    expect(row.calls[0].error).toMatch(/sampling failed: .*Method not found/);
    expect(row.sampling).toBeUndefined();
  });

  it('sends the server an error when no stub is left, and records it', async () => {
    const run = await runEngine({
      api: 'openai',
      server: FIXTURE,
      config: { client: { sampling: 'stub' } },
      scenarios: [
        {
          id: 'sum-unscripted',
          prompt: 'Summarize x.',
          sampling: [{ match: 'nothing like it', text: 'unused' }],
          expect: { calls: [{ tool: 'summarize' }] },
        },
      ],
      model: callsOnce('summarize', { text: 'x' }),
    });
    const [row] = run.rows;
    expect(row.calls[0].error).toContain('no `sampling` stub of scenario sum-unscripted is left');
    expect(row.sampling).toEqual([
      expect.objectContaining({
        answeredBy: 'none',
        error: expect.stringContaining('no `sampling` stub'),
      }),
    ]);
    // Said once: no "MCP error -1: " prefix twice.
    expect(row.calls[0].error).toBe(
      'sampling failed: MCP error -1: no `sampling` stub of scenario sum-unscripted is left for this request (client.sampling: stub)',
    );
  });

  it("retries the model's sampling request like the conversation's", async () => {
    let sampled = 0;
    const run = await runEngine({
      api: 'openai',
      server: FIXTURE,
      config: { client: { sampling: 'provider' } },
      scenarios: [
        { id: 'sum-retried', prompt: 'Summarize x.', expect: { calls: [{ tool: 'summarize' }] } },
      ],
      model: (r) =>
        !bodyText(r).includes('"tools"') && sampled++ === 0
          ? { fail: 503 }
          : callsOnce('summarize', { text: 'x' }, 'One line.')(r),
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    expect(row.calls[0].result).toBe('summary (scripted): One line.');
    expect(sampled).toBe(2);
    expect(row.sampling).toEqual([
      expect.objectContaining({ answeredBy: 'provider', text: 'One line.', model: 'scripted' }),
    ]);
  });

  it("gives up a sampling request the model does not answer at the scenario's deadline", async () => {
    const run = await runEngine({
      api: 'openai',
      server: FIXTURE,
      config: { client: { sampling: 'provider' } },
      scenarios: [
        {
          id: 'sum-hangs',
          prompt: 'Summarize x.',
          timeout: 1,
          expect: { calls: [{ tool: 'summarize' }] },
        },
      ],
      model: (r) =>
        bodyText(r).includes('"tools"') ? callsOnce('summarize', { text: 'x' })(r) : { hang: true },
    });
    const [row] = run.rows;
    expect(row.status).toBe('timeout');
    expect(row.reason).toBe('no verdict within 1 s');
    expect(row.calls[0].unanswered).toBe(true);
    expect(row.sampling).toEqual([expect.objectContaining({ answeredBy: 'none' })]);
  });

  it("tries a turn's own stubs before the scenario's", async () => {
    const run = await runEngine({
      api: 'openai',
      server: FIXTURE,
      config: { client: { sampling: 'stub' } },
      scenarios: [
        {
          id: 'two-turns',
          // Two: the second is left for turn two, which takes its own first.
          sampling: ['from the scenario', 'from the scenario again'],
          turns: [
            { user: 'Summarize a.', expect: { calls: [{ tool: 'summarize' }] } },
            {
              user: 'Summarize b.',
              sampling: ['from turn two'],
              expect: { calls: [{ tool: 'summarize' }] },
            },
          ],
        },
      ],
      // Each turn: one call, then a reply once its result is the last message.
      model: (r) => {
        const messages = (r.body as { messages: { role: string }[] }).messages;
        return messages.at(-1)?.role === 'tool'
          ? { text: 'Done.' }
          : { calls: [{ tool: 'summarize', args: { text: 'x' } }] };
      },
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    expect(row.calls.map((c) => c.result)).toEqual([
      'summary (mcp-eval-stub): from the scenario',
      'summary (mcp-eval-stub): from turn two',
    ]);
    expect(row.sampling?.map((x) => [x.turn, x.call, x.answeredBy])).toEqual([
      [0, 0, 'stub'],
      [1, 1, 'stub'],
    ]);
  });
});
