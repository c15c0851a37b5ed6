import { afterEach, describe, expect, it } from 'vitest';
import { anthropicProvider } from '../../src/providers/anthropic.js';
import { describeContract, TOOLS, turn, type Wire } from './contract.js';
import { startFake, type FakeServer } from '../fakes/wire.js';

const message = (content: unknown[]) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-test',
  content,
  stop_reason: content.some((b) => (b as { type: string }).type === 'tool_use')
    ? 'tool_use'
    : 'end_turn',
  stop_sequence: null,
  usage: {
    input_tokens: 10,
    output_tokens: 5,
    cache_read_input_tokens: 3,
    cache_creation_input_tokens: 2,
  },
});

const make = (url: string, opts = {}) =>
  anthropicProvider({
    id: 'anthropic:claude-test',
    name: 'anthropic',
    model: 'claude-test',
    apiKey: 'test-key',
    baseUrl: url,
    ...opts,
  });

type Block = { type: string; tool_use_id?: string; content?: string; is_error?: boolean };

const wire: Wire = {
  label: 'anthropic',
  path: '/v1/messages',
  make,
  spec: 'anthropic:claude-test',
  env: (url) => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url }),
  text: (text) => message([{ type: 'text', text }]),
  calls: (calls, text) =>
    message([
      ...(text ? [{ type: 'text', text }] : []),
      // Anthropic sends input as an object; a raw string stands in for a broken one.
      ...calls.map((c) => ({
        type: 'tool_use',
        id: c.id,
        name: c.name,
        input: c.raw ?? c.args ?? {},
      })),
    ]),
  error: (status, msg) => ({
    type: 'error',
    error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message: msg },
  }),
  // input_tokens excludes the cache; the adapter reports the whole prompt.
  usage: { inputTokens: 15, outputTokens: 5, cachedTokens: 3 },
  // This SDK version sends the key as a bearer token; older ones used x-api-key.
  apiKey: (req) =>
    (req.headers['x-api-key'] as string | undefined) ??
    req.headers.authorization?.replace(/^Bearer /, ''),
  toolNames: (body) => (body.tools ?? []).map((t: { name: string }) => t.name),
  results: (body) => {
    const last = body.messages.at(-1);
    if (last.role !== 'user' || !Array.isArray(last.content)) return [];
    return (last.content as Block[])
      .filter((b) => b.type === 'tool_result')
      .map((b) => ({ id: b.tool_use_id, text: b.content ?? '', isError: b.is_error === true }));
  },
  roles: (body) => body.messages.map((m: { role: string }) => m.role),
};

describeContract(wire);

describe('anthropic wire details', () => {
  let fake: FakeServer | undefined;
  afterEach(() => fake?.close());

  it('sends tools, tool_use history and tool_result blocks in messages format', async () => {
    fake = await startFake([
      {
        json: message([
          { type: 'text', text: 'Looking.' },
          { type: 'tool_use', id: 'tu1', name: 'alerts_search_alerts', input: { q: 'x' } },
        ]),
      },
      { json: message([{ type: 'text', text: 'none found' }]) },
    ]);
    const s = make(fake.url, { temperature: 0.2, maxTokens: 300 }).start(TOOLS);
    const step = await s.user(turn('find x'), new AbortController().signal);
    expect(step.text).toBe('Looking.');
    await s.results(
      [{ callId: 'tu1', tool: 'alerts.search_alerts', text: 'no alerts', isError: false }],
      new AbortController().signal,
    );
    const [first, second] = fake.requests.map((r) => r.body);
    expect(first).toMatchObject({ model: 'claude-test', max_tokens: 300, temperature: 0.2 });
    expect(first.tools[1]).toEqual({
      name: 'get_cluster',
      description: 'Get one cluster',
      input_schema: TOOLS[1].inputSchema,
    });
    expect(second.messages).toEqual([
      { role: 'user', content: 'find x' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Looking.' },
          { type: 'tool_use', id: 'tu1', name: 'alerts_search_alerts', input: { q: 'x' } },
        ],
      },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 'tu1', content: 'no alerts' }],
      },
    ]);
  });

  it('sends a default max_tokens, which the API requires', async () => {
    fake = await startFake([{ json: message([{ type: 'text', text: 'hi' }]) }]);
    await make(fake.url).start([]).user(turn('hi'), new AbortController().signal);
    expect(fake.requests[0].body.max_tokens).toBe(4096);
    expect(fake.requests[0].body.tools).toBeUndefined();
  });

  it('retries a 529 overload', async () => {
    fake = await startFake([
      {
        status: 529,
        json: { type: 'error', error: { type: 'overloaded_error', message: 'busy' } },
      },
      { json: message([{ type: 'text', text: 'ok' }]) },
    ]);
    const { resolveProvider } = await import('../../src/providers/spec.js');
    const delays: number[] = [];
    const r = resolveProvider(
      { provider: 'anthropic', model: 'claude-test', base_url: fake.url },
      { ANTHROPIC_API_KEY: 'k' },
      { retry: { sleep: async (ms) => void delays.push(ms), random: () => 0 } },
    );
    if (!('provider' in r)) throw new Error(r.skipped);
    const step = await r.provider.start(TOOLS).user(turn('hi'), new AbortController().signal);
    expect(step.text).toBe('ok');
    expect(delays).toEqual([500]);
  });
});
