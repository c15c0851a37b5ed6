// What changed between base and head, said plainly: another model snapshot behind the same
// alias makes a pair not comparable (both snapshots named, what it would be shown, never
// counted); a tools/list identical on both sides is stated; and a verdict that rests on the
// overall interval alone, no scenario significant, says so instead of a bare "regressed".
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import { verdictLine } from '../../src/compare/verdict.js';
import type { ResultRow, ToolRecord } from '../../src/model/report.js';
import { comparisonBlock } from '../../src/report/comparison-md.js';
import { report, trials } from './builders.js';
import type { Reply } from '../fakes/wire.js';
import { runFaults } from '../faults/fakes/run.js';
import { WIRES, type Wire } from '../fakes/wire.js';

const OLD = 'gpt-4.1-mini-2025-04-14';
const NEW = 'gpt-4.1-mini-2026-01-20';
const served = (model: string) => ({ served: [model] });

const tool = (name: string, description: string, schemaHash = 'h'): ToolRecord => ({
  name,
  description,
  schemaHash,
  annotations: {},
});
const TOOLS = [tool('list_clusters', 'List the clusters.'), tool('get_cluster', 'One cluster.')];
const EDITED = [TOOLS[0], tool('get_cluster', 'One cluster, by id.', 'h2')];

/** 12 scenarios each 3/3 → 2/3: every one flaky, the provider 36/36 → 24/36 (significant). */
const ids = Array.from({ length: 12 }, (_, i) => `s${i}`);
const slip = (passes: number, extra: Partial<ResultRow> = {}) =>
  ids.flatMap((id) => trials(id, passes, 3, extra));

describe('a served model snapshot that differs', () => {
  it('makes the pair not comparable, names both snapshots and what it would be', () => {
    const cmp = compareReports(
      report(trials('s', 3, 3, served(OLD))),
      report(trials('s', 0, 3, served(NEW))),
      'base',
    );
    expect(cmp.scenarios[0]).toMatchObject({
      class: 'not-comparable',
      why: `the served model differs: base ${OLD}, head ${NEW}`,
      served: { base: [OLD], head: [NEW] },
      wouldBe: 'regressed',
      base: { passes: 3, n: 3 },
      head: { passes: 0, n: 3 },
    });
    // Another model is no regression of the server: left out of the verdict and the rates.
    expect(cmp.counts).toMatchObject({ regressed: 0, 'not-comparable': 1 });
    expect(cmp.verdict).toBe('unchanged');
    expect(cmp.aggregates).toEqual([]);
    expect(verdictLine(cmp)).toBe(
      `No significant change vs base; 1 not-comparable; served model changed: openai:gpt-4.1-mini base ${OLD}, head ${NEW} (1 scenario)`,
    );
    const md = comparisonBlock(cmp).join('\n');
    expect(md).toContain('#### Served model changed');
    expect(md).toContain(`- openai:gpt-4.1-mini base ${OLD}, head ${NEW} (1 scenario)`);
    expect(md).toContain('On one snapshot they would be: 1 regressed.');
    expect(md).toContain(
      `the served model differs: base ${OLD}, head ${NEW}; would be regressed (3/3 (100%) → 0/3 (0%))`,
    );
  });

  it('a snapshot that rolled mid-run on one side: every snapshot of each side named', () => {
    const head = [...trials('s', 2, 2, served(OLD)), ...trials('s', 0, 1, served(NEW))];
    head.forEach((r, i) => (r.repetition = i));
    const s = compareReports(report(trials('s', 3, 3, served(OLD))), report(head), 'b')
      .scenarios[0];
    expect(s).toMatchObject({
      class: 'not-comparable',
      why: `the served model differs: base ${OLD}, head ${OLD}, ${NEW}`,
      wouldBe: 'flaky',
    });
  });

  it('the same snapshot on both sides, or a side that recorded none, is compared as before', () => {
    const same = compareReports(
      report(trials('s', 3, 3, served(OLD))),
      report(trials('s', 0, 3, served(OLD))),
      'b',
    );
    expect(same.scenarios[0]).toMatchObject({ class: 'regressed' });
    expect(same.scenarios[0].served).toBeUndefined();
    // A report from an earlier version (or a replay run) names no snapshot: it cannot tell.
    const older = compareReports(
      report(trials('s', 3, 3)),
      report(trials('s', 0, 3, served(NEW))),
      'b',
    );
    expect(older.scenarios[0].class).toBe('regressed');
  });

  it('a definition change still wins: the scenario changed, whatever the model', () => {
    const s = compareReports(
      report(trials('s', 3, 3, served(OLD))),
      report(trials('s', 0, 3, { ...served(NEW), definition: 'd2' })),
      'b',
    ).scenarios[0];
    expect(s.why).toBe('the scenario changed (its prompts, expectations, gates or mode)');
    expect(s.wouldBe).toBeUndefined();
  });
});

describe('the tool list identical on both sides', () => {
  it('is stated in report.md, and in the verdict line of a regression', () => {
    const cmp = compareReports(
      report(trials('s', 3, 3), TOOLS),
      report(trials('s', 0, 3), TOOLS),
      'b',
    );
    expect(cmp.verdict).toBe('regressed');
    expect(verdictLine(cmp)).toMatch(
      /^Regressed vs b: 1 scenario regressed, 0 fixed; openai:gpt-4\.1-mini overall 100% → 0% \([^)]*\); tool list identical on both sides$/,
    );
    const md = comparisonBlock(cmp).join('\n');
    expect(md).toContain('#### Tools\n\nTool list identical on both sides');
    expect(md).not.toContain('#### Tools changed');
  });

  it('is not claimed when a tool changed, or when a side did not record its tools', () => {
    const edited = compareReports(
      report(trials('s', 3, 3), TOOLS),
      report(trials('s', 0, 3), EDITED),
      'b',
    );
    expect(verdictLine(edited)).toMatch(/^Regressed vs b: 1 scenario regressed, 0 fixed; openai/);
    expect(verdictLine(edited)).not.toContain('identical');
    expect(comparisonBlock(edited).join('\n')).not.toContain('identical');
    const unknown = compareReports(
      report(trials('s', 3, 3)),
      report(trials('s', 0, 3), TOOLS),
      'b',
    );
    expect(verdictLine(unknown)).not.toContain('identical');
    expect(comparisonBlock(unknown).join('\n')).not.toContain('identical');
  });
});

describe('an overall decline with no scenario significant', () => {
  it('server unchanged: says a model change is the likely cause, not a bare "regressed"', () => {
    const cmp = compareReports(report(slip(3), TOOLS), report(slip(2), TOOLS), 'b');
    expect(cmp.counts).toMatchObject({ regressed: 0, fixed: 0, flaky: 12 });
    expect(cmp.aggregates[0].tier).toBeUndefined();
    expect(cmp.aggregates[0].significant).toBe(true);
    // The verdict stays regressed for fail-on-regression; what it says is what it rests on.
    expect(cmp.verdict).toBe('regressed');
    const line = verdictLine(cmp);
    expect(line).toMatch(
      /^Regressed vs b: overall decline, no scenario significant; server unchanged — likely a model change; openai:gpt-4\.1-mini overall 100% → 66\.7% \(−33\.3 pts, 95% CI /,
    );
    expect(line).not.toContain('0 scenarios regressed');
    const md = comparisonBlock(cmp);
    expect(md[1]).toBe('> [!WARNING]');
    expect(md[2]).toContain('overall decline, no scenario significant; server unchanged');
  });

  it('the tools changed: the decline is said, the server is not called unchanged', () => {
    const cmp = compareReports(report(slip(3), TOOLS), report(slip(2), EDITED), 'b');
    const line = verdictLine(cmp);
    expect(line).toMatch(/^Regressed vs b: overall decline, no scenario significant; openai/);
    expect(line).not.toContain('server unchanged');
  });

  it('with a scenario fixed: "no scenario regressed", and a regressed scenario keeps the usual line', () => {
    const fixedToo = compareReports(
      report([...slip(3), ...trials('up', 0, 3)], TOOLS),
      report([...slip(2), ...trials('up', 3, 3)], TOOLS),
      'b',
    );
    expect(fixedToo.verdict).toBe('regressed');
    expect(verdictLine(fixedToo)).toMatch(
      /^Regressed vs b: overall decline, no scenario regressed \(1 fixed\); server unchanged — likely a model change; /,
    );
    const real = compareReports(
      report([...slip(3), ...trials('down', 3, 3)], TOOLS),
      report([...slip(2), ...trials('down', 0, 3)], TOOLS),
      'b',
    );
    expect(verdictLine(real)).toMatch(/^Regressed vs b: 1 scenario regressed, 0 fixed; /);
    expect(verdictLine(real)).not.toContain('likely a model change');
    expect(comparisonBlock(real)[1]).toBe('> [!CAUTION]');
  });
});

describe('through the real engine: two runs of one scripted model on the same catalog', () => {
  /** The model serves `snapshot`; it picks list_clusters when `right`, else get_cluster. */
  const scripted =
    (snapshot: string, right: boolean) =>
    (wire: Wire, n: number): Reply => {
      const reply =
        n === 0
          ? wire.calls([{ name: right ? 'list_clusters' : 'get_cluster' }])
          : wire.text('You have one cluster: prod.');
      return { json: { ...(reply as object), model: snapshot } };
    };
  const run = (snapshot: string, right: boolean) =>
    runFaults(WIRES.openai, [
      { id: 'moved', fault: scripted(snapshot, right) },
      { id: 'steady', fault: scripted(snapshot, true) },
    ]);

  it('another snapshot behind the alias: not comparable, both named; the tool list identical', async () => {
    const base = await run('gpt-test-2025-08-06', true);
    const head = await run('gpt-test-2025-11-20', false);
    expect(head.rows.get('moved')!).toMatchObject({ status: 'fail', model: 'gpt-test' });
    const cmp = compareReports(base.report, head.report, 'base');
    expect(cmp.scenarios.find((s) => s.scenario === 'moved')).toMatchObject({
      class: 'not-comparable',
      why: 'the served model differs: base gpt-test-2025-08-06, head gpt-test-2025-11-20',
      wouldBe: 'changed-few',
    });
    expect(cmp.counts).toMatchObject({ 'not-comparable': 2, 'changed-few': 0 });
    const md = comparisonBlock(cmp).join('\n');
    expect(md).toContain(
      '- openai:gpt-test base gpt-test-2025-08-06, head gpt-test-2025-11-20 (2 scenarios)',
    );
    expect(md).toContain('Tool list identical on both sides');
    // The same snapshot on both sides: compared as usual.
    const again = compareReports(
      base.report,
      (await run('gpt-test-2025-08-06', false)).report,
      'b',
    );
    expect(again.scenarios.find((s) => s.scenario === 'moved')!.class).toBe('changed-few');
  });
});
