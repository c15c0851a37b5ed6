// `mcp-eval score` decides as a tiered corpus's own scorer does (docs/imported.md, "How a
// tiered corpus's own scorer decides"). Every expected value below is worked out by hand from
// those rules, pick by pick, never taken from the code's output.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { runCli, workspace } from './run-cli.js';
import { BY_TIER, CORPUS, PICKS, sel, type P } from './tiered-parity-cases.js';

const raw = (model: string, results: P[]) =>
  JSON.stringify({ model, run_date: 'd', results }).replace(/"#num:([^#]+)#"/g, '$1');
/** n picks of s1 on selection_only, `passed` of them right. */
const selections = (n: number, passed: number) =>
  Array.from({ length: n }, (_, i) => sel('s1', { picked_tool: i < passed ? 'a.list' : 'a.get' }));

const dir = workspace({
  ...CORPUS,
  'raw/all.json': raw(
    'm-a',
    PICKS.map(([p]) => p),
  ),
  'raw/17of20.json': raw('m-a', selections(20, 17)),
  'raw/11of13.json': raw('m-a', selections(13, 11)),
});
const score = async (file: string, extra: string[] = [], model?: string) => {
  let rawFile = `raw/${file}`;
  if (model) {
    const data = JSON.parse(readFileSync(path.join(dir, rawFile), 'utf8')) as P;
    rawFile = `raw/${model}-${file}`;
    writeFileSync(path.join(dir, rawFile), JSON.stringify({ ...data, model }));
  }
  const out = `out-${path.basename(rawFile, '.json')}-${extra.length}`;
  const r = await runCli(['score', rawFile, '--corpus', 'tiered', '--out', out, ...extra], dir);
  expect([0, 1], r.stderr).toContain(r.code);
  const report = JSON.parse(readFileSync(path.join(dir, out, 'report.json'), 'utf8')) as Report;
  return { code: r.code, report };
};

describe('mcp-eval score on a tiered corpus: parity with its own scorer', () => {
  it('gives the source verdict for every pick, in the tier the pick names', async () => {
    const { code, report } = await score('all.json');
    expect(readFileSync(path.join(dir, 'raw/all.json'), 'utf8')).toContain('"z":-0.0}');
    const got = report.results.map((r, i) => [i, PICKS[i][2], r.status === 'pass']);
    expect(got).toEqual(PICKS.map(([, ok, why], i) => [i, why, ok]));
    // An id missing in the named tier counts there, in no category.
    for (const i of [5, 21]) {
      expect(report.results[i]).toMatchObject({ status: 'fail' });
      expect(report.results[i]).not.toHaveProperty('category');
    }
    expect(report.results[5].tier).toBe('selection');
    expect(report.results[5].reason).toBe(
      '"w_bool" is not a selection_only entry (it is with_args)',
    );
    expect(report.results[21].tier).toBe('args');
    expect(report.results[21].reason).toBe('"nope" is not in the corpus');
    expect(report.summary.byTier).toMatchObject(BY_TIER);
    expect(report.summary.overall).toMatchObject({ scored: 35, accuracy: 14 / 35 });
    // Corpus ids without a pick count nowhere.
    expect(report.results.some((r) => r.scenario === 'unpicked')).toBe(false);
    // Below every gate: not met, exit 1.
    expect(report.thresholds.met).toBe(false);
    expect(code).toBe(1);
  });

  it('a tier with no pick meets its gate; >= with no rounding: 17/20 meets 0.85', async () => {
    const { code, report } = await score('17of20.json');
    expect(report.summary.byTier).toEqual({ selection: expect.objectContaining({ scored: 20 }) });
    // selection 0.85 >= 0.85, with_args and multi_step have no pick (1.0 >= 1.0), overall 0.85;
    // the `selection: 0.99` key is not read.
    expect(report.thresholds.met).toBe(true);
    expect(code).toBe(0);
  });

  it('11/13 does not meet 0.85', async () => {
    const { code, report } = await score('11of13.json');
    expect(report.thresholds.met).toBe(false);
    expect(code).toBe(1);
  });

  it('per_model is laid over default key by key; a null entry is empty; a null gate is none', async () => {
    // m-empty: null -> the defaults: 17/20 meets them.
    expect((await score('17of20.json', [], 'm-empty')).code).toBe(0);
    // m-strict: overall 0.9 > 0.85; the tier gates stay the defaults.
    expect((await score('17of20.json', [], 'm-strict')).code).toBe(1);
    // m-nogate: no selection_only or overall gate left; 11/13 only meets the others.
    expect((await score('11of13.json', [], 'm-nogate')).code).toBe(0);
  });

  it('a pick names one of the three tiers (the source stops on any other): file, line, field', async () => {
    writeFileSync(
      path.join(dir, 'raw/bad-tier.json'),
      '{"model": "m",\n "results": [\n  {"id": "s1", "tier": "selection", "picked_tool": "a.list"}]}',
    );
    const r = await runCli(['score', 'raw/bad-tier.json', '--corpus', 'tiered'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('raw/bad-tier.json:3:16: results[0].tier: Invalid option');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a missing gate is met: --thresholds with only an overall gate', async () => {
    // 14/35 = 0.4 >= 0.4 exactly; no tier gate.
    const { code, report } = await score('all.json', ['--thresholds', 'default: { overall: 0.4 }']);
    expect(report.thresholds.met).toBe(true);
    expect(code).toBe(0);
  });
});
