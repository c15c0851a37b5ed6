// mcp-eval compare BASE HEAD: the head report written again with its comparison; the verdict on
// stdout; exit 1 on a regression only with --fail-on-regression; 2 when a report is missing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { report, trials } from '../compare/builders.js';
import { apartBase, apartHead, pairedBase, pairedHead } from '../compare/paired-fixtures.js';
import { OUTPUTS } from '../../src/report/outputs/index.js';
import { EXAMPLE_SERVER, ROOT, runCli, workspace } from './run-cli.js';

const json = (r: Report) => JSON.stringify(r, null, 2);
const files = {
  'base/report.json': json(report([...trials('a', 10, 10), ...trials('b', 0, 3)])),
  'head/report.json': json(report([...trials('a', 5, 10), ...trials('b', 3, 3)])),
  'better.json': json(report([...trials('a', 10, 10), ...trials('b', 3, 3)])),
};

describe('mcp-eval compare', () => {
  it('writes report.json with the comparison and report.md with the block; prints the verdict', async () => {
    const dir = workspace(files);
    const r = await runCli(['compare', 'base', 'head/report.json', '--out', 'out'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'Regressed vs base/report.json: 1 scenario regressed, 1 fixed\n' +
        // The default report files (src/report/outputs/), in the registry's order.
        `Reports: ${OUTPUTS.filter((o) => o.byDefault)
          .map((o) => path.join(dir, 'out', o.file))
          .join(', ')}\n`,
    );
    const written = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as Report;
    expect(written.results).toHaveLength(13);
    expect(written.comparison?.counts).toMatchObject({ regressed: 1, fixed: 1 });
    expect(written.comparison?.scenarios.map((s) => [s.scenario, s.class, s.p])).toEqual([
      ['a', 'regressed', expect.closeTo(0.0325, 4)],
      ['b', 'fixed', expect.closeTo(0.1, 10)],
    ]);
    const md = readFileSync(path.join(dir, 'out/report.md'), 'utf8');
    expect(md).toMatch(/^## MCP eval: .*\n\n> \[!CAUTION\]\n> Regressed vs `base\/report\.json`/);
  });

  it('two sides of one A/B run compare paired: the decline on the pairs fails, two runs do not', async () => {
    const dir = workspace({
      'ab/base/report.json': json(pairedBase),
      'ab/head/report.json': json(pairedHead),
      'apart/base/report.json': json(apartBase),
      'apart/head/report.json': json(apartHead),
    });
    const paired = await runCli(
      ['compare', 'ab/base', 'ab/head', '-o', 'o1', '--fail-on-regression'],
      dir,
    );
    expect(paired.code).toBe(1);
    expect(paired.stdout).toMatch(
      /^Regressed vs ab\/base\/report\.json \(same job, interleaved, paired\): overall decline, no scenario significant; .*exact p 0\.031 over 39 pairs/,
    );
    const written = JSON.parse(readFileSync(path.join(dir, 'o1/report.json'), 'utf8')) as Report;
    expect(written.ab).toEqual(pairedHead.ab);
    expect(written.comparison).toMatchObject({ method: 'paired', ab: { id: 'ab-7' } });
    const apart = await runCli(
      ['compare', 'apart/base', 'apart/head', '-o', 'o2', '--fail-on-regression'],
      dir,
    );
    expect(apart.code).toBe(0);
    expect(apart.stdout).toMatch(/^No significant change vs apart\/base\/report\.json; 8 flaky/);
  });

  it('--fail-on-regression exits 1 on a regression, 0 on an improvement', async () => {
    const dir = workspace(files);
    const worse = await runCli(
      ['compare', 'base', 'head', '-o', 'o1', '--fail-on-regression'],
      dir,
    );
    expect(worse.code).toBe(1);
    const better = await runCli(
      ['compare', 'base', 'better.json', '-o', 'o2', '--fail-on-regression'],
      dir,
    );
    expect(better.code).toBe(0);
    expect(better.stdout).toMatch(
      /^Improved vs base\/report\.json: 1 scenario fixed, none regressed/,
    );
  });

  it('a missing or invalid report is a setup error (exit 2) naming it', async () => {
    const dir = workspace({ ...files, 'junk.json': '[]' });
    const missing = await runCli(['compare', 'nothing-here', 'head'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('The baseline nothing-here does not exist\n');
    const junk = await runCli(['compare', 'base', 'junk.json'], dir);
    expect(junk.code).toBe(2);
    expect(junk.stderr).toBe(
      'The report junk.json is not an mcp-eval report of schemaVersion 1 (schemaVersion: null)\n',
    );
  });

  it('run --baseline compares the run with it; --fail-on-regression exits 1', async () => {
    // The example server against a spy with no route: get_cluster gets a 404 and fails in this
    // run; it passed in base.
    const replayed = { provider: 'replay', model: 'replay', definition: undefined };
    const dir = workspace({
      'mcp-eval.yaml': `server: { command: node, args: ["${EXAMPLE_SERVER}"], env: { OPS_API_URL: "\${spy.url}" } }
corpus: [c.yaml]
`,
      'c.yaml': `scenarios:
  - { id: get-c1, prompt: Tell me about cluster c1., expect: { calls: [{ tool: get_cluster, args: { id: c1 } }] } }
`,
      'base.json': json(report(trials('get-c1', 3, 3, replayed))),
      'once.json': json(report(trials('get-c1', 1, 1, replayed))),
    });
    const args = ['run', '-p', 'replay', '--repeat', '3', '--baseline', 'base.json'];
    const r = await runCli([...args, '--fail-on-regression'], dir);
    expect(r.stdout).toContain(
      '\nRegressed vs base.json: 1 scenario regressed, 0 fixed; replay overall 100% → 0%',
    );
    expect(r.code).toBe(1);
    const written = JSON.parse(
      readFileSync(path.join(dir, 'mcp-eval-report/report.json'), 'utf8'),
    ) as Report;
    expect(written.comparison?.scenarios[0]).toMatchObject({
      scenario: 'get-c1',
      class: 'regressed',
      base: { passes: 3, n: 3 },
      head: { passes: 0, n: 3 },
    });
    // Without the flag: the same comparison, exit 0.
    expect((await runCli(args, dir)).code).toBe(0);
    // One run a side: the same flip is too few trials to call, and the flag does not fail.
    const once = await runCli(
      ['run', '-p', 'replay', '--baseline', 'once.json', '--fail-on-regression'],
      dir,
    );
    expect(once.stdout).toContain(
      '\nNo significant change vs once.json; 1 changed (too few trials)\n',
    );
    expect(once.code).toBe(0);
  });

  it('two reports at --repeat 1 where one scenario flips: changed (too few trials), no failure', async () => {
    const ids = ['a', 'b', 'c', 'd'];
    const dir = workspace({
      'base.json': json(report(ids.flatMap((id) => trials(id, 1, 1)))),
      'head.json': json(report(ids.flatMap((id) => trials(id, id === 'b' ? 0 : 1, 1)))),
    });
    const r = await runCli(
      ['compare', 'base.json', 'head.json', '-o', 'out', '--fail-on-regression'],
      dir,
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^No significant change vs base\.json; 1 changed \(too few trials\), 3 unchanged\n/,
    );
    const written = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as Report;
    expect(written.comparison?.verdict).toBe('unchanged');
    expect(written.comparison?.counts).toMatchObject({ regressed: 0, 'changed-few': 1 });
    // Fisher's p on 1/1 vs 0/1 is 1: shown, and the class says why it is no regression.
    expect(written.comparison?.scenarios[0]).toMatchObject({
      scenario: 'b',
      class: 'changed-few',
      p: 1,
      trialsNeeded: 4,
    });
    const md = readFileSync(path.join(dir, 'out/report.md'), 'utf8');
    expect(md).toContain('> [!NOTE]');
    expect(md).toContain('#### Changed (too few trials) (1)');
    expect(md).toContain(
      '| `b` | openai:gpt-4.1-mini | 1/1 (100%) | 0/1 (0%) | 1 | ≈ 4 trials per side would detect a change this large | worse, fails now: selection: expected list_clusters; the model called get_cluster |',
    );
    expect(md).not.toContain('#### Regressed');
  });

  it('a server under test that crashes is a failed trial: regressed, with the exit in the reason', async () => {
    const fragile = path.join(ROOT, '__tests__/fixtures/servers/fragile.mjs');
    const replayed = { provider: 'replay', model: 'replay', definition: undefined };
    const dir = workspace({
      'mcp-eval.yaml': `server: { command: node, args: ["${fragile}"], env: { API_URL: "\${spy.url}" } }
corpus: [c.yaml]
`,
      'c.yaml': `scenarios:
  - { id: crash, prompt: crash it, expect: { calls: [{ tool: crash }] } }
`,
      'base.json': json(report(trials('crash', 3, 3, replayed))),
    });
    const r = await runCli(
      ['run', '-p', 'replay', '--repeat', '3', '--baseline', 'base.json'],
      dir,
    );
    expect(r.code).toBe(0);
    const written = JSON.parse(
      readFileSync(path.join(dir, 'mcp-eval-report/report.json'), 'utf8'),
    ) as Report;
    expect(written.results[0].status).toBe('errored');
    expect(written.comparison?.scenarios[0]).toMatchObject({
      scenario: 'crash',
      class: 'regressed',
      head: { passes: 0, n: 3 },
      reason: expect.stringMatching(
        /^errored: The MCP server `node .*fragile\.mjs` exited with code 3/,
      ),
    });
  });
});
