// A baseline is a report.json or a folder holding one; anything else is a setup error that
// names the path.
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import { loadReport } from '../../src/compare/load.js';
import { verdictLine } from '../../src/compare/verdict.js';
import { SetupError } from '../../src/errors.js';
import { workspace } from '../commands/run-cli.js';
import { report, trials } from './builders.js';

const json = (v: unknown) => JSON.stringify(v, null, 2);
const good = report(trials('a', 1, 2));

async function failure(where: string, cwd: string): Promise<string> {
  const err = await loadReport(where, cwd, 'baseline').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(SetupError);
  return (err as SetupError).describe();
}

describe('loadReport', () => {
  it('reads a report.json, or the report.json of a folder; keeps fields it does not know', async () => {
    const dir = workspace({
      'base/report.json': json({ ...good, future: { x: 1 } }),
      'file.json': json(good),
    });
    const byFolder = await loadReport('base', dir);
    expect(byFolder.file).toBe(`${dir}/base/report.json`);
    expect(byFolder.report.results).toHaveLength(2);
    expect((byFolder.report as unknown as { future: unknown }).future).toEqual({ x: 1 });
    expect((await loadReport('file.json', dir)).report.startedAt).toBe(good.startedAt);
  });

  it('a report compared before changed-few existed still loads, its counts without it', async () => {
    const older = report(trials('a', 1, 1));
    const comparison = compareReports(report(trials('a', 1, 1)), older, 'base');
    const { 'changed-few': _, ...counts } = comparison.counts;
    const dir = workspace({
      'old.json': json({ ...older, comparison: { ...comparison, counts } }),
    });
    const loaded = await loadReport('old.json', dir);
    expect(loaded.report.comparison?.counts).not.toHaveProperty('changed-few');
    // And it renders: an absent class counts none.
    expect(verdictLine(loaded.report.comparison!)).toBe(
      'No significant change vs base; 1 unchanged',
    );
  });

  it('a missing path, a folder without report.json, bad JSON: errors that name the path', async () => {
    const dir = workspace({ 'empty/readme.txt': 'x', 'bad.json': '{ nope' });
    expect(await failure('nowhere/report.json', dir)).toBe(
      'The baseline nowhere/report.json does not exist',
    );
    expect(await failure('empty', dir)).toBe('The baseline folder empty holds no report.json');
    expect(await failure('bad.json', dir)).toMatch(/^The baseline bad.json is not JSON: /);
  });

  it('another schemaVersion, or a field of the wrong type: errors with the field', async () => {
    const dir = workspace({
      'v2.json': json({ ...good, schemaVersion: 2 }),
      'other.json': json({ hello: 'world' }),
      'broken.json': json({ ...good, results: [{ ...good.results[0], repetition: 'first' }] }),
    });
    expect(await failure('v2.json', dir)).toBe(
      'The baseline v2.json is not an mcp-eval report of schemaVersion 1 (schemaVersion: 2)',
    );
    expect(await failure('other.json', dir)).toMatch(/schemaVersion: null/);
    const broken = await failure('broken.json', dir);
    expect(broken).toMatch(/^The baseline broken.json is not a valid mcp-eval report\n/);
    expect(broken).toContain('broken.json: results[0].repetition: ');
  });
});
