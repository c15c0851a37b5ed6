import { describe, expect, it } from 'vitest';
import {
  closestFirst,
  editDistance,
  filterScenarios,
  selectScenarios,
} from '../../src/corpus/filter.js';
import { SetupError } from '../../src/errors.js';
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

describe('selectScenarios: nothing selected is an error, never an empty pass', () => {
  const all = [
    scenario({ id: 'list-clusters', tags: ['Smoke', 'db'], tier: 'selection', type: 'happy' }),
    scenario({ id: 'delete-cluster', tags: ['nightly'], tier: 'safety' }),
    scenario({ id: 'ask[0]', tags: ['smoke'], tier: 'answer' }),
    scenario({ id: 'ask[1]', tags: ['smoke'], tier: 'answer' }),
  ];
  const message = (f: Parameters<typeof selectScenarios>[1], all_ = all) => {
    try {
      selectScenarios(all_, f);
    } catch (e) {
      expect(e).toBeInstanceOf(SetupError);
      return (e as SetupError).describe();
    }
    throw new Error('expected a SetupError');
  };

  it('selects as filterScenarios does when every value is known', () => {
    const ids = (f: Parameters<typeof selectScenarios>[1]) =>
      selectScenarios(all, f).map((s) => s.id);
    expect(ids({ tags: ['SMOKE'] })).toEqual(['list-clusters', 'ask[0]', 'ask[1]']);
    expect(ids({ ids: ['ask'] })).toEqual(['ask[0]', 'ask[1]']);
    expect(ids({ ids: ['ask[1]'], tiers: ['Answer'] })).toEqual(['ask[1]']);
    expect(ids({ types: ['HAPPY'] })).toEqual(['list-clusters']);
    expect(ids({})).toHaveLength(4);
  });

  it('names an unknown tag with the known ones, closest first', () => {
    expect(message({ tags: ['smok'] })).toBe(
      'Unknown filter value(s): nothing to run\n' +
        '  tag "smok": no scenario has it; known tags, closest first: Smoke, db, nightly',
    );
    // Each unknown value gets its own ranking; known values beside it are not named.
    expect(message({ tags: ['smoke', 'nighly', 'DBs'] })).toBe(
      'Unknown filter value(s): nothing to run\n' +
        '  tag "nighly": no scenario has it; known tags, closest first: nightly, db, Smoke\n' +
        '  tag "DBs": no scenario has it; known tags, closest first: db, Smoke, nightly',
    );
  });

  it('names unknown ids (by their base id for variants), tiers and types at once', () => {
    const m = message({ ids: ['delete-clusters', 'ask[2]'], tiers: ['arg'], types: ['sad'] });
    expect(m.split('\n')).toEqual([
      'Unknown filter value(s): nothing to run',
      '  id "delete-clusters": no scenario has it; known ids, closest first: delete-cluster, list-clusters, ask',
      '  id "ask[2]": no scenario has it; known ids, closest first: ask, list-clusters, delete-cluster',
      '  tier "arg": not a tier; known tiers, closest first: args, answer, safety, sequence, selection, clarification',
      '  type "sad": no scenario has it; known types, closest first: happy',
    ]);
    // Ids are exact, as they are matched.
    expect(message({ ids: ['List-Clusters'] })).toContain('closest first: list-clusters');
  });

  it('says when the corpus has no value of that kind at all', () => {
    expect(message({ types: ['happy'] }, [scenario({ id: 'a' })])).toContain(
      'type "happy": no scenario has it; the corpus has no types',
    );
  });

  it('shows ten known values and counts the rest', () => {
    const many = Array.from({ length: 13 }, (_, i) => scenario({ id: `s${i}`, tags: [`t${i}`] }));
    expect(message({ tags: ['x'] }, many)).toMatch(/closest first: (t\d+, ){9}t\d+, … \(3 more\)$/);
  });

  it('known filters that together select nothing: what each selects, and the tags there are', () => {
    expect(message({ tags: ['nightly'], tiers: ['answer'] })).toBe(
      [
        'The filters select no scenario of the 4 in the corpus: nothing to run',
        '  tags nightly: 1 scenario(s)',
        '  tiers answer: 2 scenario(s)',
        '  all of them together: none',
        'Tags in the corpus: Smoke (3), db (1), nightly (1)',
        'Tiers in the corpus: answer (2), safety (1), selection (1)',
      ].join('\n'),
    );
    // A known tier no scenario has selects nothing on its own.
    expect(message({ tiers: ['args'] })).toMatch(
      /^The filters select no scenario.*\n {2}tiers args: 0 scenario\(s\)\nTags/,
    );
  });

  it('an empty corpus is an error, naming the corpus globs', () => {
    expect(message({}, [])).toBe('The corpus has no scenario: nothing to run');
    expect(() => selectScenarios([], { tags: ['smoke'] }, { corpus: ['evals/*.yaml'] })).toThrow(
      'The corpus has no scenario (corpus: evals/*.yaml): nothing to run',
    );
  });

  it('with a partial corpus (problems reported elsewhere), checks only the tier names', () => {
    expect(selectScenarios([], { tags: ['nope'] }, { partial: true })).toEqual([]);
    expect(() => selectScenarios([], { tiers: ['bogus'] }, { partial: true })).toThrow(
      'tier "bogus": not a tier',
    );
  });
});

describe('closest first', () => {
  it('ranks containment, then edit distance, then the alphabet; case aside', () => {
    expect(closestFirst('db', ['zz', 'dc', 'ab', 'mydb-prod'])).toEqual([
      'mydb-prod',
      'ab',
      'dc',
      'zz',
    ]);
    expect(closestFirst('SMOK', ['nightly', 'smoke'])).toEqual(['smoke', 'nightly']);
  });

  it('edit distance counts insertions, deletions and substitutions', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
    expect(editDistance('same', 'same')).toBe(0);
  });
});
