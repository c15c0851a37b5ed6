// The agent CLI provider, end to end: evaluate() serves the spy proxy over MCP, runs a fake
// `claude` (first on PATH) that speaks stream-json and calls the proxy with the MCP SDK client.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/model/config.js';
import { resolveProvider } from '../../src/providers/spec.js';
import { reportSchema } from '../../src/model/report.js';
import { cleanup, tempDir } from '../integration/helpers.js';
import { FAKE_CLAUDE_DIR, runExample } from './claude-code-helpers.js';

afterAll(cleanup);

const withFake = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PATH: `${FAKE_CLAUDE_DIR}${path.delimiter}${process.env.PATH ?? ''}`,
  FAKE_CLAUDE_NODE: process.execPath,
  ...extra,
});
/** A PATH with no `claude` on it. */
const noClaude = (): NodeJS.ProcessEnv => ({ PATH: tempDir('empty-path') });

describe('claude-code spec', () => {
  it('resolves claude-code and claude-code:<model> when claude is on PATH', () => {
    const plain = resolveProvider('claude-code', withFake());
    expect('provider' in plain && plain.provider.agent).toBeTruthy();
    const r = resolveProvider('claude-code:sonnet', withFake());
    if (!('provider' in r)) throw new Error(r.skipped);
    expect(r.provider).toMatchObject({
      id: 'claude-code:sonnet',
      name: 'claude-code',
      model: 'sonnet',
    });
    const obj = resolveProvider({ provider: 'claude-code', model: 'opus', id: 'cc' }, withFake());
    expect('provider' in obj && obj.provider.id).toBe('cc');
  });

  it('is skipped, not an error, when claude is not on PATH', () => {
    expect(resolveProvider('claude-code', noClaude())).toEqual({
      skipped: 'claude (Claude Code) is not on PATH',
    });
  });

  it('is accepted by the config schema in both forms', () => {
    const parsed = configSchema.safeParse({
      providers: ['claude-code', { provider: 'claude-code', model: 'sonnet' }],
    });
    expect(parsed.success).toBe(true);
  });
});

describe('claude-code through evaluate()', () => {
  it('takes the calls from the spy log, the text and usage from stream-json, and resumes the session', async () => {
    const logFile = path.join(tempDir('claude-log'), 'runs.jsonl');
    const run = await runExample(
      [
        {
          id: 'details',
          prompt: 'Show cluster c1 using get_cluster {"id":"c1"}',
          expect: {
            calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
            answer: { includes: ['eu-west-1'], mode: 'strict' },
          },
        },
        {
          id: 'two-calls',
          prompt: 'First list_clusters then cluster_status {"id":"c2"}',
          expect: {
            order: 'strict',
            calls: [{ tool: 'list_clusters' }, { tool: 'cluster_status', args: { id: 'c2' } }],
          },
        },
        {
          id: 'wrong-tool',
          prompt: 'Use list_clusters',
          expect: { calls: [{ tool: 'get_cluster' }] },
        },
        {
          id: 'clarify-then-call',
          turns: [
            { user: 'How is my cluster?', expect: { clarification: true } },
            {
              user: 'The prod one: cluster_status {"id":"c1"}',
              expect: { calls: [{ tool: 'cluster_status', args: { id: 'c1' } }] },
            },
          ],
        },
      ],
      { providers: ['claude-code:fake-model'] },
      withFake({ FAKE_CLAUDE_LOG: logFile }),
    );
    expect(run.report.providers).toEqual([
      { id: 'claude-code:fake-model', name: 'claude-code', model: 'fake-model', status: 'ran' },
    ]);
    const details = run.row('details');
    expect(details.status).toBe('pass');
    expect(details.calls).toMatchObject([
      { turn: 0, tool: 'get_cluster', args: { id: 'c1' }, stubbed: false },
    ]);
    // Live mode: the server really ran, and the spy backend saw its request.
    expect(details.calls[0].result).toContain('eu-west-1');
    expect(details.requests).toMatchObject([{ method: 'GET', path: '/clusters/c1' }]);
    expect(details.turns[0].reply).toContain('eu-west-1');
    expect(details.usage).toEqual({ inputTokens: 125, outputTokens: 30, cachedTokens: 20 });

    expect(run.row('two-calls').status).toBe('pass');
    expect(run.row('two-calls').calls.map((c) => c.tool)).toEqual([
      'list_clusters',
      'cluster_status',
    ]);
    const wrong = run.row('wrong-tool');
    expect(wrong.status).toBe('fail');
    expect(wrong.reason).toMatch(/selection/);

    const multi = run.row('clarify-then-call');
    expect(multi.status).toBe('pass');
    expect(multi.calls).toMatchObject([{ turn: 1, tool: 'cluster_status' }]);
    expect(multi.usage.inputTokens).toBe(250);

    // What the CLI was given: headless stream-json, the spy as its only MCP server, the model,
    // and --resume with the first turn's session on the second turn.
    const runs = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { argv: string[]; prompt: string });
    const first = runs[0].argv;
    expect(first).toEqual(
      expect.arrayContaining([
        '-p',
        '--verbose',
        '--strict-mcp-config',
        '--allowedTools',
        'mcp__spy',
      ]),
    );
    expect(first[first.indexOf('--output-format') + 1]).toBe('stream-json');
    // Built-in tools off: only the spy's MCP tools are offered.
    expect(first[first.indexOf('--tools') + 1]).toBe('');
    expect(first[first.indexOf('--model') + 1]).toBe('fake-model');
    expect(first).not.toContain('--resume');
    expect(runs[0].prompt).toBe('Show cluster c1 using get_cluster {"id":"c1"}');
    const turn2 = runs.find((r) => r.prompt.startsWith('The prod one'))!;
    expect(turn2.argv).toContain('--resume');
    // The temp MCP config is gone after the turn.
    expect(existsSync(first[first.indexOf('--mcp-config') + 1])).toBe(false);

    expect(reportSchema.safeParse(run.written).success).toBe(true);
  });

  it('skips claude-code cleanly when claude is not on PATH', async () => {
    const run = await runExample(
      [{ id: 'one', prompt: 'list_clusters', expect: { calls: [{ tool: 'list_clusters' }] } }],
      { providers: ['claude-code'] },
      noClaude(),
    );
    expect(run.report.providers).toEqual([
      {
        id: 'claude-code',
        name: 'claude-code',
        model: '',
        status: 'skipped',
        reason: 'claude (Claude Code) is not on PATH',
      },
    ]);
    expect(run.report.results).toEqual([]);
    expect(run.log.notice).toContain(
      'Provider claude-code skipped: claude (Claude Code) is not on PATH',
    );
  });

  it('stops the provider after an auth error, with one message', async () => {
    const run = await runExample(
      [
        { id: 'a', prompt: 'list_clusters', expect: { calls: [{ tool: 'list_clusters' }] } },
        { id: 'b', prompt: 'list_clusters', expect: { calls: [{ tool: 'list_clusters' }] } },
      ],
      { providers: ['claude-code'] },
      withFake({ FAKE_CLAUDE_MODE: 'auth-error' }),
    );
    expect(run.row('a').status).toBe('errored');
    expect(run.row('a').reason).toMatch(/^auth: claude-code: Invalid API key/);
    expect(run.row('b')).toMatchObject({ status: 'skipped' });
    expect(run.row('b').reason).toMatch(/provider stopped/);
    expect(run.log.warn).toHaveLength(1);
    expect(run.report.providers[0].status).toBe('stopped');
  });

  it('reports a crash (no result message) as errored with the stderr tail', async () => {
    const run = await runExample(
      [{ id: 'a', prompt: 'list_clusters', expect: { calls: [{ tool: 'list_clusters' }] } }],
      { providers: ['claude-code'] },
      withFake({ FAKE_CLAUDE_MODE: 'crash' }),
    );
    expect(run.row('a').status).toBe('errored');
    expect(run.row('a').reason).toMatch(/exited with code 3 without a result message: fatal/);
  });

  it('reports a spy the CLI could not reach as errored', async () => {
    const run = await runExample(
      [{ id: 'a', prompt: 'list_clusters', expect: { calls: [{ tool: 'list_clusters' }] } }],
      { providers: ['claude-code'] },
      withFake({ FAKE_CLAUDE_MODE: 'spy-failed' }),
    );
    expect(run.row('a').status).toBe('errored');
    expect(run.row('a').reason).toMatch(/spy MCP server is failed/);
  });

  it('kills a hanging CLI at the scenario timeout', async () => {
    const run = await runExample(
      [
        {
          id: 'slow',
          timeout: 0.5,
          prompt: 'list_clusters',
          expect: { calls: [{ tool: 'list_clusters' }] },
        },
      ],
      { providers: ['claude-code'] },
      withFake({ FAKE_CLAUDE_MODE: 'hang' }),
    );
    expect(run.row('slow').status).toBe('timeout');
  });
});
