// The cases every adapter must pass, driven through the real SDK against a loopback fake of
// its wire protocol. Each *.test.ts supplies a Wire that speaks its API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Turn } from '../../src/model/scenario.js';
import type { AdapterOptions } from '../../src/providers/common.js';
import { isFatalForProvider } from '../../src/providers/retry.js';
import { resolveProvider } from '../../src/providers/spec.js';
import { ProviderError, type Provider } from '../../src/providers/types.js';
import { type ToolSpec } from '../../src/model/tool.js';
import { type Usage } from '../../src/model/transcript.js';
import { startFake, type FakeServer, type RecordedRequest, type Reply } from '../fakes/wire.js';
import type { Env } from '../../src/model/api.js';

export interface WireCall {
  id: string;
  name: string;
  args?: Record<string, unknown>;
  /** Sent instead of args, verbatim (malformed arguments). */
  raw?: string;
}

export interface SentResult {
  id?: string;
  name?: string;
  text: string;
  isError: boolean;
}

export interface Wire {
  label: string;
  /** The path the SDK posts to. */
  path: string;
  /** The adapter itself (no retries), pointed at the fake. */
  make(url: string, opts?: Partial<AdapterOptions>): Provider;
  /** The spec and environment that make resolveProvider point at the fake. */
  spec: string;
  env(url: string): Env;
  text(text: string): unknown;
  calls(calls: WireCall[], text?: string): unknown;
  error(status: number, message: string): unknown;
  usage: Usage;
  apiKey(req: RecordedRequest): string | undefined;
  /** Tool names as sent, in order. */
  toolNames(body: RecordedRequest['body']): string[];
  /** The tool results the last request carried, in order. */
  results(body: RecordedRequest['body']): SentResult[];
  /** Roles of the history the request carried, e.g. user, assistant, tool. */
  roles(body: RecordedRequest['body']): string[];
}

export const TOOLS: ToolSpec[] = [
  {
    name: 'list_clusters',
    description: 'List clusters',
    inputSchema: { type: 'object', properties: { region: { type: 'string' } } },
  },
  {
    name: 'get_cluster',
    description: 'Get one cluster',
    inputSchema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
      additionalProperties: false,
    },
  },
  {
    name: 'alerts.search_alerts',
    description: 'Search alerts',
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  },
  {
    name: `very_${'long_'.repeat(16)}name`,
    inputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
  },
];
export const LONG = TOOLS[3].name;

export function turn(user: string): Turn {
  return { user, expect: { order: 'any', extra_calls: 'allow' } };
}

const signal = () => new AbortController().signal;

export function describeContract(wire: Wire): void {
  describe(`${wire.label} adapter contract`, () => {
    let fake: FakeServer | undefined;
    afterEach(async () => {
      await fake?.close();
      fake = undefined;
    });
    const serve = async (script: Reply[]) => (fake = await startFake(script));
    const session = (f: FakeServer, opts?: Partial<AdapterOptions>) =>
      wire.make(f.url, opts).start(TOOLS);

    it('reports the right call, sends the tools with API-safe names and the key', async () => {
      const f = await serve([
        { json: wire.calls([{ id: 'c1', name: 'get_cluster', args: { name: 'prod' } }]) },
      ]);
      const step = await session(f).user(turn('Show cluster prod'), signal());
      expect(step.calls).toEqual([{ id: 'c1', tool: 'get_cluster', args: { name: 'prod' } }]);
      expect(step.usage).toEqual(wire.usage);
      expect(f.requests[0].path).toBe(wire.path);
      expect(wire.apiKey(f.requests[0])).toBe('test-key');
      const names = wire.toolNames(f.requests[0].body);
      expect(names.slice(0, 3)).toEqual(['list_clusters', 'get_cluster', 'alerts_search_alerts']);
      expect(names[3]).toMatch(/^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/);
    });

    it('reports a wrong tool and wrong args as the model made them', async () => {
      const f = await serve([
        { json: wire.calls([{ id: 'c1', name: 'list_clusters', args: { region: 'mars' } }]) },
      ]);
      const step = await session(f).user(turn('Show cluster prod'), signal());
      expect(step.calls).toEqual([{ id: 'c1', tool: 'list_clusters', args: { region: 'mars' } }]);
    });

    it('maps API names back to MCP names', async () => {
      const f = await serve([
        { json: wire.calls([{ id: 'c1', name: 'alerts_search_alerts', args: { q: 'disk' } }]) },
      ]);
      const s = session(f);
      const step = await s.user(turn('Any disk alerts?'), signal());
      expect(step.calls).toEqual([{ id: 'c1', tool: 'alerts.search_alerts', args: { q: 'disk' } }]);
    });

    it('maps an over-long name back', async () => {
      const f = await serve([{ json: wire.text('') }]);
      await session(f).user(turn('hi'), signal());
      const longApi = wire.toolNames(f.requests[0].body)[3];
      await f.close();
      const g = await serve([{ json: wire.calls([{ id: 'c9', name: longApi, args: { n: 1 } }]) }]);
      const step = await session(g).user(turn('go'), signal());
      expect(step.calls).toEqual([{ id: 'c9', tool: LONG, args: { n: 1 } }]);
    });

    it('reports text only as no call', async () => {
      const f = await serve([{ json: wire.text('Which cluster do you mean?') }]);
      const step = await session(f).user(turn('Show a cluster'), signal());
      expect(step).toMatchObject({ text: 'Which cluster do you mean?', calls: [] });
    });

    it('reports parallel calls in order', async () => {
      const f = await serve([
        {
          json: wire.calls([
            { id: 'a', name: 'get_cluster', args: { name: 'prod' } },
            { id: 'b', name: 'get_cluster', args: { name: 'test' } },
          ]),
        },
      ]);
      const step = await session(f).user(turn('prod and test'), signal());
      expect(step.calls.map((c) => [c.id, c.tool, c.args])).toEqual([
        ['a', 'get_cluster', { name: 'prod' }],
        ['b', 'get_cluster', { name: 'test' }],
      ]);
    });

    it('feeds tool results back with the full history, across steps and turns', async () => {
      const f = await serve([
        {
          json: wire.calls([
            { id: 'a', name: 'get_cluster', args: { name: 'prod' } },
            { id: 'b', name: 'alerts_search_alerts', args: { q: 'prod' } },
          ]),
        },
        { json: wire.text('prod is running, no alerts') },
        { json: wire.calls([{ id: 'c', name: 'list_clusters', args: {} }]) },
      ]);
      const s = session(f);
      const first = await s.user(turn('How is prod?'), signal());
      const second = await s.results(
        [
          { callId: 'a', tool: 'get_cluster', text: '{"running":true}', isError: false },
          { callId: 'b', tool: 'alerts.search_alerts', text: 'backend down', isError: true },
        ],
        signal(),
      );
      expect(first.calls).toHaveLength(2);
      expect(second).toMatchObject({ text: 'prod is running, no alerts', calls: [] });
      const body = f.requests[1].body;
      expect(wire.results(body)).toEqual([
        expect.objectContaining({ text: '{"running":true}', isError: false }),
        expect.objectContaining({ text: 'Error: backend down', isError: true }),
      ]);
      const third = await s.user(turn('And the others?'), signal());
      expect(third.calls[0].tool).toBe('list_clusters');
      expect(wire.roles(f.requests[0].body)).toHaveLength(1);
      const before = wire.roles(f.requests[1].body);
      const after = wire.roles(f.requests[2].body);
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.length).toBe(before.length + 2); // the model's text, the new user turn
      expect(wire.toolNames(f.requests[2].body)).toEqual(wire.toolNames(f.requests[0].body));
    });

    it('marks arguments that are not JSON as malformed and answers them with an error', async () => {
      const f = await serve([
        { json: wire.calls([{ id: 'm', name: 'get_cluster', raw: '{"name": prod' }]) },
        { json: wire.text('sorry') },
      ]);
      const s = session(f);
      const step = await s.user(turn('Show prod'), signal());
      expect(step.calls).toEqual([
        {
          id: 'm',
          tool: 'get_cluster',
          args: {},
          malformed: expect.stringContaining('not'),
          raw: '{"name": prod',
        },
      ]);
      // The runner sends nothing for a malformed call; the adapter still answers it.
      await s.results([], signal());
      expect(wire.results(f.requests[1].body)).toEqual([
        expect.objectContaining({ isError: true, text: expect.stringContaining('malformed') }),
      ]);
    });

    it('marks an unknown tool name as malformed', async () => {
      const f = await serve([
        { json: wire.calls([{ id: 'u', name: 'drop_everything', args: { all: true } }]) },
      ]);
      const step = await session(f).user(turn('Drop it all'), signal());
      expect(step.calls).toEqual([
        {
          id: 'u',
          tool: 'drop_everything',
          args: {},
          malformed: 'unknown tool "drop_everything"',
          raw: '{"all":true}',
        },
      ]);
    });

    it('retries a 429 after the retry-after delay, then succeeds', async () => {
      const f = await serve([
        { status: 429, headers: { 'retry-after': '7' }, json: wire.error(429, 'slow down') },
        { json: wire.text('ok') },
      ]);
      const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
      const resolved = resolveProvider(wire.spec, wire.env(f.url), { retry: { sleep } });
      if (!('provider' in resolved)) throw new Error(resolved.skipped);
      const step = await resolved.provider.start(TOOLS).user(turn('hi'), signal());
      expect(step.text).toBe('ok');
      expect(sleep).toHaveBeenCalledTimes(1);
      expect(sleep.mock.calls[0]).toEqual([7000, expect.anything()]);
      expect(f.requests).toHaveLength(2);
      // The retried request carries the same history, not the user turn twice.
      expect(wire.roles(f.requests[1].body)).toEqual(wire.roles(f.requests[0].body));
    });

    it('gives up on a 500 after the configured retries', async () => {
      const f = await serve([{ status: 500, json: wire.error(500, 'boom') }]);
      const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
      const env = wire.env(f.url);
      const spec = {
        provider: wire.spec.split(':')[0],
        model: wire.spec.split(':')[1],
        retries: 2,
      };
      const resolved = resolveProvider(spec as never, env, { retry: { sleep, random: () => 0.5 } });
      if (!('provider' in resolved)) throw new Error(resolved.skipped);
      const err = await resolved.provider
        .start(TOOLS)
        .user(turn('hi'), signal())
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect(err).toMatchObject({ kind: 'server', status: 500 });
      expect((err as Error).message).toContain('boom');
      expect(f.requests).toHaveLength(3);
      expect(sleep.mock.calls.map((c) => c[0])).toEqual([750, 1500]);
    });

    it('classifies 401 as auth, fatal for the provider, and does not retry', async () => {
      const f = await serve([{ status: 401, json: wire.error(401, 'invalid api key') }]);
      const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
      const resolved = resolveProvider(wire.spec, wire.env(f.url), { retry: { sleep } });
      if (!('provider' in resolved)) throw new Error(resolved.skipped);
      const err = await resolved.provider
        .start(TOOLS)
        .user(turn('hi'), signal())
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ kind: 'auth', status: 401 });
      expect(isFatalForProvider(err)).toBe(true);
      expect(sleep).not.toHaveBeenCalled();
      expect(f.requests).toHaveLength(1);
    });

    it('classifies 400 as bad-request with the API message', async () => {
      const f = await serve([{ status: 400, json: wire.error(400, 'tools[0] is invalid') }]);
      const err = await session(f)
        .user(turn('hi'), signal())
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ kind: 'bad-request', status: 400 });
      expect((err as Error).message).toContain('tools[0] is invalid');
    });

    it('times out a request the API never answers', async () => {
      const f = await serve(['hang']);
      const err = await session(f, { timeoutMs: 200 })
        .user(turn('hi'), signal())
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect(err).toMatchObject({ kind: 'timeout' });
    });

    it("passes the runner's abort through untouched", async () => {
      const f = await serve(['hang']);
      const controller = new AbortController();
      const pending = session(f).user(turn('hi'), controller.signal);
      const reason = new Error('scenario timeout');
      setTimeout(() => controller.abort(reason), 50);
      await expect(pending).rejects.toBe(reason);
    });
  });
}
