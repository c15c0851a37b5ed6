// The comparison block at the top of report.md: the verdict as a GitHub alert, regressed then
// fixed scenarios with rates, p and the reason, the deltas, the tools, the confusions.
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import { comparisonBlock, textDiff } from '../../src/report/comparison-md.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ToolRecord } from '../../src/model/report.js';
import { call } from '../helpers.js';
import { report, trials } from '../compare/builders.js';

const tool = (name: string, description: string, schemaHash = 'h'): ToolRecord => ({
  name,
  description,
  schemaHash,
});
const toolsBefore = [
  tool('list_clusters', 'List the clusters of the account.'),
  tool('get_cluster', 'Get one cluster by id.'),
  tool('drop', 'Drop it.'),
];
const toolsAfter = [
  tool('list_clusters', 'List the clusters of the account.'),
  tool('get_cluster', 'Get one cluster, or all clusters, by id.', 'h2'),
  tool('scale', 'Scale a cluster.'),
];

describe('the comparison block', () => {
  const base = report(
    [
      ...trials('list', 10, 10),
      ...trials('restart', 0, 3, {
        failAs: { checks: [], reason: 'no verdict', status: 'timeout' },
      }),
      ...trials('wobbly', 3, 3),
      ...trials('edited', 3, 3),
      ...trials('gone', 1, 1),
      ...trials('same', 1, 1),
    ],
    toolsBefore,
  );
  const head = report(
    [
      ...trials('list', 5, 10, { failAs: { calls: [call('get_cluster')] } }),
      ...trials('restart', 3, 3),
      ...trials('wobbly', 1, 3),
      ...trials('edited', 3, 3, { definition: 'd2' }),
      ...trials('fresh', 1, 1),
      ...trials('same', 1, 1),
    ],
    toolsAfter,
  );
  const c = compareReports(base, head, 'base/report.json');
  const md = comparisonBlock(c).join('\n');

  it('opens with the verdict as a CAUTION alert, then regressed and fixed scenarios', () => {
    expect(comparisonBlock(c).slice(0, 3)).toEqual([
      '',
      '> [!CAUTION]',
      '> Regressed vs `base/report.json`: 1 scenario regressed, 1 fixed; 1 flaky, 1 not-comparable, 1 new, 1 removed, 1 unchanged',
    ]);
    expect(md).toContain(
      [
        '#### Regressed (1)',
        '',
        '| scenario | provider | base | head | p | why it fails now |',
        '|---|---|---|---|---|---|',
        '| `list` | openai:gpt-4.1-mini | 10/10 (100%) | 5/10 (50%) | 0.033 | selection: expected list_clusters; the model called get_cluster 🔧 `get_cluster` |',
        '',
        '#### Fixed (1)',
        '',
        '| scenario | provider | base | head | p | why it failed before |',
        '|---|---|---|---|---|---|',
        '| `restart` | openai:gpt-4.1-mini | 0/3 (0%) | 3/3 (100%) | 0.1 | timeout: no verdict |',
        '',
        // p = 0.1 beside "fixed": the block says why the class stands.
        'p ≥ 0.05: every trial passed on one side and failed on the other (3 or more trials each), which is a change whatever p says.',
        '',
        '🔧 an expected tool, or a tool the model chose, changed in the tools/list.',
      ].join('\n'),
    );
    expect(md.indexOf('#### Regressed')).toBeLessThan(md.indexOf('#### Fixed'));
  });

  it('shows the deltas with their intervals, the tools changed, confusions and pairs', () => {
    expect(md).toContain('| provider | tier | base | head | Δ | 95% interval |');
    // 14/17 → 10/17 over list, restart, wobbly and same.
    expect(md).toMatch(
      /\| openai:gpt-4\.1-mini \| \*\*all\*\* \| 14\/17 \(82%\) \| 10\/17 \(59%\) \| −23\.5 pts \| −[\d.]+ to \+[\d.]+ \|/,
    );
    expect(md).toContain(
      [
        '#### Tools changed',
        '',
        '- ➕ `scale` added',
        '- ➖ `drop` removed',
        '- ✏️ `get_cluster`: description "Get one cluster by id." → "Get one cluster, or all clusters, by id."; input schema changed',
      ].join('\n'),
    );
    expect(md).toContain('| `list_clusters` | `get_cluster` | 0 | 7 |');
    expect(md).toContain('- `get_cluster` ↔ `list_clusters`: base 0, head 7 🔧 changed');
  });

  it('names each declared change of a tool: hints, title, output schema, icons, execution', () => {
    const declared = (extra: Partial<ToolRecord>): ToolRecord[] => [
      { name: 'delete_item', schemaHash: 'h', annotations: {}, ...extra },
    ];
    const changed = compareReports(
      report(
        trials('a', 1, 1),
        declared({
          title: 'Delete',
          outputSchemaHash: 'o1',
          annotations: { destructiveHint: true },
        }),
      ),
      report(
        trials('a', 1, 1),
        declared({
          title: 'Delete item',
          outputSchemaHash: 'o2',
          annotations: { destructiveHint: false, readOnlyHint: false },
          icons: [{ src: 'x.png' }],
          execution: { taskSupport: 'optional' },
        }),
      ),
      'b.json',
    );
    expect(comparisonBlock(changed)).toContain(
      '- ✏️ `delete_item`: output schema changed; title "Delete" → "Delete item"; destructiveHint true → false; readOnlyHint unset → false; icons changed; execution unset → {"taskSupport":"optional"}',
    );
  });

  it('lists calls that could not be run in a table of their own', () => {
    const broken = trials('a', 0, 2, {
      failAs: {
        checks: [
          {
            check: 'call_format',
            passed: false,
            reason: 'could not be run',
            actual: [{ tool: 'get_cluster', malformed: 'arguments are not valid JSON: {' }],
          },
          {
            check: 'selection',
            passed: false,
            missing: ['get_cluster'],
            reason: 'expected get_cluster',
            expected: ['get_cluster'],
            actual: [],
          },
        ],
      },
    });
    const block = comparisonBlock(
      compareReports(report(trials('a', 2, 2)), report(broken), 'b.json'),
    ).join('\n');
    expect(block).not.toContain('#### Selection failures');
    expect(block).toContain(
      [
        '#### Calls that could not be run (call_format): expected tool → call made',
        '',
        'openai:gpt-4.1-mini:',
        '',
        '| expected | call made | base | head |',
        '|---|---|---|---|',
        '| `get_cluster` | `get_cluster` | 0 | 2 |',
      ].join('\n'),
    );
  });

  it('a row per tier only when the provider has more than one', () => {
    expect(md).not.toContain('| openai:gpt-4.1-mini | selection |');
    const two = compareReports(
      report([...trials('a', 3, 3), ...trials('b', 3, 3, { tier: 'args' })]),
      report([...trials('a', 0, 3), ...trials('b', 3, 3, { tier: 'args' })]),
      'b.json',
    );
    const lines = comparisonBlock(two).filter((l) => l.startsWith('| openai'));
    expect(lines.map((l) => l.split(' | ')[1])).toEqual(['**all**', 'args', 'selection']);
  });

  it('folds the other classes into a details block, with rates, p and why', () => {
    const details = md.slice(md.indexOf('<details>'));
    expect(details).toContain(
      '<summary>Others: 1 flaky · 1 not-comparable · 1 new · 1 removed · 1 unchanged</summary>',
    );
    expect(details).toContain(
      '- `wobbly` · openai:gpt-4.1-mini: 3/3 (100%) → 1/3 (33%), p 0.4: selection:',
    );
    expect(details).toContain(
      '- `edited` · openai:gpt-4.1-mini: the scenario changed (its prompts, expectations, gates or mode)',
    );
    expect(details).toContain('- `fresh` · openai:gpt-4.1-mini: 1/1 (100%)');
    expect(details.trimEnd().endsWith('</details>')).toBe(true);
  });

  it('TIP when only improvements, NOTE when nothing significant', () => {
    const improved = compareReports(report(trials('a', 0, 3)), report(trials('a', 3, 3)), 'b.json');
    expect(comparisonBlock(improved).slice(1, 3)).toEqual([
      '> [!TIP]',
      '> Improved vs `b.json`: 1 scenario fixed, none regressed; openai:gpt-4.1-mini overall 0% → 100% (+100.0 pts, 95% CI +20.6 to +100.0)',
    ]);
    // Two trials a side: too few to call, for the pair and for the provider's rate alike.
    const few = compareReports(report(trials('a', 0, 2)), report(trials('a', 2, 2)), 'b.json');
    expect(comparisonBlock(few).slice(1, 3)).toEqual([
      '> [!NOTE]',
      '> No significant change vs `b.json`; 1 changed (too few trials)',
    ]);
    const calm = compareReports(report(trials('a', 3, 3)), report(trials('a', 2, 3)), 'b.json');
    expect(comparisonBlock(calm).slice(1, 3)).toEqual([
      '> [!NOTE]',
      '> No significant change vs `b.json`; 1 flaky',
    ]);
  });

  it('changed (too few trials): its own table, with p, the trials that would tell, and which way', () => {
    const few = compareReports(
      report([...trials('a', 0, 2), ...trials('b', 1, 1)]),
      report([...trials('a', 2, 2), ...trials('b', 0, 1)]),
      'b.json',
    );
    const md = comparisonBlock(few).join('\n');
    expect(md).toContain(
      [
        '#### Changed (too few trials) (2)',
        '',
        'Fewer than 3 trials on a side: not called regressed or fixed, and `fail-on-regression` does not fail on it. Run more (`repeat`) to tell.',
        '',
        '| scenario | provider | base | head | p | trials needed | change |',
        '|---|---|---|---|---|---|---|',
        // 0/2 vs 2/2: two tables of 1/6 each, p = 1/3.
        '| `a` | openai:gpt-4.1-mini | 0/2 (0%) | 2/2 (100%) | 0.33 | ≈ 4 trials per side would detect a change this large | better, failed before: selection: expected list_clusters; the model called get_cluster |',
        '| `b` | openai:gpt-4.1-mini | 1/1 (100%) | 0/1 (0%) | 1 | ≈ 4 trials per side would detect a change this large | worse, fails now: selection: expected list_clusters; the model called get_cluster |',
      ].join('\n'),
    );
    expect(md).not.toContain('#### Regressed');
    expect(md).not.toContain('#### Fixed');
  });

  it('names the workflow run of the baseline by its number, linked, when the action found one', () => {
    const run = {
      id: 9001,
      number: 42,
      url: 'https://github.com/o/r/actions/runs/9001',
      sha: '0123456789abcdef',
      branch: 'main',
      createdAt: '2026-01-02T03:04:05Z',
    };
    const cmp = compareReports(report(trials('a', 1, 1)), report(trials('a', 1, 1)), 'x', run);
    expect(comparisonBlock(cmp)).toContain(
      '### Compared with [run #42](https://github.com/o/r/actions/runs/9001) on `main` @ `0123456`, 2026-01-02T03:04:05Z',
    );
    expect(cmp.base.label).toBe('run #42 (main @ 0123456)');
    // A report written before run numbers were recorded: the id, never as "#".
    const { number: _, ...old } = run;
    const older = compareReports(report(trials('a', 1, 1)), report(trials('a', 1, 1)), 'x', old);
    expect(comparisonBlock(older).join('\n')).toContain(
      '### Compared with [run 9001](https://github.com/o/r/actions/runs/9001) on `main`',
    );
  });

  it('sits right under the title of report.md, and is absent without a comparison', () => {
    const withIt = renderMarkdown({ ...head, comparison: c }).split('\n');
    expect(withIt[0]).toMatch(/^## MCP eval: /);
    expect(withIt.slice(1, 3)).toEqual(['', '> [!CAUTION]']);
    const without = renderMarkdown(head);
    expect(without).not.toContain('[!');
    expect(without).not.toContain('Compared with');
  });
});

describe('textDiff', () => {
  it('keeps the part that differs with a few words around it', () => {
    expect(
      textDiff(
        'Lists every cluster of the account, with its id, its name and its region, sorted by name.',
        'Lists every cluster of the account, with its id and its region, sorted by name.',
      ),
    ).toEqual([
      '…account, with its id, its name and its region,…',
      '…account, with its id and its region,…',
    ]);
    expect(textDiff('a b', 'a b c')).toEqual(['a b', 'a b c']);
  });
});
