// `mcp-eval import`: normalized scenarios back to native YAML. The converted file must load back
// to the same scenarios, leaving out only what the run's settings give anyway.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScenarioBase } from '../../src/corpus/context.js';
import { loadNative } from '../../src/corpus/native.js';
import { isProblem, parseSource } from '../../src/corpus/source.js';
import { toNative, toNativeYaml } from '../../src/corpus/to-native.js';
import type { Scenario } from '../../src/model/scenario.js';
import { expectation, scenario } from '../helpers.js';
import { copyFixtures, load } from './formats/helpers.js';

const BASE: ScenarioBase = { mode: 'live', max_steps: 8, repeat: 1, vars: {} };

/** The fields a run uses (origin and hook folders differ by construction). */
function semantics(s: Scenario) {
  return {
    id: s.id,
    category: s.category,
    tags: s.tags,
    type: s.type,
    tier: s.tier,
    mode: s.mode,
    timeout: s.timeout,
    hook_timeout: s.hook_timeout,
    repeat: s.repeat,
    max_steps: s.max_steps,
    skip: s.skip,
    known_failure: s.known_failure,
    turns: s.turns,
    gates: s.gates,
    observe: s.observe,
    description: s.description,
  };
}

function reload(text: string, base: ScenarioBase, file = 'out/converted.yaml') {
  const source = parseSource(text, file);
  if (isProblem(source)) throw new Error(source.message);
  const loaded = loadNative(source, base);
  expect(loaded.problems).toEqual([]);
  return loaded.scenarios;
}

describe('import round trips: the converted corpus loads back to the same scenarios', () => {
  it.each([
    ['tiered', 'tiered'],
    ['answer-fixtures', 'answer-fixtures'],
    ['casefile', 'casefile/cases.json'],
  ])('%s', async (format, corpusPath) => {
    const dir = copyFixtures();
    // As `mcp-eval import` loads it: placeholders kept, filled when the native file runs.
    const base = { ...BASE, vars: { SHOP_DB: 'shop', SHOP_SCHEMA: '{SHOP_DB}_v2' } };
    const imported = await load(dir, [corpusPath], { keepPlaceholders: true, base });
    const direct = await load(dir, [corpusPath], { base });
    expect(imported.problems).toEqual([]);
    const outDir = path.join(dir, 'out');
    const text = toNativeYaml(imported.scenarios, { from: corpusPath, format, outDir, base });
    expect(text.split('\n')[0]).toBe(
      `# Converted by \`mcp-eval import\` from ${corpusPath} (${format} format).`,
    );
    const back = reload(text, base, path.join(outDir, 'converted.yaml'));
    expect(back.map(semantics)).toEqual(direct.scenarios.map(semantics));
  });
});

describe('toNative', () => {
  const outDir = '/corpus/out';
  const native = (s: Partial<Scenario>, base: ScenarioBase = BASE) =>
    toNative(scenario({ dir: outDir, mode: 'live', ...s }), { outDir, base });

  it('a minimal scenario: id, prompt and an empty expectation', () => {
    expect(native({ id: 'a', turns: [{ user: 'hi', expect: expectation() }] })).toEqual({
      id: 'a',
      prompt: 'hi',
      expect: {},
    });
  });

  it('writes what differs from the run and what the tier cannot be derived from', () => {
    const out = native({
      id: 'a',
      description: 'd',
      category: 'c',
      tags: ['t'],
      type: 'happy_path',
      tier: 'answer',
      mode: 'stub',
      timeout: 5,
      hook_timeout: 7,
      repeat: 2,
      max_steps: 3,
      skip: 'later',
      known_failure: 'flaky',
      before: 'echo b',
      after: 'echo a',
    });
    expect(out).toEqual({
      id: 'a',
      description: 'd',
      category: 'c',
      tags: ['t'],
      type: 'happy_path',
      tier: 'answer',
      mode: 'stub',
      timeout: 5,
      hook_timeout: 7,
      repeat: 2,
      max_steps: 3,
      skip: 'later',
      known_failure: 'flaky',
      before: 'echo b',
      after: 'echo a',
      prompt: 'do it',
      expect: {},
    });
  });

  it("leaves out what equals the run's settings", () => {
    const base = { ...BASE, mode: 'stub' as const, timeout: 30, repeat: 3, max_steps: 4 };
    expect(
      Object.keys(
        native({ mode: 'stub', timeout: 30, repeat: 3, max_steps: 4, tier: 'selection' }, base),
      ),
    ).toEqual(['id', 'prompt', 'expect']);
    expect(native({ timeout: undefined }, { ...BASE, timeout: 30 })).not.toHaveProperty('timeout');
    expect(native({ hook_timeout: 20 }, { ...BASE, hook_timeout: 20 })).not.toHaveProperty(
      'hook_timeout',
    );
  });

  it('hooks go to the original folder first (quoted), unless the output is beside it', () => {
    expect(native({ dir: "/corpus/cases/it's", before: 'make seed' }).before).toBe(
      "cd '../cases/it'\\''s'\nmake seed",
    );
    expect(native({ dir: '/corpus/out/', after: 'x' }).after).toBe('x');
  });

  it('an expectation as written: only what differs from the defaults', () => {
    const turns = [
      {
        user: 'one',
        expect: expectation({
          calls: [
            { tool: 't', args: { x: 1 }, stub: null },
            { tool: 'u', stub: { ok: 1 } },
            { tool: 'v' },
          ],
          order: 'any',
          extra_calls: 'forbid',
          first_call_only: true,
          clarification: false,
        }),
      },
      {
        user: 'two',
        expect: expectation({ calls: [], answer: { includes: ['x'], mode: 'loose' } }),
      },
    ];
    expect(native({ turns }).turns).toStrictEqual([
      {
        user: 'one',
        expect: {
          calls: [
            { tool: 't', args: { x: 1 }, stub: null },
            { tool: 'u', stub: { ok: 1 } },
            { tool: 'v' },
          ],
          order: 'any',
          extra_calls: 'forbid',
          first_call_only: true,
          clarification: false,
        },
      },
      { user: 'two', expect: { answer: { includes: ['x'], mode: 'loose' } } },
    ]);
  });

  it('a literal {NAME} outside case files is kept literal by a var filling it with itself', () => {
    const s = { user: 'Explain {INCIDENT} and {X}', expect: expectation() };
    expect(
      native({ id: 'q-{ID}', turns: [s], origin: { file: 'f', line: 1, format: 'tiered' } }),
    ).toMatchObject({
      vars: { INCIDENT: '{INCIDENT}', X: '{X}' },
    });
    // The id is never filled, so it needs none.
    expect(native({ id: 'q-{ID}' })).not.toHaveProperty('vars');
    // Case files have placeholders: they are filled from the run's vars.
    expect(
      native({ turns: [s], origin: { file: 'f', line: 1, format: 'casefile' } }),
    ).not.toHaveProperty('vars');
  });

  it('toNativeYaml keeps long lines whole', () => {
    const long = 'word '.repeat(40).trim();
    const text = toNativeYaml(
      [scenario({ id: 'a', turns: [{ user: long, expect: expectation() }] })],
      {
        from: 'x',
        format: 'tiered',
        outDir: '.',
        base: { ...BASE, mode: 'stub' },
      },
    );
    expect(text).toContain(`prompt: ${long}\n`);
  });
});
