// The parts of a comparison: aggregate deltas with Newcombe intervals, the tools/list diff and
// which regressed or fixed scenarios it touches, the selection confusions.
import { describe, expect, it } from 'vitest';
import { aggregates } from '../../src/compare/aggregate.js';
import { compareReports } from '../../src/compare/index.js';
import { diffTools } from '../../src/compare/tools.js';
import type { ScenarioComparison } from '../../src/model/comparison.js';
import type { ToolRecord } from '../../src/model/report.js';
import { call } from '../helpers.js';
import { report, selectionMiss, trials } from './builders.js';

const pair = (
  scenario: string,
  tier: string,
  base: [number, number],
  head: [number, number],
  cls: ScenarioComparison['class'] = 'flaky',
): ScenarioComparison => ({
  scenario,
  provider: 'p',
  tier,
  class: cls,
  base: { passes: base[0], n: base[1] },
  head: { passes: head[0], n: head[1] },
});

describe('aggregates', () => {
  it("Newcombe's published example: 48/80 → 56/70 is +0.2 with 95% interval 0.0524 to 0.3339", () => {
    const [all] = aggregates([pair('a', 'selection', [48, 80], [56, 70])]);
    expect(all.provider).toBe('p');
    expect(all.tier).toBeUndefined();
    expect(all.delta).toBeCloseTo(0.2, 10);
    expect(all.interval?.low).toBeCloseTo(0.0524, 4);
    expect(all.interval?.high).toBeCloseTo(0.3339, 4);
    expect(all.significant).toBe(true);
  });

  it('sums per provider, then per tier, over comparable pairs only', () => {
    const rows = aggregates([
      pair('a', 'selection', [3, 3], [2, 3]),
      pair('b', 'args', [3, 3], [3, 3], 'unchanged'),
      pair('c', 'args', [0, 3], [3, 3], 'fixed'),
      pair('d', 'args', [3, 3], [0, 3], 'not-comparable'),
      { scenario: 'e', provider: 'p', tier: 'args', class: 'new', head: { passes: 0, n: 3 } },
      { ...pair('f', 'selection', [1, 1], [1, 1], 'unchanged'), provider: 'q' },
    ]);
    expect(
      rows.map((r) => [
        r.provider,
        r.tier ?? 'all',
        `${r.base.passes}/${r.base.n}`,
        `${r.head.passes}/${r.head.n}`,
      ]),
    ).toEqual([
      ['p', 'all', '6/9', '8/9'],
      ['p', 'args', '3/6', '6/6'],
      ['p', 'selection', '3/3', '2/3'],
      ['q', 'all', '1/1', '1/1'],
      ['q', 'selection', '1/1', '1/1'],
    ]);
    expect(rows[0].significant).toBe(false);
    expect(rows[3]).toMatchObject({ delta: 0, significant: false });
  });

  it('no trial on a side: no delta, no interval', () => {
    const [all] = aggregates([pair('a', 'selection', [0, 0], [1, 1], 'unchanged')]);
    expect(all).toMatchObject({ delta: null, interval: null, significant: false });
  });
});

const tool = (name: string, description?: string, schemaHash = 'h1'): ToolRecord => ({
  name,
  ...(description !== undefined ? { description } : {}),
  schemaHash,
});

describe('tools', () => {
  it('lists tools added, removed and changed (description, schema), sorted by name', () => {
    expect(
      diffTools(
        [
          tool('list_clusters', 'List clusters'),
          tool('get_cluster', 'Get one'),
          tool('old'),
          tool('same', 'x'),
        ],
        [
          tool('list_clusters', 'List every cluster'),
          tool('get_cluster', 'Get one', 'h2'),
          tool('new_b'),
          tool('new_a'),
          tool('same', 'x'),
        ],
      ),
    ).toEqual({
      added: ['new_a', 'new_b'],
      removed: ['old'],
      changed: [
        { name: 'get_cluster', schemaChanged: true },
        {
          name: 'list_clusters',
          description: { base: 'List clusters', head: 'List every cluster' },
          schemaChanged: false,
        },
      ],
    });
  });

  it('a description added or removed shows the missing side as absent', () => {
    expect(diffTools([tool('a')], [tool('a', 'now described')]).changed).toEqual([
      { name: 'a', description: { head: 'now described' }, schemaChanged: false },
    ]);
  });

  it('marks a regressed or fixed scenario whose expected or chosen tool changed', () => {
    const base = report(
      [
        ...trials('picks', 3, 3),
        ...trials('other', 0, 3, { failAs: { checks: [], calls: [call('ping')] } }),
      ],
      [
        tool('list_clusters', 'List clusters'),
        tool('get_cluster', 'Get one'),
        tool('ping', 'Ping'),
      ],
    );
    const head = report(
      [...trials('picks', 0, 3, { calls: [call('get_cluster')] }), ...trials('other', 3, 3)],
      [
        tool('list_clusters', 'List clusters'),
        tool('get_cluster', 'Get one cluster'),
        tool('ping', 'Ping'),
      ],
    );
    const cmp = compareReports(base, head, 'b');
    expect(cmp.tools?.changed.map((t) => t.name)).toEqual(['get_cluster']);
    const by = Object.fromEntries(cmp.scenarios.map((s) => [s.scenario, s]));
    // picks: expected list_clusters, chose get_cluster (changed).
    expect(by.picks).toMatchObject({
      class: 'regressed',
      toolChanged: true,
      changedTools: ['get_cluster'],
    });
    // other: expected and chose tools none of which changed.
    expect(by.other.class).toBe('fixed');
    expect(by.other.toolChanged).toBe(false);
    expect(by.other.changedTools).toBeUndefined();
  });

  it('no tools diff and no marks when a side did not record its tools/list', () => {
    const cmp = compareReports(
      report(trials('a', 3, 3)),
      report(trials('a', 0, 3), [tool('x')]),
      'b',
    );
    expect(cmp.tools).toBeUndefined();
    expect(cmp.scenarios[0].class).toBe('regressed');
    expect(cmp.scenarios[0].toolChanged).toBeUndefined();
  });
});

describe('tools: what a server declares', () => {
  const declared = (extra: Partial<ToolRecord> = {}): ToolRecord => ({
    name: 'delete_item',
    schemaHash: 'h1',
    annotations: { readOnlyHint: false, destructiveHint: true },
    ...extra,
  });

  it('names each hint that changed, one declared on one side only included', () => {
    const head = declared({
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    });
    expect(diffTools([declared()], [head]).changed).toEqual([
      {
        name: 'delete_item',
        schemaChanged: false,
        annotations: [
          { hint: 'destructiveHint', base: true, head: false },
          { hint: 'idempotentHint', head: true },
        ],
      },
    ]);
  });

  it('names a title, output schema, icons or execution that changed', () => {
    const base = declared({ title: 'Delete', outputSchemaHash: 'o1', icons: [{ src: 'a.png' }] });
    const head = declared({
      title: 'Delete item',
      icons: [{ src: 'b.png' }],
      execution: { taskSupport: 'optional' },
    });
    expect(diffTools([base], [head]).changed).toEqual([
      {
        name: 'delete_item',
        schemaChanged: false,
        title: { base: 'Delete', head: 'Delete item' },
        outputSchema: 'removed',
        iconsChanged: true,
        execution: { head: { taskSupport: 'optional' } },
      },
    ]);
    expect(diffTools([head], [base]).changed[0].outputSchema).toBe('added');
    expect(
      diffTools([declared({ outputSchemaHash: 'o1' })], [declared({ outputSchemaHash: 'o2' })])
        .changed[0].outputSchema,
    ).toBe('changed');
  });

  it('is no change against a baseline that did not record it (an earlier version)', () => {
    const old = { name: 'delete_item', schemaHash: 'h1' };
    expect(diffTools([old], [declared({ title: 'Delete', outputSchemaHash: 'o1' })])).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
  });

  it('a server that starts declaring hints: each is named as declared anew', () => {
    expect(diffTools([declared({ annotations: {} })], [declared()]).changed[0].annotations).toEqual(
      [
        { hint: 'destructiveHint', head: true },
        { hint: 'readOnlyHint', head: false },
      ],
    );
  });
});

describe('confusion', () => {
  const failing = (id: string, expected: string[], actual: string[], n: number, provider = 'p') =>
    trials(id, 0, n, { provider, failAs: { checks: [selectionMiss(expected, actual)] } });

  it('counts expected → chosen instead per provider and side; no call is null', () => {
    const base = report([
      ...failing('a', ['list_clusters'], ['get_cluster'], 2),
      ...failing('b', ['restart'], [], 1),
      ...trials('ok', 1, 1),
    ]);
    const head = report([
      ...failing('a', ['list_clusters'], ['get_cluster'], 3),
      // Two missing, one other tool called (the expected one called too is not "instead").
      ...failing('c', ['scale', 'restart', 'status'], ['status', 'restart_node'], 1),
      ...failing('a', ['list_clusters'], ['list_nodes'], 1, 'q'),
    ]);
    const cmp = compareReports(base, head, 'b');
    expect(cmp.confusion).toEqual([
      {
        provider: 'p',
        base: [
          { expected: 'list_clusters', chosen: 'get_cluster', count: 2 },
          { expected: 'restart', chosen: null, count: 1 },
        ],
        head: [
          { expected: 'list_clusters', chosen: 'get_cluster', count: 3 },
          { expected: 'restart', chosen: null, count: 1 },
          { expected: 'scale', chosen: 'restart_node', count: 1 },
        ],
      },
      {
        provider: 'q',
        base: [],
        head: [{ expected: 'list_clusters', chosen: 'list_nodes', count: 1 }],
      },
    ]);
  });

  it('lists calls that could not be run apart, and never pairs them as confused tools', () => {
    const format = (...tools: string[]) => ({
      check: 'call_format' as const,
      passed: false,
      reason: 'could not be run',
      actual: tools.map((tool) => ({ tool, malformed: 'arguments are not valid JSON: {' })),
    });
    const broken = (id: string, expected: string[], actual: string[], bad: string[]) =>
      trials(id, 0, 1, {
        provider: 'p',
        failAs: { checks: [format(...bad), selectionMiss(expected, actual)] },
      });
    const head = report([
      // The expected tool itself, its JSON broken.
      ...broken('a', ['get_cluster'], [], ['get_cluster']),
      // A tool the server does not offer, where another was expected.
      ...broken('b', ['list_clusters'], [], ['get_clusters']),
      // A wrong choice beside an unrelated broken call: the choice is the confusion.
      ...broken('c', ['list_clusters'], ['get_cluster'], ['search_docs']),
    ]);
    const cmp = compareReports(report([]), head, 'b');
    expect(cmp.confusion).toEqual([
      {
        provider: 'p',
        base: [],
        head: [
          { expected: 'get_cluster', chosen: 'get_cluster', count: 1, unrunnable: true },
          { expected: 'list_clusters', chosen: 'get_cluster', count: 1 },
          { expected: 'list_clusters', chosen: 'get_clusters', count: 1, unrunnable: true },
        ],
      },
    ]);
    expect(cmp.confusedPairs).toEqual([
      { tools: ['get_cluster', 'list_clusters'], base: 0, head: 1, changed: false },
    ]);
  });

  it('pairs tools confused either way, summed over providers, most first; flags changed tools', () => {
    const base = report([...failing('a', ['x'], ['y'], 1), ...failing('b', ['y'], ['x'], 2)]);
    const head = report(
      [
        ...failing('a', ['x'], ['y'], 1, 'q'),
        ...failing('c', ['m'], ['n'], 5),
        ...failing('d', ['k'], [], 9),
      ],
      [tool('x', 'now different'), tool('y'), tool('m'), tool('n'), tool('k')],
    );
    const withTools = report(base.results, [tool('x'), tool('y'), tool('m'), tool('n'), tool('k')]);
    expect(compareReports(withTools, head, 'b').confusedPairs).toEqual([
      { tools: ['m', 'n'], base: 0, head: 5, changed: false },
      { tools: ['x', 'y'], base: 3, head: 1, changed: true },
    ]);
  });
});
