import { describe, expect, it } from 'vitest';
import { filterScenarios } from '../../src/corpus/filter.js';
import { scenario } from '../helpers.js';

describe('filters', () => {
  const all = [
    scenario({ id: 'a', tags: ['Smoke', 'db'], tier: 'args', type: 'happy_path' }),
    scenario({ id: 'b', tags: ['nightly'], tier: 'safety', type: 'missing_parameter' }),
    scenario({ id: 'c', tags: [], tier: 'selection' }),
  ];
  const ids = (f: Parameters<typeof filterScenarios>[1]) =>
    filterScenarios(all, f).map((s) => s.id);

  it('keeps scenarios with any of the tags, case-insensitively', () => {
    expect(ids({ tags: ['smoke'] })).toEqual(['a']);
    expect(ids({ tags: ['SMOKE', 'nightly'] })).toEqual(['a', 'b']);
  });

  it('selects by id, tier and type; filters combine', () => {
    expect(ids({ ids: ['c', 'b'] })).toEqual(['b', 'c']);
    expect(ids({ tiers: ['safety', 'selection'] })).toEqual(['b', 'c']);
    expect(ids({ types: ['MISSING_PARAMETER'] })).toEqual(['b']);
    expect(ids({ tags: ['smoke'], tiers: ['safety'] })).toEqual([]);
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });
});

describe('filters: edge cases', () => {
  const all = [
    scenario({ id: 'q[0]', tier: 'answer' }),
    scenario({ id: 'q[1]', tier: 'answer' }),
    scenario({ id: 'q[x]', tier: 'answer' }),
    scenario({ id: 'r[1]s', tier: 'args', type: 'Multi_Tool' }),
  ];
  const ids = (f: Parameters<typeof filterScenarios>[1]) =>
    filterScenarios(all, f).map((s) => s.id);

  it('an id selects its variants `<id>[i]` only', () => {
    expect(ids({ ids: ['q'] })).toEqual(['q[0]', 'q[1]']);
    expect(ids({ ids: ['r'] })).toEqual([]);
    expect(ids({ ids: ['q[x]'] })).toEqual(['q[x]']);
    expect(ids({ ids: ['rs'] })).toEqual([]);
    const many = [scenario({ id: 'v[10]' }), scenario({ id: 'v[2]' })];
    expect(filterScenarios(many, { ids: ['v'] }).map((s) => s.id)).toEqual(['v[10]', 'v[2]']);
  });

  it('tiers and types ignore case; a scenario without a type never matches a type', () => {
    expect(ids({ tiers: ['ARGS'] })).toEqual(['r[1]s']);
    expect(ids({ types: ['multi_tool'] })).toEqual(['r[1]s']);
    expect(ids({ tags: [], ids: [], tiers: [], types: [] })).toHaveLength(4);
  });
});
