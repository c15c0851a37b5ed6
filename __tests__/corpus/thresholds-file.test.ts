// Thresholds that come with a corpus (thresholds.yaml: the config's shape or the tiered
// corpus's default / per_model), and thresholds given as text (--thresholds, action input).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseThresholds } from '../../src/corpus/config.js';
import {
  fromTieredThresholds,
  isTieredThresholds,
  tieredSet,
} from '../../src/corpus/formats/tiered-thresholds.js';
import { isProblem, parseSource, type Source } from '../../src/corpus/source.js';
import {
  isThresholdsFile,
  parseThresholdsSource,
  readThresholdsFile,
} from '../../src/corpus/thresholds-file.js';
import { SetupError, formatProblem } from '../../src/errors.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-thresholds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function source(text: string, file = 'thresholds.yaml'): Source {
  const s = parseSource(text, file);
  if (isProblem(s)) throw new Error(s.message);
  return s;
}

const parse = (text: string) => parseThresholdsSource(source(text));
const problems = (text: string) => parse(text).problems.map(formatProblem);

describe('the tiered thresholds shape', () => {
  it('is recognized by default or per_model', () => {
    expect(isTieredThresholds({ default: {} })).toBe(true);
    expect(isTieredThresholds({ per_model: {} })).toBe(true);
    expect(isTieredThresholds({ overall: 0.9 })).toBe(false);
    expect(isTieredThresholds([{ default: {} }])).toBe(false);
    expect(isTieredThresholds(null)).toBe(false);
    expect(isTieredThresholds('default')).toBe(false);
  });

  it('a rate set maps the tiered tier names and overall, and reads no other key', () => {
    expect(
      tieredSet({ selection_only: 0.85, with_args: 0.9, multi_step: 0.8, answer: 1, overall: 0.7 }),
    ).toEqual({ overall: 0.7, tiers: { selection: 0.85, args: 0.9, sequence: 0.8 } });
    expect(tieredSet({ overall: 0 })).toEqual({ overall: 0 });
    expect(tieredSet({ with_args: 0.5, args: 1 })).toStrictEqual({ tiers: { args: 0.5 } });
    expect(tieredSet({})).toStrictEqual({});
    expect(tieredSet(null)).toStrictEqual({});
  });

  it('a null gate is no gate: dropped, or 0 where it must clear a default', () => {
    expect(tieredSet({ overall: null, with_args: 0.9 })).toStrictEqual({ tiers: { args: 0.9 } });
    expect(tieredSet({ overall: null, with_args: null }, true)).toStrictEqual({
      overall: 0,
      tiers: { args: 0 },
    });
  });

  it('converts default and per_model; any other shape is left as it is', () => {
    expect(
      fromTieredThresholds({
        default: { overall: 0.85, with_args: 0.9 },
        per_model: { 'gpt-x': { multi_step: 1 }, empty: null },
      }),
    ).toEqual({
      overall: 0.85,
      tiers: { args: 0.9 },
      providers: { 'gpt-x': { tiers: { sequence: 1 } }, empty: {} },
    });
    expect(fromTieredThresholds({ per_model: { m: { overall: 1, with_args: null } } })).toEqual({
      providers: { m: { overall: 1, tiers: { args: 0 } } },
    });
    expect(fromTieredThresholds({ default: { overall: 0.5 } })).toEqual({ overall: 0.5 });
    const native = { overall: 0.9, tiers: { args: 1 } };
    expect(fromTieredThresholds(native)).toBe(native);
    expect(fromTieredThresholds(undefined)).toBeUndefined();
  });
});

describe('thresholds.yaml among the corpus files', () => {
  it('is a file named thresholds.yaml or .yml holding a table that is not a corpus', () => {
    expect(isThresholdsFile('a/thresholds.yaml', { overall: 1 })).toBe(true);
    expect(isThresholdsFile('thresholds.yml', { default: {} })).toBe(true);
    expect(isThresholdsFile('a/my-thresholds.yaml', { overall: 1 })).toBe(false);
    expect(isThresholdsFile('a/thresholds.yaml.bak', { overall: 1 })).toBe(false);
    expect(isThresholdsFile('a/thresholds.json', { overall: 1 })).toBe(false);
    expect(isThresholdsFile('thresholds.yaml', { scenarios: [] })).toBe(false);
    expect(isThresholdsFile('thresholds.yaml', [{ overall: 1 }])).toBe(false);
    expect(isThresholdsFile('thresholds.yaml', null)).toBe(false);
    expect(isThresholdsFile('thresholds.yaml', 'overall')).toBe(false);
  });

  it("the config's shape is taken as it is", () => {
    expect(parse('overall: 0.9\ntiers: { args: 1 }\ncategories: { safety: 1 }\n')).toEqual({
      thresholds: { overall: 0.9, tiers: { args: 1 }, categories: { safety: 1 } },
      problems: [],
      notices: [],
    });
    expect(problems('overall: 1.5\ntier: { args: 1 }\n')).toEqual([
      'thresholds.yaml:1:1: overall: Too big: expected number to be <=1',
      'thresholds.yaml:2:1: tier: unknown field "tier"',
    ]);
  });

  it('the tiered shape is converted; per_model overrides by model', () => {
    expect(
      parse('default:\n  with_args: 0.9\n  args: 0.8\nper_model:\n  m1: { overall: 1 }\n'),
    ).toEqual({
      thresholds: { tiers: { args: 0.9 }, providers: { m1: { overall: 1 } } },
      problems: [],
      notices: [
        'thresholds.yaml:3: ignoring `default.args` (a tiered thresholds file gates overall, selection_only, with_args, multi_step; its own scorer ignores the rest)',
      ],
    });
  });

  it('null: a model entry is empty, a gate is none (clearing the default in per_model)', () => {
    expect(
      parse(
        'default: { overall: 0.9, with_args: null }\nper_model: { a: null, b: { overall: null } }\n',
      ),
    ).toEqual({
      thresholds: { overall: 0.9, providers: { a: {}, b: { overall: 0 } } },
      problems: [],
      notices: [],
    });
  });

  it('per_model alone overrides nothing but its models', () => {
    expect(parse('per_model:\n  m1: { with_args: 1 }\n')).toEqual({
      thresholds: { providers: { m1: { tiers: { args: 1 } } } },
      problems: [],
      notices: [],
    });
  });

  it('any other key is ignored, as by the tiered scorer, with a notice naming its line', () => {
    const parsed = parse(`default:
  overall: 0.8
  with_arg: 0.9
per_model:
  m1:
    multistep: nope
    selection: 1
other: 1
`);
    expect(parsed.problems).toEqual([]);
    expect(parsed.thresholds).toEqual({ overall: 0.8, providers: { m1: {} } });
    expect(parsed.notices.map((n) => n.split(' (')[0])).toEqual([
      'thresholds.yaml:8: ignoring `other`',
      'thresholds.yaml:3: ignoring `default.with_arg`',
      'thresholds.yaml:6: ignoring `per_model.m1.multistep`',
      'thresholds.yaml:7: ignoring `per_model.m1.selection`',
    ]);
  });

  it('a gate is a rate between 0 and 1, or null', () => {
    expect(
      problems('default:\n  with_args: 2\nper_model:\n  m: { overall: -1, multi_step: "1" }\n'),
    ).toEqual([
      'thresholds.yaml:2:3: default.with_args: Too big: expected number to be <=1',
      'thresholds.yaml:4:8: per_model.m.overall: Too small: expected number to be >=0',
      'thresholds.yaml:4:21: per_model.m.multi_step: Invalid input: expected number, received string',
    ]);
  });

  it('readThresholdsFile: found under the name shown, or the problems', async () => {
    const file = path.join(dir, 'thresholds.yaml');
    writeFileSync(file, 'default: { multi_step: 0.8 }\n');
    expect(await readThresholdsFile(file, 'shown.yaml')).toEqual({
      found: { file: 'shown.yaml', thresholds: { tiers: { sequence: 0.8 } } },
      problems: [],
      notices: [],
    });
    writeFileSync(file, 'overall: 3\n');
    expect(await readThresholdsFile(file, 'shown.yaml')).toEqual({
      problems: [
        {
          file: 'shown.yaml',
          line: 1,
          column: 1,
          field: 'overall',
          message: 'Too big: expected number to be <=1',
        },
      ],
      notices: [],
    });
    const missing = await readThresholdsFile(path.join(dir, 'nope.yaml'), 'nope.yaml');
    expect(missing).not.toHaveProperty('found');
    expect(missing.problems.map((p) => [p.file, p.message.split(':')[0]])).toEqual([
      ['nope.yaml', 'cannot read'],
    ]);
  });
});

describe('parseThresholds (flag or action input)', () => {
  it('inline YAML or JSON, in either shape', async () => {
    expect(await parseThresholds('{ "overall": 0.9 }', dir)).toEqual({ overall: 0.9 });
    expect(await parseThresholds('  overall: 0.8  ', dir)).toEqual({ overall: 0.8 });
    expect(await parseThresholds('default: { with_args: 0.5 }', dir)).toEqual({
      tiers: { args: 0.5 },
    });
    // The tiered shape as its scorer reads it: other keys ignored, null model entries empty.
    expect(
      await parseThresholds('default: { args: 1, overall: 0.5 }\nper_model: { m: null }', dir),
    ).toEqual({
      overall: 0.5,
      providers: { m: {} },
    });
  });

  it('a file path, relative to the folder given', async () => {
    writeFileSync(path.join(dir, 'gates.yaml'), 'overall: 0.7\n');
    expect(await parseThresholds(' gates.yaml ', dir)).toEqual({ overall: 0.7 });
  });

  it('a file that cannot be read, or invalid thresholds, is a setup error naming the problem', async () => {
    const missing = await parseThresholds('missing.yaml', dir).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(SetupError);
    expect((missing as SetupError).message).toBe('Cannot read thresholds');
    expect((missing as SetupError).problems[0]).toMatchObject({ file: 'missing.yaml' });

    const bad = await parseThresholds('overall: 2', dir).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SetupError);
    expect((bad as SetupError).describe()).toBe(
      'The thresholds are not valid\n  thresholds:1:1: overall: Too big: expected number to be <=1',
    );

    const syntax = await parseThresholds('{ overall: [', dir).catch((e: unknown) => e);
    expect((syntax as SetupError).message).toBe('Cannot read thresholds');
    expect((syntax as SetupError).problems[0]).toMatchObject({ file: 'thresholds', line: 1 });
  });
});
