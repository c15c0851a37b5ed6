// Nothing selected is not green: filters naming what the corpus lacks, filters that together
// select nothing, and an empty corpus end `run` and `validate` with exit 2 and say why; no
// report says "passed" for a run of nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, workspace } from './run-cli.js';

// No server is needed: the filters are checked before anything starts.
const corpus = `scenarios:
  - { id: list-clusters, tags: [smoke, db], prompt: List, expect: { calls: [{ tool: list }] } }
  - { id: delete-cluster, tags: [nightly], category: safety, prompt: Delete, expect: { calls: [{ tool: del }] } }
  - { id: "ask[0]", tags: [smoke], prompt: One, expect: { calls: [{ tool: list }] } }
  - { id: "ask[1]", tags: [smoke], prompt: Two, expect: { calls: [{ tool: list }] } }
`;
const dir = workspace({
  'mcp-eval.yaml': 'server: { command: no-such-mcp-server-cmd }\ncorpus: [c.yaml]\n',
  'c.yaml': corpus,
  'empty/mcp-eval.yaml': 'server: { command: no-such-mcp-server-cmd }\ncorpus: [none.yaml]\n',
  'empty/none.yaml': 'scenarios: []\n',
});
const run = (...args: string[]) =>
  runCli(['run', '-p', 'replay', '--out', path.join(dir, 'out'), ...args], dir);

describe('mcp-eval run: filters that select nothing', () => {
  it('an unknown tag: exit 2, the tag named with the known ones, closest first', async () => {
    const r = await run('--tags', 'smok');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'Unknown filter value(s): nothing to run\n' +
        '  tag "smok": no scenario has it; known tags, closest first: smoke, db, nightly\n',
    );
    expect(r.stdout).toBe('');
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
  });

  it('tags match whatever their case; an unknown one beside a known one is still an error', async () => {
    const r = await run('--tags', 'SMOKE,nigthly');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'tag "nigthly": no scenario has it; known tags, closest first: nightly',
    );
    expect(r.stderr).not.toContain('tag "SMOKE"');
  });

  it('an unknown id: exit 2, with the closest ids; a variant base id is known', async () => {
    const r = await run('--ids', 'delete-clusters,ask');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'id "delete-clusters": no scenario has it; known ids, closest first: delete-cluster, list-clusters, ask',
    );
    expect(r.stderr).not.toContain('id "ask"');
  });

  it('an unknown type: exit 2', async () => {
    const r = await run('--types', 'happy_path');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('type "happy_path": no scenario has it; the corpus has no types');
  });

  it('known filters that together select nothing: exit 2, each filter and the tags there are', async () => {
    const r = await run('--tags', 'nightly', '--ids', 'ask');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      [
        'The filters select no scenario of the 4 in the corpus: nothing to run',
        '  tags nightly: 1 scenario(s)',
        '  ids ask: 2 scenario(s)',
        '  all of them together: none',
        'Tags in the corpus: smoke (3), db (1), nightly (1)',
        '',
      ].join('\n'),
    );
    expect(r.stdout).not.toMatch(/passed|thresholds met/);
  });

  it('a known tier no scenario has: exit 2, with the tiers there are', async () => {
    const r = await run('--tiers', 'answer');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('  tiers answer: 0 scenario(s)\n');
    expect(r.stderr).toContain('Tiers in the corpus: selection (4)');
  });

  it('an empty corpus: exit 2, naming the corpus', async () => {
    const r = await runCli(['run', '-p', 'replay', '--out', 'out'], path.join(dir, 'empty'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('The corpus has no scenario (corpus: none.yaml): nothing to run\n');
    const flag = await run('--corpus', 'empty/none.yaml', '--tags', 'smoke');
    expect(flag.stderr).toBe(
      'The corpus has no scenario (corpus: empty/none.yaml): nothing to run\n',
    );
  });
});

describe('mcp-eval validate: the same rules', () => {
  const validate = (...args: string[]) => runCli(['validate', '--no-server', ...args], dir);

  it('says how many the filters select when they select some', async () => {
    const r = await validate('--tags', 'smoke');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^OK: 4 scenario\(s\) valid, 3 selected by the filters \(tool names and argument schemas not checked: /,
    );
  });

  it('filters that name what the corpus lacks, or select nothing, are errors', async () => {
    const unknown = await validate('--tags', 'smok');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('tag "smok": no scenario has it');
    const none = await validate('--tags', 'nightly', '--ids', 'ask');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('The filters select no scenario of the 4 in the corpus');
    expect(none.stdout).toBe('');
  });

  it('an empty corpus is an error', async () => {
    const r = await runCli(['validate', '--no-server'], path.join(dir, 'empty'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('The corpus has no scenario (corpus: none.yaml): nothing to run\n');
  });

  it('problems in the corpus come first: the filters are checked once it loads whole', async () => {
    const broken = workspace({ 'c.yaml': 'scenarios:\n  - { id: a, prompt: 42, tags: [x] }\n' });
    const r = await runCli(
      ['validate', '--no-server', '--corpus', 'c.yaml', '--tags', 'y'],
      broken,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^The corpus has 1 problem\(s\)\n {2}c\.yaml:2:14: scenarios\[0\]\.prompt:/,
    );
    expect(r.stderr).not.toContain('tag "y"');
  });
});

describe('the example dispatch workflow', () => {
  // Its tag choices are the example corpus's tags: one the corpus lacked would fail the step.
  const wf = parse(
    readFileSync(path.join(ROOT, 'examples/workflows/eval-dispatch.yml'), 'utf8'),
  ) as {
    on: { workflow_dispatch: { inputs: { tags: { options: string[] } } } };
  };
  const tags = wf.on.workflow_dispatch.inputs.tags.options.filter((t) => t !== 'all');

  it.each(tags)('tag choice %s selects scenarios of the example corpus', async (tag) => {
    const r = await runCli(['validate', '--no-server', '--tags', tag], ROOT);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/, [1-9]\d* selected by the filters/);
  });
});
