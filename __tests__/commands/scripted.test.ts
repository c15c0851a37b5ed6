// The scripted provider through the CLI: the example of docs/scripted.md played against the
// example server with the bundled corpus, and a broken file reported with its places.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { ROOT, runCli, workspace } from './run-cli.js';

/** The YAML block after `<!-- scripted-example -->` in docs/scripted.md. */
function docExample(): string {
  const page = readFileSync(path.join(ROOT, 'docs/scripted.md'), 'utf8');
  const m = /<!-- scripted-example -->\n+```yaml[^\n]*\n([\s\S]*?)```/.exec(page);
  if (!m) throw new Error('docs/scripted.md: no example after <!-- scripted-example -->');
  return m[1];
}

const IDS = [
  'get-cluster-details',
  'cluster-status-staging',
  'list-clusters',
  'status-clarify-then-call',
  'create-cluster-basic',
];

describe('the scripted provider', () => {
  it('plays the documented example through the engine against the example server', async () => {
    const dir = workspace({ 'scripted.yaml': docExample() });
    const out = path.join(dir, 'out');
    const r = await runCli(
      [
        'run',
        ...['--config', path.join(ROOT, 'mcp-eval.yaml')],
        ...['--provider', `scripted:${path.join(dir, 'scripted.yaml')}`],
        ...['--ids', IDS.join(','), '--out', out, '--quiet'],
      ],
      ROOT,
    );
    expect(r.stderr).not.toMatch(/error:/);
    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    const got = report.results.map((row) => `${row.scenario}#${row.repetition} ${row.status}`);
    expect(got.sort()).toEqual(
      [
        'cluster-status-staging#0 pass',
        'create-cluster-basic#0 errored',
        'get-cluster-details#0 pass',
        'list-clusters#0 pass',
        'list-clusters#1 fail',
        'status-clarify-then-call#0 pass',
      ].sort(),
    );
    const wrong = report.results.find((row) => row.scenario === 'list-clusters' && row.repetition);
    expect(wrong?.checks.find((c) => !c.passed)?.check).toBe('selection');
    // The calls went through the spy to the server: its answer is on the record.
    const status = report.results.find((row) => row.scenario === 'cluster-status-staging');
    expect(status?.calls[0].result).toMatch(/degraded/);
    const errored = report.results.find((row) => row.scenario === 'create-cluster-basic');
    expect(errored?.reason).toMatch(/overloaded/);
    expect(report.providers[0]).toMatchObject({ name: 'scripted', status: 'ran' });
  }, 60_000);

  it('names the file, line and field of each mistake, all at once, before anything runs', async () => {
    const bad = [
      'behaviours:',
      '  - scenario: list-clusters',
      '    steps:',
      '      - { call: list_clusters }',
      '      - { args: { id: c1 } }',
      '  - prompt: Hello',
      '    prompt_regex: "(unclosed"',
      '    steps: [{ fault: { status: 200 } }]',
    ].join('\n');
    const dir = workspace({ 'bad.yaml': bad });
    const r = await runCli(
      [
        'run',
        ...['--config', path.join(ROOT, 'mcp-eval.yaml')],
        ...['--provider', 'scripted:bad.yaml', '--out', path.join(dir, 'out'), '--quiet'],
      ],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/The scripted behaviours bad\.yaml are not valid/);
    expect(r.stderr).toMatch(/bad\.yaml:5:\d+: behaviours\[0\]\.steps\[1\]\.args: needs `call`/);
    expect(r.stderr).toMatch(/bad\.yaml:7:\d+: behaviours\[1\]\.prompt_regex: give exactly one/);
    expect(r.stderr).toMatch(/bad\.yaml:8:\d+: behaviours\[1\]\.steps\[0\]\.fault/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('is checked by validate, where the config names it', async () => {
    const dir = workspace({
      'mcp-eval.yaml': [
        'catalog: tools.json',
        'corpus: [corpus.yaml]',
        'providers: [{ provider: scripted, file: s.yaml }]',
      ].join('\n'),
      'tools.json': JSON.stringify([{ name: 'list_clusters', inputSchema: { type: 'object' } }]),
      'corpus.yaml':
        'scenarios: [{ id: a, mode: stub, prompt: Hi, expect: { calls: [{ tool: list_clusters }] } }]',
      's.yaml': 'behaviours:\n  - scenario: a\n    stepz: []\n',
    });
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/s\.yaml:3:\d+: behaviours\[0\]\.stepz: unknown field "stepz"/);
  });
});
