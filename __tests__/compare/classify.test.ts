// Each (scenario, provider) is classed exactly once, the first class that applies:
// new / removed, not-comparable, regressed / fixed, flaky, unchanged.
import { describe, expect, it } from 'vitest';
import { classify } from '../../src/compare/classify.js';
import { compareReports } from '../../src/compare/index.js';
import type { ResultRow } from '../../src/model/report.js';
import { report, selectionMiss, trials } from './builders.js';

const P = 'openai:gpt-4.1-mini';
const c = (base: ResultRow[], head: ResultRow[]) => classify('s', P, base, head);

describe('classify', () => {
  it('the two examples of the issue: n = 3, 3/3 → 1/3 is flaky; n = 10, 10/10 → 5/10 regressed', () => {
    const small = c(trials('s', 3, 3), trials('s', 1, 3));
    expect(small).toMatchObject({
      class: 'flaky',
      base: { passes: 3, n: 3 },
      head: { passes: 1, n: 3 },
    });
    expect(small.p).toBeCloseTo(0.4, 10);
    const large = c(trials('s', 10, 10), trials('s', 5, 10));
    expect(large).toMatchObject({
      class: 'regressed',
      base: { passes: 10, n: 10 },
      head: { passes: 5, n: 10 },
      reason: 'selection: expected list_clusters; the model called get_cluster',
    });
    expect(large.p).toBeCloseTo(0.0325, 4);
  });

  it('all passed on one side and all failed on the other is regressed or fixed from 3 trials a side', () => {
    expect(c(trials('s', 3, 3), trials('s', 0, 3))).toMatchObject({ class: 'regressed' });
    expect(c(trials('s', 0, 3), trials('s', 3, 3))).toMatchObject({
      class: 'fixed',
      reason: 'selection: expected list_clusters; the model called get_cluster',
    });
    // Different n on each side: still every trial against none.
    expect(c(trials('s', 3, 3), trials('s', 0, 5)).class).toBe('regressed');
  });

  it('fewer than 3 trials on a side: changed (too few trials), never regressed or fixed', () => {
    // One flip at --repeat 1: Fisher's p is 1, and the class says why it is no regression.
    expect(c(trials('s', 1, 1), trials('s', 0, 1))).toMatchObject({
      class: 'changed-few',
      base: { passes: 1, n: 1 },
      head: { passes: 0, n: 1 },
      p: 1,
      // Fisher (1935), the lady tasting tea: all of 4 against none of 4 is 1/70 a side, 2/70 ≈
      // 0.029 < 0.05 two-sided; 3 against 3 is 2/20 = 0.1. So 4 trials a side would tell.
      trialsNeeded: 4,
      reason: 'selection: expected list_clusters; the model called get_cluster',
    });
    // Better on head: base's reason.
    expect(c(trials('s', 0, 2), trials('s', 2, 2))).toMatchObject({
      class: 'changed-few',
      trialsNeeded: 4,
      reason: 'selection: expected list_clusters; the model called get_cluster',
    });
    // One side short is enough, whatever the other side holds.
    expect(c(trials('s', 2, 2), trials('s', 0, 5)).class).toBe('changed-few');
    // Significant, but on 2 trials a side: 0/2 → 20/20 gives p = 1/C(22, 2) ≈ 0.0043 (the other
    // two tables, 40/231 and 190/231, are likelier).
    const sig = c(trials('s', 0, 2), trials('s', 20, 20));
    expect(sig.class).toBe('changed-few');
    expect(sig.p).toBeCloseTo(1 / 231, 10);
    // Half against all: 1/2 → 40/40 is p = 2/42 ≈ 0.048. At n a side, 5/10 vs 10/10 is p = 0.0325
    // (by hand above), 5/9 vs 9/9 is 252/3060 ≈ 0.082, 4/8 vs 8/8 is 140/1820 ≈ 0.077: 10 tell.
    const half = c(trials('s', 1, 2), trials('s', 40, 40));
    expect(half).toMatchObject({ class: 'changed-few', trialsNeeded: 10 });
    expect(half.p).toBeCloseTo(2 / 42, 10);
    // Not a change by the rules (one side between): flaky as before, at any n.
    expect(c(trials('s', 2, 2), trials('s', 1, 2)).class).toBe('flaky');
    expect(c(trials('s', 1, 1), trials('s', 1, 1)).class).toBe('unchanged');
  });

  it('Fisher p < 0.05 without all-or-none: fixed the other way round too', () => {
    const r = c(trials('s', 5, 10), trials('s', 10, 10));
    expect(r.class).toBe('fixed');
    expect(r.p).toBeCloseTo(0.0325, 4);
    // 9/10 → 2/10: neither side all-or-none, p ≈ 0.0055.
    expect(c(trials('s', 9, 10), trials('s', 2, 10)).class).toBe('regressed');
  });

  it('flaky when a side passed some but not all and nothing is significant; else unchanged', () => {
    expect(c(trials('s', 2, 3), trials('s', 3, 3))).toMatchObject({
      class: 'flaky',
      reason: 'selection: expected list_clusters; the model called get_cluster',
    });
    expect(c(trials('s', 3, 3), trials('s', 3, 3))).toMatchObject({ class: 'unchanged', p: 1 });
    expect(c(trials('s', 0, 3), trials('s', 0, 3)).class).toBe('unchanged');
  });

  it('new and removed: on one side only, with that side counted', () => {
    expect(c([], trials('s', 2, 3))).toEqual({
      scenario: 's',
      provider: P,
      tier: 'selection',
      class: 'new',
      head: { passes: 2, n: 3 },
    });
    expect(c(trials('s', 3, 3), [])).toMatchObject({ class: 'removed', base: { passes: 3, n: 3 } });
  });

  it('not comparable when the definition changed, even from 3/3 to 0/3', () => {
    const r = c(trials('s', 3, 3), trials('s', 0, 3, { definition: 'd2' }));
    expect(r).toMatchObject({
      class: 'not-comparable',
      why: 'the scenario changed (its prompts, expectations, gates or mode)',
      base: { passes: 3, n: 3 },
      head: { passes: 0, n: 3 },
    });
    expect(r.p).toBeUndefined();
    // An older report without definitions cannot tell: compared.
    expect(c(trials('s', 3, 3, { definition: undefined }), trials('s', 0, 3)).class).toBe(
      'regressed',
    );
  });

  it('not comparable when the model differs', () => {
    expect(c(trials('s', 3, 3), trials('s', 0, 3, { model: 'gpt-4.1-mini-2026' }))).toMatchObject({
      class: 'not-comparable',
      why: 'the model differs: gpt-4.1-mini → gpt-4.1-mini-2026',
    });
  });

  it('not comparable when a side was skipped', () => {
    const skipped = trials('s', 0, 3, {
      failAs: { status: 'skipped', reason: 'no OPENAI_API_KEY', checks: [] },
    });
    expect(c(trials('s', 3, 3), skipped)).toMatchObject({
      class: 'not-comparable',
      why: 'skipped on head: no OPENAI_API_KEY',
      head: { passes: 0, n: 0 },
    });
    expect(c(skipped, trials('s', 3, 3)).why).toBe('skipped on base: no OPENAI_API_KEY');
  });

  it('not comparable when a side has only provider errors; one error among trials is left out', () => {
    const errored: Partial<ResultRow> = {
      status: 'errored',
      reason: 'rate-limit (429): openai: slow down',
      checks: [],
    };
    expect(c(trials('s', 3, 3), trials('s', 0, 3, { failAs: errored }))).toMatchObject({
      class: 'not-comparable',
      why: 'no trial that counts on head (3 errored): rate-limit (429): openai: slow down',
    });
    // 3 passes and 2 errors: 3/3, not 3/5.
    const mixed = [...trials('s', 3, 3), ...trials('s', 0, 2, { failAs: errored })];
    expect(c(trials('s', 3, 3), mixed)).toMatchObject({
      class: 'unchanged',
      head: { passes: 3, n: 3 },
    });
  });

  it('a timeout and a crash of the server under test are failed trials, not noise', () => {
    const timeout = trials('s', 0, 3, {
      failAs: { status: 'timeout', reason: 'no verdict within 120 s', checks: [] },
    });
    expect(c(trials('s', 3, 3), timeout)).toMatchObject({
      class: 'regressed',
      head: { passes: 0, n: 3 },
      reason: 'timeout: no verdict within 120 s',
    });
    const crash = trials('s', 0, 3, {
      failAs: {
        status: 'errored',
        reason:
          'The MCP server `node server.js` exited with code 3; the last lines of its stderr:\n    boom',
        checks: [],
      },
    });
    expect(c(trials('s', 3, 3), crash)).toMatchObject({
      class: 'regressed',
      head: { passes: 0, n: 3 },
    });
  });

  it('a row inconclusive only because a gate could not observe is no trial; no call where one was expected is a failed one', () => {
    const blind: Partial<ResultRow> = {
      status: 'inconclusive',
      reason: 'gate:no_request: the spy received no request',
      checks: [
        { check: 'selection', passed: true, reason: 'called delete' },
        {
          check: 'gate:no_request',
          passed: false,
          unobserved: true,
          reason: 'the spy received no request',
        },
      ],
    };
    expect(c(trials('s', 3, 3), trials('s', 0, 3, { failAs: blind }))).toMatchObject({
      class: 'not-comparable',
      why: 'no trial that counts on head (3 inconclusive): gate:no_request: the spy received no request',
    });
    const noCall: Partial<ResultRow> = {
      status: 'inconclusive',
      reason: 'the model called no tool where one was expected',
      checks: [selectionMiss(['list_clusters'], []), blind.checks![1]],
    };
    expect(c(trials('s', 3, 3), trials('s', 0, 3, { failAs: noCall })).class).toBe('regressed');
  });

  it('a known failure that did not pass is a failed trial: fixing it shows', () => {
    const known = trials('s', 0, 3, {
      failAs: { status: 'known-failure', reason: 'known failure', checks: [] },
    });
    expect(c(known, trials('s', 3, 3))).toMatchObject({
      class: 'fixed',
      base: { passes: 0, n: 3 },
      reason: 'known-failure: known failure',
    });
  });

  it('precedence: a changed definition wins over a skipped side, a skipped side over a changed model', () => {
    const skipped = {
      failAs: { status: 'skipped' as const, reason: 'provider stopped', checks: [] },
    };
    expect(
      c(trials('s', 3, 3), trials('s', 0, 3, { ...skipped, definition: 'd2', model: 'other' })).why,
    ).toMatch(/^the scenario changed/);
    expect(c(trials('s', 3, 3), trials('s', 0, 3, { ...skipped, model: 'other' })).why).toBe(
      'skipped on head: provider stopped',
    );
    // regressed (all vs none) before flaky; new before everything.
    expect(c(trials('s', 3, 3), trials('s', 0, 3)).class).toBe('regressed');
    expect(c([], trials('s', 0, 3, { definition: 'd2' })).class).toBe('new');
  });
});

describe('the smallest regression seen per number of trials (the table in docs/regressions.md)', () => {
  // For each n: the smallest k such that n/n → (n − k)/n is classed regressed.
  const smallest = (n: number) => {
    for (let k = 1; k <= n; k++) {
      if (c(trials('s', n, n), trials('s', n - k, n)).class === 'regressed') return k;
    }
    return undefined;
  };

  it('n = 3: only 3/3 → 0/3; n = 5: 5/5 → 1/5; n = 10: 10/10 → 5/10; n = 20: 20/20 → 15/20', () => {
    expect([3, 5, 10, 20].map(smallest)).toEqual([3, 4, 5, 5]);
    expect(c(trials('s', 3, 3), trials('s', 0, 3)).p).toBeCloseTo(0.1, 10);
    expect(c(trials('s', 5, 5), trials('s', 1, 5)).p).toBeCloseTo(0.0476, 4);
    expect(c(trials('s', 20, 20), trials('s', 15, 20)).p).toBeCloseTo(0.0471, 4);
    // From an imperfect baseline: 9/10 must fall to 3/10.
    expect(c(trials('s', 9, 10), trials('s', 4, 10)).class).toBe('flaky');
    expect(c(trials('s', 9, 10), trials('s', 3, 10))).toMatchObject({ class: 'regressed' });
  });
});

describe('compareReports: every class at once', () => {
  const base = report([
    ...trials('gone', 3, 3),
    ...trials('worse', 10, 10),
    ...trials('better', 0, 3),
    ...trials('wobbly', 3, 3),
    ...trials('same', 3, 3),
    ...trials('edited', 3, 3),
    ...trials('flipped', 1, 1),
  ]);
  const head = report([
    ...trials('flipped', 0, 1),
    ...trials('worse', 5, 10),
    ...trials('better', 3, 3),
    ...trials('wobbly', 1, 3),
    ...trials('same', 3, 3),
    ...trials('edited', 3, 3, { definition: 'd2' }),
    ...trials('fresh', 1, 1),
  ]);
  const cmp = compareReports(base, head, 'base/report.json');

  it('counts each (scenario, provider) once, regressed and fixed listed first', () => {
    expect(cmp.counts).toEqual({
      new: 1,
      removed: 1,
      'not-comparable': 1,
      regressed: 1,
      fixed: 1,
      'changed-few': 1,
      flaky: 1,
      unchanged: 1,
    });
    expect(cmp.scenarios.map((s) => `${s.class}:${s.scenario}`)).toEqual([
      'regressed:worse',
      'fixed:better',
      'changed-few:flipped',
      'flaky:wobbly',
      'not-comparable:edited',
      'new:fresh',
      'removed:gone',
      'unchanged:same',
    ]);
    expect(cmp.verdict).toBe('regressed');
    expect(cmp.base).toEqual({ label: 'base/report.json', startedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('a flip at --repeat 1 alone is no regression: the verdict stays unchanged', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const one = (id: string, pass: boolean) => trials(id, pass ? 1 : 0, 1);
    const cmp = compareReports(
      report(ids.flatMap((id) => one(id, true))),
      report(ids.flatMap((id) => one(id, id !== 'c'))),
      'b',
    );
    expect(cmp.counts).toMatchObject({ regressed: 0, 'changed-few': 1, unchanged: 4 });
    // 5/5 → 4/5 overall: Newcombe's interval holds 0.
    expect(cmp.aggregates[0]).toMatchObject({ significant: false });
    expect(cmp.verdict).toBe('unchanged');
  });

  it("a provider's rate is judged from 3 trials a side, as a pair is", () => {
    // One pair at 2/2 → 0/2: Newcombe's interval alone would exclude 0 (−100 to −7 pts).
    const one = compareReports(report(trials('a', 2, 2)), report(trials('a', 0, 2)), 'b');
    expect(one.aggregates[0].interval!.high).toBeLessThan(0);
    expect(one.aggregates[0].significant).toBe(false);
    expect(one.verdict).toBe('unchanged');
    // Three scenarios that each flipped at --repeat 1: 3/3 → 0/3 for the provider is a regression.
    const ids = ['a', 'b', 'c'];
    const three = compareReports(
      report(ids.flatMap((id) => trials(id, 1, 1))),
      report(ids.flatMap((id) => trials(id, 0, 1))),
      'b',
    );
    expect(three.counts).toMatchObject({ regressed: 0, 'changed-few': 3 });
    expect(three.aggregates[0]).toMatchObject({
      base: { n: 3 },
      head: { n: 3 },
      significant: true,
    });
    expect(three.verdict).toBe('regressed');
  });

  it('verdict improved with only fixes, unchanged with nothing significant', () => {
    const improved = compareReports(report(trials('a', 0, 3)), report(trials('a', 3, 3)), 'b');
    expect(improved.verdict).toBe('improved');
    const calm = compareReports(report(trials('a', 3, 3)), report(trials('a', 2, 3)), 'b');
    expect(calm.verdict).toBe('unchanged');
    expect(calm.counts.flaky).toBe(1);
  });

  it("verdict regressed when a provider's overall rate drops significantly with no scenario regressed", () => {
    // 12 scenarios, each 3/3 → 2/3: all flaky, but 36/36 → 24/36 overall.
    const ids = Array.from({ length: 12 }, (_, i) => `s${i}`);
    const cmp = compareReports(
      report(ids.flatMap((id) => trials(id, 3, 3))),
      report(ids.flatMap((id) => trials(id, 2, 3))),
      'b',
    );
    expect(cmp.counts.regressed).toBe(0);
    expect(cmp.counts.flaky).toBe(12);
    expect(cmp.aggregates[0].tier).toBeUndefined();
    expect(cmp.aggregates[0]).toMatchObject({
      base: { passes: 36, n: 36 },
      head: { passes: 24, n: 36 },
      significant: true,
    });
    expect(cmp.aggregates[0].delta).toBeCloseTo(-1 / 3, 10);
    expect(cmp.verdict).toBe('regressed');
  });
});
