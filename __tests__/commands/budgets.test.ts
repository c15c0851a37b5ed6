// Token budgets through the CLI, as thresholds: reported always, failing the run only when the
// user opts in with --fail-on-threshold.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { EXAMPLE_SERVER, runCli, workspace } from './run-cli.js';

const config = (budgets: string) => `
server:
  command: node
  args: [${JSON.stringify(EXAMPLE_SERVER)}]
  env: { OPS_API_URL: "\${spy.url}" }
mode: live
spy:
  routes: [{ method: GET, path: /clusters, json: [{ id: c1, name: prod }] }]
corpus: [corpus.yaml]
budgets: ${budgets}
`;
const corpus = `
scenarios:
  - id: list
    prompt: Which clusters do I have?
    expect: { calls: [{ tool: list_clusters }] }
`;
const read = (out: string) =>
  JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;

describe('budgets', () => {
  it('an exceeded budget is reported and fails the run only with --fail-on-threshold', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config('{ tools_tokens: 10 }'),
      'corpus.yaml': corpus,
    });
    const out = path.join(dir, 'out-a');
    const plain = await runCli(['run', '--provider', 'replay', '--out', out], dir);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain('thresholds NOT met');
    const report = read(out);
    expect(report.results[0].status).toBe('pass');
    expect(report.thresholds.checks).toEqual([
      expect.objectContaining({ scope: 'budget', key: 'tools_tokens', required: 10, met: false }),
    ]);
    expect(report.thresholds.checks[0].actual).toBe(report.tokens?.total);

    const opted = await runCli(
      ['run', '--provider', 'replay', '--fail-on-threshold', '--out', path.join(dir, 'out-b')],
      dir,
    );
    expect(opted.code).toBe(1);
  });

  it('a budget met passes with --fail-on-threshold', async () => {
    const dir = workspace({
      'mcp-eval.yaml': config('{ tools_tokens: 100000, result_tokens: 100000 }'),
      'corpus.yaml': corpus,
    });
    const out = path.join(dir, 'out');
    const r = await runCli(
      ['run', '--provider', 'replay', '--fail-on-threshold', '--out', out],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(read(out).thresholds).toMatchObject({ met: true });
    expect(read(out).thresholds.checks.map((c) => [c.key, c.met])).toEqual([
      ['tools_tokens', true],
      ['result_tokens', true],
    ]);
  });
});
