// Items 1–4 wired end to end: evaluate() with OpenAI-compatible providers (the real SDK against
// a loopback fake of chat completions) on the example server; verdicts, a refused key that stops
// one provider while another goes on, a missing key that skips a provider, and the CLI's exit 0.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { reportSchema } from '../../src/model/report.js';
import { cleanup, ROOT, tempDir } from '../integration/helpers.js';
import { runCli } from '../commands/run-cli.js';
import { runExample, writeExampleConfig } from './claude-code-helpers.js';
import {
  completion,
  startFake,
  type FakeServer,
  type RecordedRequest,
  type Reply,
} from '../fakes/wire.js';

afterAll(cleanup);

const usage = {
  prompt_tokens: 10,
  completion_tokens: 5,
  total_tokens: 15,
  prompt_tokens_details: { cached_tokens: 3 },
};
const text = (content: string) => completion({ content }, usage);
const calls = (...list: [string, string][]) =>
  completion(
    {
      content: null,
      tool_calls: list.map(([name, args], i) => ({
        id: `call_${i}`,
        type: 'function',
        function: { name, arguments: args },
      })),
    },
    usage,
  );

interface Message {
  role: string;
  content: string | null;
}

/** A scripted model: picks its move from the first user message; answers tool results with text. */
function model(req: RecordedRequest): Reply {
  const messages = req.body.messages as Message[];
  const last = messages.at(-1)!;
  if (last.role === 'tool') {
    const results = messages.filter((m) => m.role === 'tool').map((m) => m.content);
    return text(`Here you go: ${results.join(' | ')}`);
  }
  const prompt = messages.find((m) => m.role === 'user')!.content ?? '';
  if (prompt.includes('details of cluster c1')) return calls(['get_cluster', '{"id":"c1"}']);
  if (prompt.includes('Restart the cluster')) return text('Which cluster should I restart?');
  if (prompt.includes('staging (c2) healthy')) return calls(['list_clusters', '{}']);
  if (prompt.includes('broken')) return calls(['get_cluster', '{"id": c1']);
  if (prompt.includes('Compare')) {
    return calls(['cluster_status', '{"id":"c1"}'], ['cluster_status', '{"id":"c2"}']);
  }
  return text('I would rather not.');
}

const SCENARIOS = [
  {
    id: 'right-call',
    prompt: 'Show me the details of cluster c1.',
    expect: {
      calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
      answer: { includes: ['eu-west-1'], mode: 'strict' },
    },
  },
  { id: 'clarify', prompt: 'Restart the cluster.', expect: { clarification: true } },
  {
    id: 'wrong-tool',
    prompt: 'Is the staging (c2) healthy right now?',
    expect: { calls: [{ tool: 'cluster_status', args: { id: 'c2' } }] },
  },
  {
    id: 'malformed',
    prompt: 'Get c1 with broken arguments',
    expect: { calls: [{ tool: 'get_cluster', args: { id: 'c1' } }] },
  },
  {
    id: 'no-call',
    prompt: 'List my clusters.',
    expect: { calls: [{ tool: 'list_clusters' }] },
  },
  {
    id: 'parallel',
    prompt: 'Compare the health of prod (c1) and staging (c2).',
    expect: {
      order: 'any',
      calls: [
        { tool: 'cluster_status', args: { id: 'c1' } },
        { tool: 'cluster_status', args: { id: 'c2' } },
      ],
    },
  },
];

describe('evaluate() with OpenAI-compatible providers on the example server', () => {
  const fakes: FakeServer[] = [];
  afterEach(async () => {
    await Promise.all(fakes.splice(0).map((f) => f.close()));
  });

  it('scores real tool loops, stops a refused provider once, skips one without a key, and prices usage', async () => {
    const good = await startFake(model);
    const bad = await startFake([
      {
        status: 401,
        json: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
      },
    ]);
    fakes.push(good, bad);
    const run = await runExample(
      SCENARIOS,
      {
        providers: [
          {
            id: 'good',
            provider: 'openai-compatible',
            model: 'm-good',
            base_url: `${good.url}/v1`,
          },
          { id: 'bad', provider: 'openai-compatible', model: 'm-bad', base_url: `${bad.url}/v1` },
          'openai:gpt-x',
        ],
        prices: { good: { input: 1, output: 2, cached: 0.5 } },
        thresholds: { overall: 0.5 },
      },
      {},
    );

    // Verdicts of the provider that ran.
    const status = Object.fromEntries(run.rows('good').map((r) => [r.scenario, r.status]));
    expect(status).toEqual({
      'right-call': 'pass',
      clarify: 'pass',
      'wrong-tool': 'fail',
      malformed: 'fail',
      'no-call': 'inconclusive',
      parallel: 'pass',
    });
    const right = run.rows('good').find((r) => r.scenario === 'right-call')!;
    expect(right.calls).toMatchObject([{ tool: 'get_cluster', args: { id: 'c1' } }]);
    expect(right.requests).toMatchObject([{ method: 'GET', path: '/clusters/c1' }]);
    expect(right.turns[0].reply).toContain('eu-west-1');
    expect(right.checks.find((c) => c.check === 'answer')).toMatchObject({
      passed: true,
      gradedBy: 'baseline',
    });
    expect(right.grading).toBe('baseline');
    // Two requests (call, then answer), each 10 in / 5 out / 3 cached.
    expect(right.usage).toEqual({ inputTokens: 20, outputTokens: 10, cachedTokens: 6 });
    expect(right.cost).toEqual({
      currency: 'USD',
      input: 0.000014,
      cached: 0.000003,
      output: 0.00002,
      total: 0.000037,
    });
    const malformed = run.rows('good').find((r) => r.scenario === 'malformed')!;
    expect(malformed.calls[0].malformed).toMatch(/not valid JSON/);
    expect(run.rows('good').find((r) => r.scenario === 'no-call')!.attempts).toBe(2);

    // What the SDK sent: the server's tools, and the tool result after the call.
    const first = good.requests[0].body;
    expect(first.model).toBe('m-good');
    expect(first.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(
      expect.arrayContaining(['list_clusters', 'get_cluster', 'cluster_status']),
    );
    const second = good.requests[1].body.messages.at(-1);
    expect(second).toMatchObject({ role: 'tool', tool_call_id: 'call_0' });
    expect(second.content).toContain('eu-west-1');

    // The refused key: one message, the provider stopped, every later job skipped.
    expect(run.log.warn).toEqual([
      expect.stringMatching(
        /^Provider bad stopped for the rest of the run: openai-compatible API answered 401/,
      ),
    ]);
    const badRows = run.rows('bad');
    expect(badRows).toHaveLength(SCENARIOS.length);
    expect(badRows[0].status).toBe('errored');
    expect(
      badRows.slice(1).every((r) => r.status === 'skipped' && /provider stopped/.test(r.reason)),
    ).toBe(true);
    expect(bad.requests).toHaveLength(1);

    // The missing key: skipped with a notice, no rows.
    expect(run.log.notice).toContain('Provider openai:gpt-x skipped: OPENAI_API_KEY is not set');
    expect(run.rows('openai:gpt-x')).toEqual([]);
    expect(run.report.providers.map((p) => [p.id, p.status])).toEqual([
      ['good', 'ran'],
      ['bad', 'stopped'],
      ['openai:gpt-x', 'skipped'],
    ]);

    // Usage per provider, with cost where priced, in the JSON and the Markdown.
    const u = run.report.usage!.byProvider;
    expect(u.good).toMatchObject({ runs: 6, price: 'good' });
    expect(u.good.latencyMs.p50).not.toBeNull();
    expect(u.good.cost?.total).toBeGreaterThan(0);
    expect(u.bad).toMatchObject({ runs: 1, inputTokens: 0 });
    expect(u.bad.cost).toBeUndefined();
    expect(run.markdown).toContain('### Usage');
    expect(run.markdown).toMatch(/\| good \| 6 \| /);
    expect(reportSchema.safeParse(run.written).success).toBe(true);
  });
});

describe('the CLI with providers that cannot run', () => {
  it('exits 0 and writes the reports when every provider is skipped', async () => {
    const dir = tempDir('cli-skip');
    const config = writeExampleConfig(dir, [SCENARIOS[0]]);
    const out = path.join(dir, 'out');
    const result = await runCli(
      ['run', '--config', config, '--provider', 'openai:gpt-x,claude-code', '--out', out],
      ROOT,
      // No key, and a PATH without claude on it.
      { PATH: tempDir('empty-path') },
    );
    expect(result.stderr).toContain('Provider openai:gpt-x skipped: OPENAI_API_KEY is not set');
    expect(result.stderr).toContain(
      'Provider claude-code skipped: claude (Claude Code) is not on PATH',
    );
    expect(result.code).toBe(0);
    expect(existsSync(path.join(out, 'report.json'))).toBe(true);
  });
});
