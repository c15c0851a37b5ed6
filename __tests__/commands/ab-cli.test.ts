// `mcp-eval ab` as a user runs it: every `run` option plus the base server's flags; both reports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { reportSchema } from '../../src/model/report.js';
import { EXAMPLE_SERVER, runCli, workspace } from './run-cli.js';

const config = stringify({
  server: { command: 'node', args: [EXAMPLE_SERVER], env: { OPS_API_URL: '${spy.url}' } },
  mode: 'live',
  spy: { routes: [{ method: 'GET', path: '/clusters', status: 200, json: [{ id: 'c1' }] }] },
  corpus: ['corpus.yaml'],
});
const corpus = stringify({
  scenarios: [
    {
      id: 'list',
      prompt: 'Which clusters do I have?',
      expect: { calls: [{ tool: 'list_clusters' }] },
    },
  ],
});

describe('mcp-eval ab', () => {
  it('runs both sides with the base from --base-server and writes both reports', async () => {
    const dir = workspace({ 'mcp-eval.yaml': config, 'corpus.yaml': corpus });
    // The base: the same server under another command line (the config's env kept).
    const res = await runCli(
      [
        'ab',
        '--base-server',
        `node ${EXAMPLE_SERVER}`,
        '-p',
        'replay',
        '--trials-min',
        '2',
        '--trials-max',
        '4',
        '--out',
        'out',
        '-q',
      ],
      dir,
    );
    expect(res.stderr).not.toMatch(/error/i);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Base side \(same job, interleaved\): .*out\/base\/report\.json/);
    const read = (f: string) =>
      reportSchema.parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    const head = read('out/report.json');
    const base = read('out/base/report.json');
    expect(head.ab?.id).toBe(base.ab?.id);
    expect(head.comparison?.base.label).toBe('the base side');
    expect(head.comparison?.method).toBe('paired');
    expect(head.comparison?.scenarios.map((s) => s.class)).toEqual(['unchanged']);
    // Replay passes every trial on both sides: 2/2 vs 2/2 could not turn regressed within 4.
    expect(head.adaptive).toMatchObject({ min: 2, max: 4, spent: 2, plan: 4, extended: 0 });
  }, 60_000);

  it('names the flags of a combination that cannot be', async () => {
    const dir = workspace({ 'mcp-eval.yaml': config, 'corpus.yaml': corpus });
    const both = await runCli(
      ['ab', '--base-url', 'http://127.0.0.1:9/mcp', '--base-cwd', 'x', '-p', 'replay'],
      dir,
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--base-cwd is the folder of a server started by a command');
    const none = await runCli(['ab', '-p', 'replay'], dir);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('mcp-eval ab needs a base server');
    const repeat = await runCli(
      [
        'ab',
        '--base-cwd',
        '.',
        '--repeat',
        '2',
        '--trials-min',
        '1',
        '--trials-max',
        '2',
        '-p',
        'replay',
      ],
      dir,
    );
    expect(repeat.code).toBe(2);
    expect(repeat.stderr).toContain('--trials-min/--trials-max and --repeat: give one');
    const plain = await runCli(['run', '--trials-min', '1', '-p', 'replay'], dir);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain("unknown option '--trials-min'");
  }, 60_000);
});
