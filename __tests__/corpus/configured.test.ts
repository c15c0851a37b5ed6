// The config file, and the corpus it names loaded with the run's settings as `run` loads it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/corpus/config.js';
import { loadConfiguredCorpus } from '../../src/corpus/configured.js';
import { SetupError } from '../../src/errors.js';
import type { Config } from '../../src/model/config.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-config-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a SetupError');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(SetupError);
      return e as SetupError;
    },
  );

describe('loadConfig', () => {
  it('no file: an empty config in the working folder', async () => {
    expect(await loadConfig(undefined, '/somewhere')).toEqual({ dir: '/somewhere' });
  });

  it('reads the file; paths resolve against its folder', async () => {
    const dir = folder({ 'conf/mcp-eval.yaml': 'mode: stub\ncorpus: [evals]\nrepeat: 2\n' });
    expect(await loadConfig('conf/mcp-eval.yaml', dir)).toEqual({
      mode: 'stub',
      corpus: ['evals'],
      repeat: 2,
      file: path.join(dir, 'conf', 'mcp-eval.yaml'),
      dir: path.join(dir, 'conf'),
      locate: expect.any(Function),
    });
  });

  it('an empty file is an empty config', async () => {
    const dir = folder({ 'mcp-eval.yaml': '' });
    expect(await loadConfig('mcp-eval.yaml', dir)).toEqual({
      file: path.join(dir, 'mcp-eval.yaml'),
      dir,
      locate: expect.any(Function),
    });
  });

  it('a missing file, or a bad one, is a setup error naming file, line and field', async () => {
    const dir = folder({ 'sub/bad.yaml': 'mode: replay\nrepeats: 2\n' });
    const missing = await rejection(loadConfig('nope.yaml', dir));
    expect(missing.message).toBe('Cannot load the config nope.yaml');
    expect(missing.problems).toEqual([
      {
        file: 'nope.yaml',
        message: `cannot read: ENOENT: no such file or directory, open '${path.join(dir, 'nope.yaml')}'`,
      },
    ]);
    const bad = await rejection(loadConfig(path.join(dir, 'sub', 'bad.yaml'), dir));
    expect(bad.describe()).toBe(
      [
        `The config ${path.join(dir, 'sub', 'bad.yaml')} is not valid`,
        `  ${path.join('sub', 'bad.yaml')}:1:1: mode: Invalid option: expected one of "live"|"stub"`,
        `  ${path.join('sub', 'bad.yaml')}:2:1: repeats: unknown field "repeats"`,
      ].join('\n'),
    );
  });

  it('the working folder itself is shown as named', async () => {
    const dir = folder({});
    const e = await rejection(loadConfig('.', dir));
    expect(e.problems[0].file).toBe('.');
  });
});

describe('loadConfiguredCorpus', () => {
  const corpus = (vars = '') =>
    `scenarios:\n  - id: a\n    prompt: "in {DB}${vars}"\n    before: pwd\n`;

  it("applies the config's settings as the scenarios' fallbacks", async () => {
    const dir = folder({ 'c/mcp-eval.yaml': '', 'c/evals/a.yaml': corpus() });
    const config: Config = {
      dir: path.join(dir, 'c'),
      file: path.join(dir, 'c', 'mcp-eval.yaml'),
      corpus: ['evals', { path: '*.yaml' }],
      mode: 'stub',
      timeout: 60,
      max_steps: 3,
      repeat: 2,
      vars: { DB: 'shop', N: 5 },
    };
    const { scenarios, problems } = await loadConfiguredCorpus(config, { cwd: dir, env: {} });
    expect(problems).toEqual([]);
    expect(scenarios).toHaveLength(1);
    expect(scenarios[0]).toMatchObject({
      mode: 'stub',
      timeout: 60,
      max_steps: 3,
      repeat: 2,
      turns: [{ user: 'in shop' }],
      origin: { file: path.join('c', 'evals', 'a.yaml') },
    });
  });

  it("carries the config's spy-check settings and reads; an imported corpus is held to consent only when the config asks", async () => {
    const tiered = path.resolve('__tests__/fixtures/formats/tiered/with_args.yaml');
    const dir = folder({ 'a.yaml': corpus() });
    const load = (extra: Partial<Config>) =>
      loadConfiguredCorpus(
        {
          dir,
          corpus: ['a.yaml', { path: tiered, format: 'tiered' }],
          vars: { DB: 'x' },
          ...extra,
        },
        { cwd: dir, env: {} },
      ).then((c) => c.scenarios);
    const [native, imported] = await load({
      annotations: 'observe',
      spy: { reads: [{ method: 'POST', path: '/search' }] },
    });
    expect(native).toMatchObject({ annotations: 'observe', reads: [{ path: '/search' }] });
    expect(native.confirm_destructive).toBeUndefined(); // the default: destructiveHint: true
    expect(imported).toMatchObject({ annotations: 'observe', confirm_destructive: false });
    const asked = await load({ confirm_destructive: ['tickets.assign'] });
    expect(asked.map((s) => s.confirm_destructive)).toEqual(asked.map(() => ['tickets.assign']));
  });

  it('the defaults, when the config sets nothing', async () => {
    const dir = folder({ 'a.yaml': corpus() });
    const { scenarios } = await loadConfiguredCorpus(
      { dir, corpus: ['a.yaml'], vars: { DB: 'x' } },
      { cwd: dir, env: {} },
    );
    expect(scenarios[0]).toMatchObject({ mode: 'live', max_steps: 8, repeat: 1 });
    expect(scenarios[0].timeout).toBeUndefined();
  });

  it('flags override repeat, timeout and the corpus (relative to the working folder)', async () => {
    const dir = folder({ 'conf/x.yaml': '', 'evals/a.yaml': corpus() });
    const { scenarios } = await loadConfiguredCorpus(
      { dir: path.join(dir, 'conf'), corpus: ['nothing/*.yaml'], repeat: 2, timeout: 9 },
      { cwd: dir, corpus: ['evals/a.yaml'], repeat: 4, timeout: 7, env: { DB: 'env' } },
    );
    expect(scenarios[0]).toMatchObject({ repeat: 4, timeout: 7, turns: [{ user: 'in env' }] });
  });

  it('config vars (stringified) win over the environment; the environment fills the rest', async () => {
    const dir = folder({ 'a.yaml': corpus(' {N} {FLAG} {HOME}') });
    const { scenarios } = await loadConfiguredCorpus(
      { dir, corpus: ['a.yaml'], vars: { DB: 'cfg', N: 5, FLAG: false } },
      { cwd: dir, env: { DB: 'env', HOME: '/home/me' } },
    );
    expect(scenarios[0].turns[0].user).toBe('in cfg 5 false /home/me');
  });

  it('reads process.env when no environment is given', async () => {
    const dir = folder({ 'a.yaml': corpus() });
    process.env.DB = 'from-process';
    try {
      const { scenarios } = await loadConfiguredCorpus({ dir, corpus: ['a.yaml'] }, { cwd: dir });
      expect(scenarios[0].turns[0].user).toBe('in from-process');
    } finally {
      delete process.env.DB;
    }
  });

  it('a catalog with no server is stub mode, unless a server is given or the config sets a mode', async () => {
    const dir = folder({ 'a.yaml': corpus() });
    const mode = async (config: Partial<Config>, serverGiven?: boolean) =>
      (
        await loadConfiguredCorpus(
          { dir, corpus: ['a.yaml'], vars: { DB: 'x' }, ...config },
          { cwd: dir, env: {}, serverGiven },
        )
      ).scenarios[0].mode;
    expect(await mode({ catalog: 'tools.json' })).toBe('stub');
    expect(await mode({ catalog: 'tools.json' }, true)).toBe('live');
    expect(await mode({ catalog: 'tools.json', server: { command: 'x' } })).toBe('live');
    expect(await mode({ catalog: 'tools.json', mode: 'live' })).toBe('live');
    expect(await mode({})).toBe('live');
  });

  it('free-text params come from the config, else sql and query', async () => {
    const dir = folder({
      'cases.json': JSON.stringify({
        module: 'm',
        cases: [
          {
            id: 'c',
            type: 'happy_path',
            input: 'x',
            expected_tools: [{ name: 't', params: { sql: 's', note: 'n' } }],
          },
        ],
      }),
    });
    const args = async (config: Partial<Config>) =>
      (
        await loadConfiguredCorpus(
          { dir, corpus: ['cases.json'], ...config },
          { cwd: dir, env: {} },
        )
      ).scenarios[0].turns[0].expect.calls![0].args;
    expect(await args({})).toEqual({ sql: { $nonEmpty: true }, note: 'n' });
    expect(await args({ free_text_params: ['note'] })).toEqual({
      sql: 's',
      note: { $nonEmpty: true },
    });
  });

  it('keeps placeholders when asked (import)', async () => {
    const dir = folder({
      'cases.json': JSON.stringify({
        module: 'm',
        cases: [{ id: 'c', type: 'happy_path', input: 'in {DB}', expected_tools: [] }],
      }),
    });
    const { scenarios, problems } = await loadConfiguredCorpus(
      { dir, corpus: ['cases.json'] },
      { cwd: dir, env: {}, keepPlaceholders: true },
    );
    expect(problems).toEqual([]);
    expect(scenarios[0].turns[0].user).toBe('in {DB}');
  });

  it('never loads the config file as a corpus file', async () => {
    const dir = folder({ 'mcp-eval.yaml': 'corpus: ["."]\n', 'a.yaml': corpus() });
    const { files, problems } = await loadConfiguredCorpus(
      { dir, file: path.join(dir, 'mcp-eval.yaml'), corpus: ['.'], vars: { DB: 'x' } },
      { cwd: dir, env: {} },
    );
    expect(problems).toEqual([]);
    expect(files).toEqual([path.join(dir, 'a.yaml')]);
  });

  it('no corpus, or a corpus with problems, is a setup error (unless the caller keeps them)', async () => {
    const dir = folder({ 'a.yaml': corpus() });
    const none = await rejection(loadConfiguredCorpus({ dir }, { cwd: dir, env: {} }));
    expect(none.message).toBe('No corpus: set `corpus:` in the config or pass --corpus');
    const empty = await rejection(loadConfiguredCorpus({ dir, corpus: [] }, { cwd: dir, env: {} }));
    expect(empty.message).toBe('No corpus: set `corpus:` in the config or pass --corpus');

    const bad = await rejection(
      loadConfiguredCorpus({ dir, corpus: ['a.yaml', 'b.yaml'] }, { cwd: dir, env: {} }),
    );
    expect(bad.message).toBe('The corpus has 2 problem(s)');
    expect(bad.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      'b.yaml: matches no corpus file',
      'a.yaml: unresolved placeholder {DB}',
    ]);

    const kept = await loadConfiguredCorpus(
      { dir, corpus: ['a.yaml'] },
      { cwd: dir, env: {}, keepProblems: true },
    );
    expect(kept.problems).toHaveLength(1);
  });
});
