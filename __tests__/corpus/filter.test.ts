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
