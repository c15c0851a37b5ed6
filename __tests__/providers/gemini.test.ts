import { afterEach, describe, expect, it } from 'vitest';
import { geminiProvider } from '../../src/providers/gemini.js';
import { describeContract, TOOLS, turn, type Wire } from './contract.js';
import { startFake, type FakeServer } from '../fakes/wire.js';

const response = (parts: unknown[]) => ({
  candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
  usageMetadata: {
    promptTokenCount: 10,
    candidatesTokenCount: 4,
    thoughtsTokenCount: 1,
    cachedContentTokenCount: 3,
    totalTokenCount: 15,
  },
});

const make = (url: string, opts = {}) =>
  geminiProvider({
    id: 'gemini:gemini-test',
    name: 'gemini',
    model: 'gemini-test',
    apiKey: 'test-key',
    baseUrl: url,
    ...opts,
  });

type Part = { functionResponse?: { id?: string; name: string; response: Record<string, string> } };

const wire: Wire = {
  label: 'gemini',
  path: '/v1beta/models/gemini-test:generateContent',
  make,
  spec: 'gemini:gemini-test',
  env: (url) => ({ GOOGLE_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: url }),
  text: (text) => response([{ text }]),
  calls: (calls, text) =>
    response([
      ...(text ? [{ text }] : []),
      ...calls.map((c) => ({
        functionCall: { id: c.id, name: c.name, args: c.raw ?? c.args ?? {} },
      })),
    ]),
  error: (status, message) => ({ error: { code: status, message, status: 'ERROR' } }),
  // Thinking tokens count as output.
  usage: { inputTokens: 10, outputTokens: 5, cachedTokens: 3 },
  apiKey: (req) => req.headers['x-goog-api-key'] as string | undefined,
  toolNames: (body) =>
    (body.tools?.[0]?.functionDeclarations ?? []).map((d: { name: string }) => d.name),
  results: (body) => {
    const last = body.contents.at(-1);
    return ((last.parts ?? []) as Part[])
      .filter((p) => p.functionResponse)
      .map(({ functionResponse: r }) => ({
        id: r!.id,
        name: r!.name,
        text: r!.response.output ?? r!.response.error,
        isError: 'error' in r!.response,
      }));
  },
  roles: (body) => body.contents.map((c: { role: string }) => c.role),
};

describeContract(wire);

describe('gemini wire details', () => {
  let fake: FakeServer | undefined;
  afterEach(() => fake?.close());
  const signal = () => new AbortController().signal;

  it('sends converted schemas, functionCall history and functionResponse parts', async () => {
    fake = await startFake([
      {
        json: response([
          { text: 'thinking…', thought: true },
          {
            functionCall: { name: 'alerts_search_alerts', args: { q: 'x' } },
            thoughtSignature: 'sig',
          },
        ]),
      },
      { json: response([{ text: 'none found' }]) },
    ]);
    const s = make(fake.url, { temperature: 0, seed: 3, maxTokens: 200 }).start(TOOLS);
    const step = await s.user(turn('find x'), signal());
    // No id from the API: the adapter makes one, and the thought is not part of the text.
    expect(step.text).toBe('');
    expect(step.calls).toEqual([{ id: 'call_1', tool: 'alerts.search_alerts', args: { q: 'x' } }]);
    await s.results(
      [{ callId: 'call_1', tool: 'alerts.search_alerts', text: 'no alerts', isError: false }],
      signal(),
    );
    const [first, second] = fake.requests.map((r) => r.body);
    expect(first.generationConfig).toMatchObject({ temperature: 0, seed: 3, maxOutputTokens: 200 });
    expect(first.tools[0].functionDeclarations[1]).toEqual({
      name: 'get_cluster',
      description: 'Get one cluster',
      parameters: {
        type: 'OBJECT',
        properties: { name: { type: 'STRING' } },
        required: ['name'],
      },
    });
    expect(second.contents).toEqual([
      { role: 'user', parts: [{ text: 'find x' }] },
      {
        role: 'model',
        parts: [
          { text: 'thinking…', thought: true },
          {
            functionCall: { name: 'alerts_search_alerts', args: { q: 'x' } },
            thoughtSignature: 'sig',
          },
        ],
      },
      {
        role: 'user',
        parts: [
          { functionResponse: { name: 'alerts_search_alerts', response: { output: 'no alerts' } } },
        ],
      },
    ]);
  });

  it('echoes call ids the API sent', async () => {
    fake = await startFake([
      { json: response([{ functionCall: { id: 'g1', name: 'list_clusters', args: {} } }]) },
      { json: response([{ text: 'ok' }]) },
    ]);
    const s = make(fake.url).start(TOOLS);
    await s.user(turn('list'), signal());
    await s.results(
      [{ callId: 'g1', tool: 'list_clusters', text: '[]', isError: false }],
      signal(),
    );
    expect(fake.requests[1].body.contents.at(-1).parts).toEqual([
      { functionResponse: { id: 'g1', name: 'list_clusters', response: { output: '[]' } } },
    ]);
  });

  it('omits parameters for a tool without any, and never drops a tool', async () => {
    fake = await startFake([{ json: response([{ text: 'hi' }]) }]);
    const tools = [
      { name: 'ping', inputSchema: { type: 'object', properties: {} } },
      {
        name: 'odd',
        inputSchema: {
          type: 'object',
          properties: { when: { type: ['string', 'null'], format: 'email' } },
          $defs: {},
        },
      },
    ];
    await make(fake.url).start(tools).user(turn('hi'), signal());
    expect(fake.requests[0].body.tools[0].functionDeclarations).toEqual([
      { name: 'ping' },
      {
        name: 'odd',
        parameters: {
          type: 'OBJECT',
          properties: { when: { type: 'STRING', nullable: true, description: 'format: email' } },
        },
      },
    ]);
  });
});
