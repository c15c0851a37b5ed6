// Finding corpus files, loading each in its format, and collecting every problem in the order a
// person fixes them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadContext } from '../../src/corpus/context.js';
import { loadCorpus, type CorpusEntry } from '../../src/corpus/load.js';
import { formatProblem } from '../../src/errors.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A temp folder with these files (path → text). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-load-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function ctx(dir: string, over: Partial<LoadContext> = {}): LoadContext {
  return {
    dir,
    cwd: dir,
    base: { mode: 'live', max_steps: 8, repeat: 1, vars: {} },
    freeTextParams: ['sql'],
    ...over,
  };
}

const load = (dir: string, entries: (string | CorpusEntry)[], over: Partial<LoadContext> = {}) =>
  loadCorpus(
    entries.map((e) => (typeof e === 'string' ? { path: e } : e)),
    ctx(dir, over),
  );

const native = (...ids: string[]) =>
  `scenarios:\n${ids.map((id) => `  - id: ${id}\n    prompt: hi\n`).join('')}`;

describe('finding the files', () => {
  it('a file, a folder (its YAML and JSON files, sorted) or a glob; node_modules left out', async () => {
    const dir = folder({
      'a.yaml': native('a'),
      'sub/c.yml': native('c'),
      'sub/b.json': JSON.stringify({ scenarios: [{ id: 'b', prompt: 'hi' }] }),
      'sub/notes.txt': 'not a corpus',
      'sub/node_modules/x.yaml': native('x'),
      'glob/d.yaml': native('d'),
      'glob/e.yaml': native('e'),
    });
    const corpus = await load(dir, ['a.yaml', 'sub', 'glob/*.yaml']);
    expect(corpus.problems).toEqual([]);
    expect(corpus.scenarios.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(corpus.files).toEqual(
      ['a.yaml', 'sub/b.json', 'sub/c.yml', 'glob/d.yaml', 'glob/e.yaml'].map((f) =>
        path.join(dir, f),
      ),
    );
    expect(corpus.scenarios[1].origin.file).toBe(path.join('sub', 'b.json'));
  });

  it('paths are relative to the config folder, shown relative to the working folder', async () => {
    const dir = folder({ 'cfg/corpus/a.yaml': native('a') });
    const corpus = await load(dir, ['corpus'], { dir: path.join(dir, 'cfg') });
    expect(corpus.scenarios[0].origin.file).toBe(path.join('cfg', 'corpus', 'a.yaml'));
    // Hooks run in the file's folder, whatever the process's own folder.
    expect(corpus.scenarios[0].dir).toBe(path.join(dir, 'cfg', 'corpus'));
  });

  it('a file matched twice loads once; the config file is never a corpus file', async () => {
    const dir = folder({ 'a.yaml': native('a'), 'mcp-eval.yaml': 'corpus: [.]\n' });
    const corpus = await load(dir, ['.', 'a.yaml', '*.yaml'], {
      config: path.join(dir, 'mcp-eval.yaml'),
    });
    expect(corpus.problems).toEqual([]);
    expect(corpus.files).toEqual([path.join(dir, 'a.yaml')]);
    expect(corpus.scenarios).toHaveLength(1);
  });

  it('an entry that matches nothing is a problem', async () => {
    const dir = folder({ 'a.yaml': native('a') });
    const corpus = await load(dir, ['evals/*.yaml', 'a.yaml']);
    expect(corpus.problems).toEqual([{ file: 'evals/*.yaml', message: 'matches no corpus file' }]);
    expect(corpus.scenarios).toHaveLength(1);
  });
});

describe('every problem, in order', () => {
  it('unreadable, unknown format and bad scenarios are all reported, by file then line', async () => {
    const dir = folder({
      'a.yaml': 'scenarios:\n  - id: a\n    prompt: hi\n  - id: b\n    prompt: [x\n',
      'b.yaml': 'hello: world\n',
      'c.yaml': native('c') + '  - { id: d, prompt: hi, repeat: 0 }\n  - { id: e }\n',
    });
    const corpus = await load(dir, ['c.yaml', 'b.yaml', 'a.yaml']);
    expect(corpus.problems.map(formatProblem)).toEqual([
      'c.yaml:4:26: scenarios[1].repeat: Too small: expected number to be >=1',
      'c.yaml:5:5: scenarios[2]: a scenario has either `prompt` or `turns`',
      'b.yaml:1:1: unknown corpus format (expected `scenarios:`; or set `format:` in the config)',
      'a.yaml:6:1: syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
    expect(corpus.scenarios.map((s) => s.id)).toEqual(['c']);
  });

  it('a later problem of an earlier file comes first', async () => {
    const dir = folder({ 'b.yaml': native('x', 'x'), 'a.yaml': 'scenarios: [{ id: y }]\n' });
    const corpus = await load(dir, ['b.yaml', 'a.yaml']);
    expect(corpus.problems.map((p) => `${p.file}:${p.line}`)).toEqual(['b.yaml:4', 'a.yaml:1']);
  });

  it('a file named directly is read even when its name looks like a glob', async () => {
    const dir = folder({ 'case[1].yaml': native('a'), 'case1.yaml': native('b') });
    const corpus = await load(dir, ['case[1].yaml']);
    expect(corpus.scenarios.map((s) => s.id)).toEqual(['a']);
  });

  it('a duplicate id names both places', async () => {
    const dir = folder({ 'a.yaml': native('x', 'y'), 'b.yaml': native('z', 'x') });
    const corpus = await load(dir, ['a.yaml', 'b.yaml']);
    expect(corpus.problems).toEqual([
      {
        file: 'b.yaml',
        line: 4,
        column: 5,
        field: 'id',
        message: 'duplicate id "x" (first at a.yaml:2:5)',
      },
    ]);
    // Both are kept: the run refuses to start on any problem.
    expect(corpus.scenarios.map((s) => s.id)).toEqual(['x', 'y', 'z', 'x']);
  });

  it('a tiered id may sit in two tier files (two entries), not twice in one', async () => {
    const entry = (id: string) => `- { id: ${id}, prompt: p, expected_tool: t }\n`;
    const dir = folder({
      'selection_only.yaml': entry('x'),
      'with_args.yaml': entry('x') + entry('x'),
    });
    const corpus = await load(dir, ['selection_only.yaml', 'with_args.yaml']);
    expect(corpus.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'with_args.yaml:2: duplicate id "x" (first at with_args.yaml:1:3)',
    ]);
  });

  it('a problem of a file named by its absolute path sorts with that file', async () => {
    const dir = folder({
      'a.yaml': 'scenarios: [{ id: a }]\n',
      'b.yaml': 'scenarios: [{ id: b }]\n',
    });
    const other = folder({});
    const corpus = await load(other, [path.join(dir, 'b.yaml'), path.join(dir, 'a.yaml')]);
    expect(corpus.problems.map((p) => path.basename(p.file))).toEqual(['b.yaml', 'a.yaml']);
  });
});

describe('formats', () => {
  it("an entry's format wins; a file the detection does not know is a problem", async () => {
    const dir = folder({
      'picks.yaml': '- id: a\n  prompt: hi\n  expected_tool: t\n',
      'x.yaml': '[]\n',
    });
    const detected = await load(dir, ['picks.yaml']);
    expect(detected.scenarios[0].origin.format).toBe('tiered');
    const told = await load(dir, [{ path: 'x.yaml', format: 'tiered' }]);
    expect(told.problems).toEqual([]);
    expect((await load(dir, ['x.yaml'])).problems).toEqual([
      {
        file: 'x.yaml',
        line: 1,
        column: 1,
        message: 'unknown corpus format (expected `scenarios:`; or set `format:` in the config)',
      },
    ]);
  });

  it('files beside a test_case.yaml are its support files, not corpus files', async () => {
    const dir = folder({
      'cases/c1/test_case.yaml': 'user_prompt: hi\nexpected_output: ok\n',
      'cases/c1/manifest.yaml': 'kind: Pod\n',
      'cases/c1/mock.json': '{"a": 1}\n',
      'cases/c1/native.yaml': native('n'),
      'other/manifest.yaml': 'kind: Pod\n',
    });
    const corpus = await load(dir, ['cases', 'other']);
    expect(corpus.scenarios.map((s) => s.id)).toEqual(['n', 'c1']);
    expect(corpus.problems.map((p) => p.file)).toEqual([path.join('other', 'manifest.yaml')]);
  });

  it("collects the importers' notices", async () => {
    const dir = folder({
      'with_args.yaml': '- id: a\n  prompt: hi\n  expected_tool: t\n  owner: me\n',
    });
    const corpus = await load(dir, ['with_args.yaml']);
    expect(corpus.notices).toEqual(['with_args.yaml:4: ignoring `owner` (not used by mcp-eval)']);
  });
});

describe('thresholds that come with the corpus', () => {
  const tiered = '- id: a\n  prompt: hi\n  expected_tool: t\n';

  it('named by an entry: read relative to the config folder', async () => {
    const dir = folder({ 'cfg/gates.yaml': 'overall: 0.5\n', 'cfg/a.yaml': native('a') });
    const corpus = await load(dir, [{ path: 'a.yaml', thresholds: 'gates.yaml' }], {
      dir: path.join(dir, 'cfg'),
    });
    expect(corpus.thresholds).toEqual({
      file: path.join('cfg', 'gates.yaml'),
      thresholds: { overall: 0.5 },
    });
    expect(corpus.notices).toEqual([]);
  });

  it('a bad or missing thresholds file is a problem', async () => {
    const dir = folder({ 'a.yaml': native('a'), 'bad.yaml': 'overall: 5\n' });
    const corpus = await load(dir, [
      { path: 'a.yaml', thresholds: 'bad.yaml' },
      { path: 'a.yaml', thresholds: 'none.yaml' },
    ]);
    expect(corpus.thresholds).toBeUndefined();
    expect(corpus.problems.map((p) => `${p.file}: ${p.message.split(':')[0]}`)).toEqual([
      // Neither is a corpus file: by line (none for an unreadable file).
      'none.yaml: cannot read',
      'bad.yaml: Too big',
    ]);
  });

  it('a thresholds.yaml among the files is thresholds, not a corpus', async () => {
    const dir = folder({
      'evals/thresholds.yaml': 'default: { with_args: 0.7 }\n',
      'evals/a.yaml': native('a'),
    });
    const corpus = await load(dir, ['evals']);
    expect(corpus.problems).toEqual([]);
    expect(corpus.scenarios.map((s) => s.id)).toEqual(['a']);
    expect(corpus.thresholds).toEqual({
      file: path.join('evals', 'thresholds.yaml'),
      thresholds: { tiers: { args: 0.7 } },
    });
  });

  it('a bad thresholds.yaml among the files is reported', async () => {
    const dir = folder({ 'thresholds.yaml': 'default: { with_args: 7 }\n' });
    const corpus = await load(dir, ['thresholds.yaml']);
    expect(corpus.thresholds).toBeUndefined();
    expect(corpus.problems.map((p) => `${p.file}:${p.line}: ${p.field}`)).toEqual([
      'thresholds.yaml:1: default.with_args',
    ]);
  });

  it('a key the tiered scorer does not read is ignored with a notice, as it ignores it', async () => {
    const dir = folder({ 'thresholds.yaml': 'default: { with_arg: 0.7, overall: 0.5 }\n' });
    const corpus = await load(dir, ['thresholds.yaml']);
    expect(corpus.problems).toEqual([]);
    expect(corpus.thresholds?.thresholds).toEqual({ overall: 0.5 });
    expect(corpus.notices.map((n) => n.split(' (')[0])).toEqual([
      'thresholds.yaml:1: ignoring `default.with_arg`',
    ]);
  });

  it('one beside a tiered file applies unless thresholds were named', async () => {
    const dir = folder({
      'tiered/with_args.yaml': tiered,
      'tiered/thresholds.yaml': 'default: { with_args: 0.9 }\n',
      'named.yaml': 'overall: 0.4\n',
      'native/thresholds.yaml': 'overall: 0.1\n',
      'native/a.yaml': native('n'),
    });
    const beside = await load(dir, ['tiered/with_args.yaml']);
    expect(beside.thresholds).toEqual({
      file: path.join('tiered', 'thresholds.yaml'),
      thresholds: { tiers: { args: 0.9 } },
    });
    expect(beside.files).toEqual([path.join(dir, 'tiered', 'with_args.yaml')]);
    const named = await load(dir, [{ path: 'tiered/with_args.yaml', thresholds: 'named.yaml' }]);
    expect(named.thresholds).toEqual({ file: 'named.yaml', thresholds: { overall: 0.4 } });
    expect(named.notices).toEqual([]);
    // Only beside a tiered file.
    expect((await load(dir, ['native/a.yaml'])).thresholds).toBeUndefined();
  });

  it('a bad thresholds.yaml beside a tiered file is reported', async () => {
    const dir = folder({
      'tiered/with_args.yaml': tiered,
      'tiered/thresholds.yaml': 'default: { multi_step: 7 }\n',
    });
    const corpus = await load(dir, ['tiered/with_args.yaml']);
    expect(corpus.thresholds).toBeUndefined();
    expect(corpus.problems.map((p) => `${p.file}:${p.line}: ${p.field}`)).toEqual([
      `${path.join('tiered', 'thresholds.yaml')}:1: default.multi_step`,
    ]);
  });

  it('the first found applies; any other is ignored with a notice', async () => {
    const dir = folder({
      'a/thresholds.yaml': 'overall: 0.1\n',
      'b/thresholds.yaml': 'overall: 0.2\n',
      'a/x.yaml': native('x'),
      'named.yaml': 'overall: 0.3\n',
    });
    const corpus = await load(dir, [
      'a',
      { path: 'b/thresholds.yaml', thresholds: 'named.yaml' },
      { path: 'a/x.yaml', thresholds: 'named.yaml' },
    ]);
    expect(corpus.thresholds).toEqual({ file: 'named.yaml', thresholds: { overall: 0.3 } });
    expect(corpus.notices).toEqual([
      `${path.join('a', 'thresholds.yaml')}: ignored, the thresholds in named.yaml apply`,
      `${path.join('b', 'thresholds.yaml')}: ignored, the thresholds in named.yaml apply`,
    ]);
  });

  it('the same file named by an entry and matched by the globs is no conflict', async () => {
    const dir = folder({ 'evals/thresholds.yaml': 'overall: 0.6\n', 'evals/a.yaml': native('a') });
    const corpus = await load(dir, [{ path: 'evals', thresholds: 'evals/thresholds.yaml' }]);
    expect(corpus.notices).toEqual([]);
    expect(corpus.thresholds).toEqual({
      file: path.join('evals', 'thresholds.yaml'),
      thresholds: { overall: 0.6 },
    });
  });

  it('a bad thresholds.yaml in a tiered folder is reported once', async () => {
    const dir = folder({
      'tiered/with_args.yaml': tiered,
      'tiered/thresholds.yaml': 'per_model: { m: { multi_step: 2 } }\n',
    });
    const corpus = await load(dir, ['tiered']);
    expect(corpus.problems.map((p) => `${p.file}:${p.line}: ${p.field}`)).toEqual([
      `${path.join('tiered', 'thresholds.yaml')}:1: per_model.m.multi_step`,
    ]);
  });

  it('a tiered folder with its thresholds.yaml: read once, as a corpus file', async () => {
    const dir = folder({
      'tiered/with_args.yaml': tiered,
      'tiered/thresholds.yaml': 'default: { with_args: 0.9 }\n',
    });
    const corpus = await load(dir, ['tiered']);
    expect(corpus.notices).toEqual([]);
    expect(corpus.thresholds?.file).toBe(path.join('tiered', 'thresholds.yaml'));
  });
});
