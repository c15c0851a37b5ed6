// run --baseline: the engine runs the corpus (replay, the example server), reads the baseline
// report first and writes report.json with its comparison and report.md with the block on top.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import type { Report } from '../../src/model/report.js';
import { SetupError } from '../../src/errors.js';
import { cleanup, corpusFile, exampleConfig, ROOT, run, writeConfig } from './helpers.js';

afterEach(cleanup);

const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };
const routes = (status: number) => ({
  spy: {
    routes: [
      { method: 'GET', path: '/clusters', status: 200, json: [{ id: 'c1', name: 'prod' }] },
      {
        method: 'GET',
        path: '/clusters/c1',
        status,
        json: status === 200 ? { id: 'c1' } : { error: 'down' },
      },
    ],
  },
});
const corpus = `scenarios:
  - id: list
    prompt: Which clusters do I have?
    expect: { calls: [{ tool: list_clusters }] }
  - id: get-c1
    repeat: 3
    prompt: Tell me about cluster c1.
    expect: { calls: [{ tool: get_cluster, args: { id: c1 } }] }
`;

describe('run --baseline', () => {
  it('compares with the baseline: a scenario that now fails is regressed, its changed tool marked', async () => {
    const file = corpusFile(corpus);
    const base = await run(exampleConfig({ corpus: [file], ...routes(200) }));
    expect(base.report.results.map((r) => r.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(base.report.comparison).toBeUndefined();
    // The baseline saw another description of get_cluster.
    const edited: Report = structuredClone(base.written);
    const tool = edited.tools?.find((t) => t.name === 'get_cluster');
    expect(tool).toBeDefined();
    tool!.description = 'An older description.';
    const config = writeConfig(exampleConfig({ corpus: [file], ...routes(503) }));
    const dir = path.dirname(config);
    writeFileSync(path.join(dir, 'base.json'), JSON.stringify(edited));

    const outcome = await evaluate({
      cwd: dir,
      config,
      out: path.join(dir, 'report'),
      providers: ['replay'],
      log: silent,
      env: {},
      baseline: { path: 'base.json' },
    });
    const written = JSON.parse(readFileSync(outcome.files.json, 'utf8')) as Report;
    const c = written.comparison!;
    expect(c.base).toEqual({ label: 'base.json', startedAt: base.written.startedAt });
    expect(c.verdict).toBe('regressed');
    expect(c.counts).toMatchObject({ regressed: 1, unchanged: 1, fixed: 0 });
    expect(c.scenarios[0]).toMatchObject({
      scenario: 'get-c1',
      provider: 'replay',
      class: 'regressed',
      base: { passes: 3, n: 3 },
      head: { passes: 0, n: 3 },
      toolChanged: true,
      changedTools: ['get_cluster'],
    });
    expect(c.tools).toEqual({
      added: [],
      removed: [],
      changed: [
        {
          name: 'get_cluster',
          description: { base: 'An older description.', head: expect.any(String) },
          schemaChanged: false,
        },
      ],
    });
    const md = readFileSync(outcome.files.md, 'utf8').split('\n');
    expect(md[0]).toMatch(/^## MCP eval: /);
    expect(md.slice(1, 3)).toEqual(['', '> [!CAUTION]']);
    // 4/4 → 1/4 for the provider (list 1/1 both sides; get-c1 3/3 → 0/3).
    expect(md[3]).toMatch(
      /^> Regressed vs `base\.json`: 1 scenario regressed, 0 fixed; replay overall 100% → 25% \(−75\.0 pts, 95% CI [^)]+\); 1 unchanged$/,
    );
  });

  it("the action's late baseline: the run does not wait for the lookup, the report still compares", async () => {
    const file = corpusFile(corpus);
    const base = await run(exampleConfig({ corpus: [file], ...routes(200) }));
    const config = writeConfig(exampleConfig({ corpus: [file], ...routes(503) }));
    const dir = path.dirname(config);
    writeFileSync(path.join(dir, 'base.json'), JSON.stringify(base.written));
    // The lookup ends only once a scenario has finished: a run waiting for it would never start.
    let found!: () => void;
    const lookup = new Promise<{ path: string }>((resolve) => {
      found = () => resolve({ path: path.join(dir, 'base.json') });
    });
    const outcome = await evaluate({
      cwd: dir,
      config,
      out: path.join(dir, 'report'),
      providers: ['replay'],
      log: silent,
      env: {},
      progress: { row: () => found() },
      lateBaseline: lookup,
    });
    expect(outcome.report.comparison).toMatchObject({
      verdict: 'regressed',
      counts: { regressed: 1, unchanged: 1 },
    });
  });

  it('a late baseline that fails is a warning: the report is written without a comparison', async () => {
    const config = writeConfig(exampleConfig({ corpus: [corpusFile(corpus)], ...routes(200) }));
    const dir = path.dirname(config);
    const warnings: string[] = [];
    const outcome = await evaluate({
      cwd: dir,
      config,
      out: path.join(dir, 'report'),
      providers: ['replay'],
      log: { ...silent, warn: (m: string) => void warnings.push(m) },
      env: {},
      lateBaseline: Promise.resolve({ path: path.join(dir, 'gone.json') }),
    });
    expect(outcome.report.results.map((r) => r.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(outcome.report.comparison).toBeUndefined();
    expect(readFileSync(outcome.files.json, 'utf8')).not.toContain('"comparison"');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^No comparison with the baseline: The baseline .*gone\.json does not exist/,
      ),
    ]);
  });

  it('a missing baseline is a setup error before anything runs', async () => {
    // A server that cannot start: had anything run first, that would be the error.
    const config = writeConfig({
      server: { command: 'no-such-mcp-server-cmd' },
      corpus: [corpusFile(corpus)],
    });
    const err = await evaluate({
      cwd: ROOT,
      config,
      out: path.join(path.dirname(config), 'report'),
      providers: ['replay'],
      log: silent,
      env: {},
      baseline: { path: 'no/such/report.json' },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SetupError);
    expect((err as Error).message).toBe('The baseline no/such/report.json does not exist');
  });
});
