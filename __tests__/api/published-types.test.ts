// The report's types as published (src/model/published.ts, generated without zod) are the zod
// schemas' own: each assignable to the other, checked by the compiler (`npm run typecheck`
// fails on a difference), and the file is what the generator writes from the schemas today.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as prettier from 'prettier';
import type * as published from '../../src/model/published.js';
import type * as report from '../../src/model/report.js';
import type * as comparison from '../../src/model/comparison.js';
import type { Config } from '../../src/model/config.js';
import { publishedTypes } from '../../scripts/published-types.js';

const FILE = path.resolve(import.meta.dirname, '../../src/model/published.ts');

describe('the published report types', () => {
  it('are the schemas’ types, both ways', () => {
    expectTypeOf<published.Report>().toExtend<report.Report>();
    expectTypeOf<report.Report>().toExtend<published.Report>();
    expectTypeOf<published.ResultRow>().toExtend<report.ResultRow>();
    expectTypeOf<report.ResultRow>().toExtend<published.ResultRow>();
    expectTypeOf<published.Comparison>().toExtend<comparison.Comparison>();
    expectTypeOf<comparison.Comparison>().toExtend<published.Comparison>();
    expectTypeOf<published.ScenarioComparison>().toExtend<comparison.ScenarioComparison>();
    expectTypeOf<comparison.ScenarioComparison>().toExtend<published.ScenarioComparison>();
    expectTypeOf<published.BaseRun>().toExtend<comparison.BaseRun>();
    expectTypeOf<comparison.BaseRun>().toExtend<published.BaseRun>();
    // The engine's Config also carries where it was read from: not part of the file's shape.
    type Read = Omit<Config, 'dir' | 'file' | 'locate'>;
    expectTypeOf<published.Config>().toExtend<Read>();
    expectTypeOf<Read>().toExtend<published.Config>();
  });

  it('are generated from the schemas as they are now (npm run schema)', async () => {
    const fresh = await prettier.format(await publishedTypes(), {
      ...(await prettier.resolveConfig(FILE)),
      filepath: FILE,
    });
    expect(readFileSync(FILE, 'utf8')).toBe(fresh);
  });
});
