// The Mermaid charts of report.md: accuracy per tier under the summary table, base vs head per
// tier in the comparison block. Numbers worked out by hand from the rows; the syntax is the one
// GitHub's Mermaid reads for xychart-beta (title, x-axis [..], y-axis "…" 0 --> 100, bar, line).
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import type { AggregateDelta, Comparison } from '../../src/model/comparison.js';
import type { ResultRow } from '../../src/model/report.js';
import { accuracyCharts, comparisonChart, mermaidLabel } from '../../src/report/chart.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { report, trials } from '../compare/builders.js';
import { resultRow } from '../helpers.js';

/** `n` rows of a provider's tier, the first `passes` passing. */
function rows(provider: string, tier: ResultRow['tier'], passes: number, n: number): ResultRow[] {
  return Array.from({ length: n }, (_, i) =>
    resultRow({
      scenario: `${tier}-${i}`,
      provider,
      tier,
      status: i < passes ? 'pass' : 'fail',
    }),
  );
}

/** The ```mermaid blocks of a text, each as its lines. */
const charts = (md: string) =>
  [...md.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1].trimEnd().split('\n'));

/** What GitHub needs of each block: the chart type, then the statements it knows. */
function wellFormed(block: string[]): void {
  expect(block[0]).toBe('xychart-beta');
  for (const line of block.slice(1)) {
    expect(line).toMatch(
      /^ {2}(title "[^"`\n]*"|x-axis \["[^"`\n]*"(, "[^"`\n]*")*\]|y-axis "%" 0 --> 100|(bar|line) \[-?\d+(\.\d+)?(, -?\d+(\.\d+)?)*\])$/,
    );
  }
  const count = (kind: string) => block.find((l) => l.startsWith(`  ${kind} [`))!.split(',').length;
  // As many values in each series as categories on the x-axis.
  for (const l of block.filter((l) => /^ {2}(bar|line) /.test(l)))
    expect(l.split(',').length).toBe(count('x-axis'));
}

describe('the accuracy chart under the summary table', () => {
  it('shows one provider per tier, in tier order, with the table still there', () => {
    // selection 3/4 = 75%, args 2/3 = 66.7%, safety 1/1 = 100%; a skipped row is not scored.
    const md = renderMarkdown(
      report([
        ...rows('openai:gpt-4.1', 'args', 2, 3),
        ...rows('openai:gpt-4.1', 'selection', 3, 4),
        ...rows('openai:gpt-4.1', 'safety', 1, 1),
        resultRow({ scenario: 'x', provider: 'openai:gpt-4.1', tier: 'answer', status: 'skipped' }),
      ]),
    );
    expect(charts(md)).toEqual([
      [
        'xychart-beta',
        '  title "Accuracy per tier (%)"',
        '  x-axis ["selection", "args", "safety"]',
        '  y-axis "%" 0 --> 100',
        '  bar [75, 66.7, 100]',
      ],
    ]);
    charts(md).forEach(wellFormed);
    // After the summary table, which keeps the same numbers for readers without Mermaid.
    const table = md.indexOf('| provider | selection | args |');
    expect(table).toBeGreaterThan(-1);
    expect(md.indexOf('```mermaid')).toBeGreaterThan(table);
    expect(md).toContain('| openai:gpt-4.1 | 75% (3/4) [');
  });

  it('draws one chart per provider when there are a few, titled by provider', () => {
    const built = report([
      ...rows('a', 'selection', 1, 2),
      ...rows('a', 'args', 1, 1),
      ...rows('b', 'selection', 2, 2),
      ...rows('b', 'args', 0, 4),
      // c has one scored tier: a chart of one bar says nothing the table does not.
      ...rows('c', 'args', 1, 1),
    ]);
    const drawn = charts(renderMarkdown(built));
    expect(drawn.map((b) => [b[1], b[2], b[4]])).toEqual([
      ['  title "a: accuracy per tier (%)"', '  x-axis ["selection", "args"]', '  bar [50, 100]'],
      ['  title "b: accuracy per tier (%)"', '  x-axis ["selection", "args"]', '  bar [100, 0]'],
    ]);
    drawn.forEach(wellFormed);
  });

  it("draws each provider's overall accuracy past three providers", () => {
    const built = report([
      ...rows('p1', 'selection', 1, 1),
      ...rows('p1', 'args', 0, 1),
      ...rows('p2', 'selection', 1, 4),
      ...rows('p3', 'args', 2, 3),
      ...rows('p4', 'args', 0, 2),
    ]);
    expect(accuracyCharts(built)).toEqual([
      '```mermaid',
      'xychart-beta',
      '  title "Accuracy per provider (%)"',
      '  x-axis ["p1", "p2", "p3", "p4"]',
      '  y-axis "%" 0 --> 100',
      '  bar [50, 25, 66.7, 0]',
      '```',
      '',
    ]);
  });

  it('draws nothing when nothing is scored, or when it would be one bar', () => {
    expect(charts(renderMarkdown(report([])))).toEqual([]);
    expect(charts(renderMarkdown(report(rows('p', 'args', 3, 4))))).toEqual([]);
    expect(
      charts(
        renderMarkdown(
          report([
            ...rows('p', 'args', 3, 4),
            resultRow({ scenario: 'e', provider: 'p', tier: 'selection', status: 'errored' }),
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('keeps labels inside Mermaid strings', () => {
    expect(mermaidLabel('say "hi" `now`')).toBe(`"say 'hi' 'now'"`);
    expect(mermaidLabel('a\nb  <c> [d] 100%% done')).toBe('"a b c d 100% done"');
    expect(mermaidLabel('x'.repeat(50))).toBe(`"${'x'.repeat(39)}…"`);
    const built = report([
      ...rows('evil"]\n  bar [1]', 'selection', 1, 1),
      ...rows('evil"]\n  bar [1]', 'args', 1, 1),
      ...rows('`ok`', 'args', 1, 1),
    ]);
    const drawn = charts(renderMarkdown(built));
    expect(drawn).toHaveLength(1);
    expect(drawn[0][1]).toBe(`  title "evil' bar 1: accuracy per tier (%)"`);
    drawn.forEach(wellFormed);
  });
});

const agg = (
  provider: string,
  tier: string | undefined,
  base: [number, number],
  head: [number, number],
): AggregateDelta => ({
  provider,
  ...(tier ? { tier } : {}),
  base: { passes: base[0], n: base[1] },
  head: { passes: head[0], n: head[1] },
  delta: null,
  interval: null,
  significant: false,
});
const withAggregates = (aggregates: AggregateDelta[]) => ({ aggregates }) as Comparison;

describe('the base vs head chart of the comparison block', () => {
  it('draws head as bars and base as a line per tier, in tier order', () => {
    const c = withAggregates([
      agg('p', undefined, [7, 10], [6, 10]),
      agg('p', 'args', [3, 4], [1, 4]),
      agg('p', 'selection', [4, 6], [5, 6]),
    ]);
    expect(comparisonChart(c)).toEqual([
      '```mermaid',
      'xychart-beta',
      '  title "Pass rate per tier (%): bars head, line base"',
      '  x-axis ["selection", "args"]',
      '  y-axis "%" 0 --> 100',
      '  bar [83.3, 25]',
      '  line [66.7, 75]',
      '```',
      '',
    ]);
  });

  it('pools providers per tier and leaves out tiers a side has no trial in', () => {
    const c = withAggregates([
      agg('a', 'selection', [1, 2], [2, 2]),
      agg('b', 'selection', [3, 3], [0, 3]),
      agg('a', 'args', [1, 1], [0, 1]),
      agg('b', 'args', [0, 1], [1, 1]),
      agg('a', 'safety', [0, 0], [1, 1]),
    ]);
    const block = comparisonChart(c);
    // selection: base 4/5 = 80, head 2/5 = 40; args: base 1/2 = 50, head 1/2 = 50.
    expect(block.slice(2, 7)).toEqual([
      '  title "Pass rate per tier (%), providers pooled: bars head, line base"',
      '  x-axis ["selection", "args"]',
      '  y-axis "%" 0 --> 100',
      '  bar [40, 50]',
      '  line [80, 50]',
    ]);
    wellFormed(block.slice(1, -2));
  });

  it('draws nothing under two comparable tiers', () => {
    expect(comparisonChart(withAggregates([]))).toEqual([]);
    expect(
      comparisonChart(
        withAggregates([agg('p', undefined, [1, 2], [2, 2]), agg('p', 'args', [1, 2], [2, 2])]),
      ),
    ).toEqual([]);
  });

  it('sits in report.md after the pass-rate table of a real comparison', () => {
    const base = report([
      ...trials('s1', 4, 4),
      ...trials('s2', 2, 2, { tier: 'args' }),
      ...trials('s3', 1, 2, { tier: 'args' }),
    ]);
    const head = report([
      ...trials('s1', 2, 4),
      ...trials('s2', 2, 2, { tier: 'args' }),
      ...trials('s3', 2, 2, { tier: 'args' }),
    ]);
    const md = renderMarkdown({ ...head, comparison: compareReports(base, head, 'base.json') });
    const drawn = charts(md);
    // The comparison's chart; one provider over two tiers also has the accuracy chart.
    expect(drawn).toHaveLength(2);
    // selection: base 4/4, head 2/4; args: base 3/4, head 4/4.
    expect(drawn[0].slice(2)).toEqual([
      '  x-axis ["selection", "args"]',
      '  y-axis "%" 0 --> 100',
      '  bar [50, 100]',
      '  line [100, 75]',
    ]);
    expect(drawn[1].slice(2)).toEqual([
      '  x-axis ["selection", "args"]',
      '  y-axis "%" 0 --> 100',
      '  bar [50, 100]',
    ]);
    drawn.forEach(wellFormed);
    expect(md.indexOf('```mermaid')).toBeGreaterThan(md.indexOf('#### Pass rates'));
  });
});
