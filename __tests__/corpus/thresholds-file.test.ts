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

  it('a rate set maps the tiered tier names, keeps overall and any other name', () => {
    expect(
      tieredSet({ selection_only: 0.85, with_args: 0.9, multi_step: 0.8, answer: 1, overall: 0.7 }),
    ).toEqual({ overall: 0.7, tiers: { selection: 0.85, args: 0.9, sequence: 0.8, answer: 1 } });
    expect(tieredSet({ overall: 0 })).toEqual({ overall: 0 });
    expect(tieredSet({ with_args: 0.5 })).toStrictEqual({ tiers: { args: 0.5 } });
    expect(tieredSet({})).toStrictEqual({});
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
    expect(fromTieredThresholds({ per_model: { m: { overall: 1 } } })).toEqual({
      providers: { m: { overall: 1 } },
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
    });
    expect(problems('overall: 1.5\ntier: { args: 1 }\n')).toEqual([
      'thresholds.yaml:1: overall: Too big: expected number to be <=1',
      'thresholds.yaml:2: tier: unknown field "tier"',
    ]);
  });

  it('the tiered shape is converted; per_model overrides by model', () => {
    expect(
      parse('default:\n  with_args: 0.9\n  args: 0.8\nper_model:\n  m1: { overall: 1 }\n'),
    ).toEqual({
      thresholds: { tiers: { args: 0.8 }, providers: { m1: { overall: 1 } } },
      problems: [],
    });
  });

  it('per_model alone overrides nothing but its models', () => {
    expect(parse('per_model:\n  m1: { with_args: 1 }\n')).toEqual({
      thresholds: { providers: { m1: { tiers: { args: 1 } } } },
      problems: [],
    });
  });

  it('an unknown tier is named with its line, in default and per_model alike', () => {
    expect(
      problems(`default:
  overall: 0.8
  with_arg: 0.9
per_model:
  m1:
    multistep: 1
    selection: 1
`),
    ).toEqual([
      'thresholds.yaml:3: default.with_arg: unknown tier "with_arg" (expected overall, selection_only, with_args, multi_step)',
      'thresholds.yaml:6: per_model.m1.multistep: unknown tier "multistep" (expected overall, selection_only, with_args, multi_step)',
    ]);
    expect(parse('default: { with_arg: 0.9 }\n').thresholds).toBeUndefined();
  });

  it('a rate is between 0 and 1; the shape is strict', () => {
    expect(
      problems('default:\n  with_args: 2\nper_model:\n  m: { overall: -1 }\nother: 1\n'),
    ).toEqual([
      'thresholds.yaml:2: default.with_args: Too big: expected number to be <=1',
      'thresholds.yaml:4: per_model.m.overall: Too small: expected number to be >=0',
      'thresholds.yaml:5: other: unknown field "other"',
    ]);
  });

  it('readThresholdsFile: found under the name shown, or the problems', async () => {
    const file = path.join(dir, 'thresholds.yaml');
    writeFileSync(file, 'default: { multi_step: 0.8 }\n');
    expect(await readThresholdsFile(file, 'shown.yaml')).toEqual({
      found: { file: 'shown.yaml', thresholds: { tiers: { sequence: 0.8 } } },
      problems: [],
    });
    writeFileSync(file, 'overall: 3\n');
    expect(await readThresholdsFile(file, 'shown.yaml')).toEqual({
      problems: [
        {
          file: 'shown.yaml',
          line: 1,
          field: 'overall',
          message: 'Too big: expected number to be <=1',
        },
      ],
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
      'The thresholds are not valid\n  thresholds:1: overall: Too big: expected number to be <=1',
    );

    const syntax = await parseThresholds('{ overall: [', dir).catch((e: unknown) => e);
    expect((syntax as SetupError).message).toBe('Cannot read thresholds');
    expect((syntax as SetupError).problems[0]).toMatchObject({ file: 'thresholds', line: 1 });
  });
});
