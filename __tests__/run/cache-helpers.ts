// A corpus for the response cache tests: three stub-mode scenarios against a catalog, and an
// OpenAI-wire scripted model that calls the tool the prompt names, then answers with its result.
import { stringify } from 'yaml';
import { completion, type FakeServer, type RecordedRequest, type Reply } from '../fakes/wire.js';

export const KEY = 'sk-cache-test-0123456789abcdef';

/** Calls the tool the prompt names, then answers with the results it got. */
export function model(req: RecordedRequest): Reply {
  const messages = req.body.messages as { role: string; content: string | null }[];
  if (messages.at(-1)!.role === 'tool') {
    return completion({ content: `Done: ${messages.at(-1)!.content}` });
  }
  const prompt = messages.find((m) => m.role === 'user')!.content ?? '';
  const tool = /use (\w+)/.exec(prompt)?.[1] ?? 'list_clusters';
  return completion({
    content: null,
    tool_calls: [{ id: 'call_0', type: 'function', function: { name: tool, arguments: '{}' } }],
  });
}

const TOOLS = [
  { name: 'list_clusters', inputSchema: { type: 'object', properties: {} } },
  { name: 'get_quota', inputSchema: { type: 'object', properties: {} } },
];

export function project(fake: FakeServer, stub = 'three clusters', cache: unknown = true) {
  const scenarios = ['list_clusters', 'get_quota', 'list_clusters'].map((tool, i) => ({
    id: `s${i}`,
    prompt: `Please use ${tool} (${i})`,
    mode: 'stub',
    expect: { calls: [{ tool, stub }] },
  }));
  return {
    'mcp-eval.yaml': stringify({
      catalog: 'tools.json',
      corpus: ['corpus.yaml'],
      providers: [
        {
          id: 'fake',
          provider: 'openai-compatible',
          model: 'm',
          base_url: `${fake.url}/v1`,
          api_key_env: 'FAKE_API_KEY',
        },
      ],
      ...(cache === null ? {} : { cache }),
    }),
    'tools.json': JSON.stringify(TOOLS),
    'corpus.yaml': stringify({ scenarios }),
  };
}
