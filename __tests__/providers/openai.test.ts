import { afterEach, describe, expect, it } from 'vitest';
import { openaiProvider } from '../../src/providers/openai.js';
import { describeContract, TOOLS, turn, type SentResult, type Wire } from './contract.js';
import { startFake, type FakeServer } from '../fakes/wire.js';

const completion = (message: Record<string, unknown>) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'gpt-test',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', ...message } }],
  usage: {
    prompt_tokens: 10,
    completion_tokens: 5,
    total_tokens: 15,
    prompt_tokens_details: { cached_tokens: 3 },
  },
});

const make = (url: string, opts = {}) =>
  openaiProvider({
    id: 'openai:gpt-test',
    name: 'openai',
    model: 'gpt-test',
    apiKey: 'test-key',
    baseUrl: `${url}/v1`,
    ...opts,
  });

const wire: Wire = {
  label: 'openai',
  path: '/v1/chat/completions',
  make,
  spec: 'openai:gpt-test',
  env: (url) => ({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${url}/v1` }),
  text: (content) => completion({ content }),
  calls: (calls, content) =>
    completion({
      content: content ?? null,
      tool_calls: calls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.raw ?? JSON.stringify(c.args ?? {}) },
      })),
    }),
  error: (_status, message) => ({ error: { message, type: 'error', code: null } }),
  usage: { inputTokens: 10, outputTokens: 5, cachedTokens: 3 },
  apiKey: (req) => req.headers.authorization?.replace(/^Bearer /, ''),
  toolNames: (body) =>
    (body.tools ?? []).map((t: { function: { name: string } }) => t.function.name),
  results: (body) => {
    const trailing: SentResult[] = [];
    for (const m of [...body.messages].reverse()) {
      if (m.role !== 'tool') break;
      trailing.unshift({
        id: m.tool_call_id,
        text: m.content,
        isError: m.content.startsWith('Error'),
      });
    }
    return trailing;
  },
  roles: (body) => body.messages.map((m: { role: string }) => m.role),
};

describeContract(wire);

describe('openai wire details', () => {
  let fake: FakeServer | undefined;
  afterEach(() => fake?.close());

  it('sends the history in chat-completions format', async () => {
    fake = await startFake([
      {
        json: completion({
          content: null,
          tool_calls: [
            {
              id: 'a',
              type: 'function',
              function: { name: 'alerts_search_alerts', arguments: '{"q":"x"}' },
            },
          ],
        }),
      },
      { json: completion({ content: 'done' }) },
    ]);
    const s = make(fake.url, { temperature: 0, seed: 7, maxTokens: 100 }).start(TOOLS);
    await s.user(turn('find x'), new AbortController().signal);
    await s.results(
      [{ callId: 'a', tool: 'alerts.search_alerts', text: 'none', isError: false }],
      new AbortController().signal,
    );
    const [first, second] = fake.requests.map((r) => r.body);
    expect(first).toMatchObject({
      model: 'gpt-test',
      temperature: 0,
      seed: 7,
      max_completion_tokens: 100,
    });
    expect(first.tools[1]).toEqual({
      type: 'function',
      function: {
        name: 'get_cluster',
        description: 'Get one cluster',
        parameters: TOOLS[1].inputSchema,
      },
    });
    expect(second.messages).toEqual([
      { role: 'user', content: 'find x' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'a',
            type: 'function',
            function: { name: 'alerts_search_alerts', arguments: '{"q":"x"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'a', content: 'none' },
    ]);
  });

  it('uses max_tokens for other OpenAI-compatible servers and reads an empty arguments string as {}', async () => {
    fake = await startFake([
      {
        json: completion({
          content: null,
          tool_calls: [
            { id: 'a', type: 'function', function: { name: 'list_clusters', arguments: '' } },
          ],
        }),
      },
    ]);
    const p = openaiProvider({
      id: 'groq:llama',
      name: 'groq',
      model: 'llama',
      apiKey: 'k',
      baseUrl: `${fake.url}/v1`,
      maxTokens: 50,
    });
    const step = await p.start(TOOLS).user(turn('list'), new AbortController().signal);
    expect(step.calls).toEqual([{ id: 'a', tool: 'list_clusters', args: {} }]);
    expect(fake.requests[0].body.max_tokens).toBe(50);
    expect(fake.requests[0].body.max_completion_tokens).toBeUndefined();
  });

  it('accepts tool calls without type or id from loose compatible servers', async () => {
    fake = await startFake([
      {
        json: completion({
          content: null,
          tool_calls: [{ function: { name: 'get_cluster', arguments: '{"name":"a"}' } }],
        }),
      },
      { json: completion({ content: 'done' }) },
    ]);
    const s = make(fake.url).start(TOOLS);
    const step = await s.user(turn('a'), new AbortController().signal);
    expect(step.calls).toEqual([{ id: 'call_0_0', tool: 'get_cluster', args: { name: 'a' } }]);
    await s.results(
      [{ callId: 'call_0_0', tool: 'get_cluster', text: 'ok', isError: false }],
      new AbortController().signal,
    );
    expect(fake.requests[1].body.messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_0_0',
            type: 'function',
            function: { name: 'get_cluster', arguments: '{"name":"a"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_0_0', content: 'ok' },
    ]);
  });

  it('honours retry-after-ms', async () => {
    fake = await startFake([
      { status: 429, headers: { 'retry-after-ms': '250', 'retry-after': '9' }, json: {} },
      { json: completion({ content: 'ok' }) },
    ]);
    const { resolveProvider } = await import('../../src/providers/spec.js');
    const delays: number[] = [];
    const r = resolveProvider(
      { provider: 'openai-compatible', model: 'm', base_url: `${fake.url}/v1` },
      {},
      { retry: { sleep: async (ms) => void delays.push(ms) } },
    );
    if (!('provider' in r)) throw new Error(r.skipped);
    await r.provider.start([]).user(turn('hi'), new AbortController().signal);
    expect(delays).toEqual([250]);
    expect(fake.requests[1].body.tools).toBeUndefined();
  });
});
