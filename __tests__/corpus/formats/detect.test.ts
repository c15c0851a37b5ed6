import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/corpus/formats.js';
import { loadNative } from '../../../src/corpus/native.js';
import { fill } from '../../../src/corpus/placeholders.js';
import { isProblem, parseSource } from '../../../src/corpus/source.js';
import { toNativeYaml } from '../../../src/corpus/to-native.js';
import { copyFixtures, load } from './helpers.js';

describe('format detection', () => {
  it('by file name and shape', () => {
    expect(detectFormat('a/b/test_case.yaml', {})).toBe('answer-fixtures');
    expect(detectFormat('x.yaml', [{ id: 'a', expected_tool: 't' }])).toBe('tiered');
    expect(detectFormat('x.yaml', [{ id: 'a' }, { id: 'b', expected_sequence: [] }])).toBe(
      'tiered',
    );
    expect(detectFormat('corpus/multi_step.yaml', [])).toBe('tiered');
    expect(detectFormat('x.json', { module: 'm', cases: [] })).toBe('casefile');
    expect(detectFormat('x.yaml', { scenarios: [] })).toBe('native');
    expect(detectFormat('x.yaml', [{ id: 'a' }])).toBeUndefined();
    expect(detectFormat('x.json', { cases: [] })).toBeUndefined();
  });

  it('an explicit `format:` in the corpus entry wins over detection', async () => {
    const dir = copyFixtures();
    writeFileSync(path.join(dir, 'picks.yaml'), '- id: a\n  prompt: hi\n  expected_tool: t\n');
    writeFileSync(path.join(dir, 'empty.yaml'), '[]\n');
    const detected = await load(dir, ['picks.yaml', 'empty.yaml']);
    expect(detected.scenarios.map((s) => s.origin.format)).toEqual(['tiered']);
    expect(detected.problems.map((p) => p.message)).toEqual([
      'unknown corpus format (expected `scenarios:`; or set `format:` in the config)',
    ]);
    const explicit = await load(dir, [{ path: 'empty.yaml', format: 'tiered' }]);
    expect(explicit.problems).toEqual([]);
    const wrong = await load(dir, [{ path: 'picks.yaml', format: 'casefile' }]);
    expect(wrong.problems).toEqual([
      {
        file: 'picks.yaml',
        line: 1,
        column: 1,
        message: 'a case file is an object: {"module": ..., "cases": [...]}',
      },
    ]);
  });

  it('skips the support files of answer fixtures, and picks up thresholds.yaml among the files', async () => {
    const dir = copyFixtures();
    const corpus = await load(dir, ['.']);
    expect(corpus.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      // Catalogs and raw results are not corpora: a user's globs leave them out.
      ...['answer-fixtures.json', 'casefile.json', 'tiered.json'].map(
        (f) =>
          `${path.join('catalogs', f)}: unknown corpus format (expected \`scenarios:\`; or set \`format:\` in the config)`,
      ),
      `${path.join('raw', 'tiered.json')}: unknown corpus format (expected \`scenarios:\`; or set \`format:\` in the config)`,
    ]);
    expect(corpus.scenarios).toHaveLength(6 + 9 + 8);
    expect(corpus.thresholds?.file).toBe(path.join('tiered', 'thresholds.yaml'));
  });
});

describe('placeholders', () => {
  it('fill recursively, leave a cycle as written, and report what is unknown', () => {
    const unresolved: { name: string }[] = [];
    const vars = { DB: 'shop', SCHEMA: '{DB}_v2', A: '{B}', B: '{A}', SELF: '{SELF}' };
    expect(fill({ q: '{SCHEMA}.t {A} {SELF} {NOPE}' }, vars, [], unresolved as never)).toEqual({
      q: 'shop_v2.t {A} {SELF} {NOPE}',
    });
    expect(unresolved.map((u) => u.name)).toEqual(['NOPE']);
  });
});

describe('to native', () => {
  it('keeps a literal {NAME} of a non-casefile scenario literal, hooks included', async () => {
    const dir = copyFixtures();
    mkdirSync(path.join(dir, 'lit', 'c1'), { recursive: true });
    writeFileSync(
      path.join(dir, 'lit', 'c1', 'test_case.yaml'),
      'user_prompt: "Explain {INCIDENT}"\nexpected_output: ok\nbefore_test: echo "${HOME}"\n',
    );
    const { scenarios } = await load(dir, ['lit'], { keepPlaceholders: true });
    const outDir = path.join(dir, 'out');
    const base = { mode: 'live' as const, max_steps: 8, repeat: 1, vars: {} };
    const text = toNativeYaml(scenarios, { from: 'lit', format: 'answer-fixtures', outDir, base });
    const source = parseSource(text, 'c1.yaml');
    if (isProblem(source)) throw new Error(source.message);
    const native = loadNative(source, { ...base, vars: { HOME: '/home/x', INCIDENT: 'no' } });
    expect(native.problems).toEqual([]);
    const [s] = native.scenarios;
    expect(s.turns[0].user).toBe('Explain {INCIDENT}');
    expect(s.before).toBe(`cd '../lit/c1'\necho "\${HOME}"`);
    expect(s).toMatchObject({ id: 'c1', timeout: 300, tier: 'answer' });
  });
});
