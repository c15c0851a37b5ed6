// A pair whose class moved only through the LLM judge's grades (every deterministic check alike,
// trial by trial) is judge-only: listed, but by default no regression — neither the verdict nor
// `fail-on-regression`; `regression: { judge_only: count }` counts it.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import { verdictLine } from '../../src/compare/verdict.js';
import type { ResultRow } from '../../src/model/report.js';
import type { CheckResult } from '../../src/model/verdict.js';
import { comparisonBlock } from '../../src/report/comparison-md.js';
import { report, selectionMiss, trials } from './builders.js';
import { runCli, workspace } from '../commands/run-cli.js';

const selected: CheckResult = {
  check: 'selection',
  passed: true,
  reason: 'called list_clusters',
  expected: ['list_clusters'],
  actual: ['list_clusters'],
};
/** The answer check as the judge graded it: the baseline grader agreed with base. */
const answer = (passed: boolean): CheckResult => ({
  check: 'answer',
  passed,
  turn: 1,
  reason: passed ? 'names the cluster' : 'does not name the cluster',
  gradedBy: 'judge',
  judge: 'openai:gpt-4.1',
  baseline: 'passed',
});

/** n trials of `scenario`: the selection check as given, the judge's answer grade as given. */
const graded = (scenario: string, n: number, selection: CheckResult, judged: boolean) =>
  trials(scenario, 0, n).map((r): ResultRow => ({
    ...r,
    status: selection.passed && judged ? 'pass' : 'fail',
    reason: '',
    checks: [selection, answer(judged)],
  }));

const steady = trials('steady', 5, 5);
const judgeRegressed = () => ({
  base: report([...graded('summary', 5, selected, true), ...steady]),
  head: report([...graded('summary', 5, selected, false), ...steady]),
});

describe('judge-only changes', () => {
  it('are listed, not a regression, by default', () => {
    const { base, head } = judgeRegressed();
    const cmp = compareReports(base, head, 'base');
    expect(cmp.scenarios[0]).toMatchObject({
      scenario: 'summary',
      class: 'regressed',
      judgeOnly: true,
    });
    expect(cmp.judgeOnly).toBe('ignore');
    expect(cmp.verdict).toBe('unchanged');
    expect(verdictLine(cmp)).toBe(
      'No significant change vs base; 1 unchanged; judge-only, not counted: 1 regressed',
    );
    const md = comparisonBlock(cmp).join('\n');
    expect(md).toContain('> [!NOTE]');
    expect(md).toContain('#### Judge-only (1)');
    expect(md).toContain(
      '| `summary` | openai:gpt-4.1-mini | judge-only: regressed | 5/5 (100%) |',
    );
    expect(md).not.toContain('#### Regressed');
  });

  it('count as regressions with judge_only: count, still marked', () => {
    const { base, head } = judgeRegressed();
    const cmp = compareReports(base, head, 'base', undefined, { judgeOnly: 'count' });
    expect(cmp.verdict).toBe('regressed');
    expect(verdictLine(cmp)).toMatch(/^Regressed vs base: 1 scenario regressed, 0 fixed/);
    const md = comparisonBlock(cmp).join('\n');
    expect(md).toContain('#### Regressed (1)');
    expect(md).toContain('| `summary` (judge-only) |');
    expect(md).not.toContain('#### Judge-only');
  });

  it('a deterministic check that also changed makes it a regression (not judge-only)', () => {
    const miss = selectionMiss(['list_clusters'], ['get_cluster']);
    const cmp = compareReports(
      report(graded('summary', 5, selected, true)),
      report(graded('summary', 5, miss, false)),
      'base',
    );
    expect(cmp.scenarios[0].class).toBe('regressed');
    expect(cmp.scenarios[0].judgeOnly).toBeUndefined();
    expect(cmp.verdict).toBe('regressed');
    expect(comparisonBlock(cmp).join('\n')).not.toContain('judge-only');
  });

  it('is not judge-only when a deterministic check differs on one trial only', () => {
    const miss = selectionMiss(['list_clusters'], ['get_cluster']);
    const head = graded('summary', 5, selected, false);
    head[2] = { ...head[2], checks: [miss, answer(false)] };
    const cmp = compareReports(report(graded('summary', 5, selected, true)), report(head), 'b');
    expect(cmp.scenarios[0].judgeOnly).toBeUndefined();
    expect(cmp.verdict).toBe('regressed');
  });

  it('a judge-only fix is no improvement either, by default', () => {
    const { base, head } = judgeRegressed();
    const cmp = compareReports(head, base, 'base');
    expect(cmp.scenarios[0]).toMatchObject({ class: 'fixed', judgeOnly: true });
    expect(cmp.verdict).toBe('unchanged');
    expect(verdictLine(cmp)).toContain('judge-only, not counted: 1 fixed');
    expect(compareReports(head, base, 'b', undefined, { judgeOnly: 'count' }).verdict).toBe(
      'improved',
    );
  });

  it('a regression without any judge grade is never judge-only', () => {
    const cmp = compareReports(report(trials('s', 5, 5)), report(trials('s', 0, 5)), 'b');
    expect(cmp.scenarios[0]).not.toHaveProperty('judgeOnly');
    expect(cmp.verdict).toBe('regressed');
  });

  it('mcp-eval compare --fail-on-regression passes on it, fails with --judge-only count', async () => {
    const { base, head } = judgeRegressed();
    const dir = workspace({});
    writeFileSync(`${dir}/base.json`, JSON.stringify(base));
    writeFileSync(`${dir}/head.json`, JSON.stringify(head));
    const ignored = await runCli(
      ['compare', 'base.json', 'head.json', '-o', 'o1', '--fail-on-regression'],
      dir,
    );
    expect(ignored.code).toBe(0);
    expect(ignored.stdout).toContain('judge-only, not counted: 1 regressed');
    const counted = await runCli(
      ['compare', 'base.json', 'head.json', '-o', 'o2', '--fail-on-regression'].concat([
        '--judge-only',
        'count',
      ]),
      dir,
    );
    expect(counted.code).toBe(1);
  });
});
