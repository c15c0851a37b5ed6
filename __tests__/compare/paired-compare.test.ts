// Two reports of one same-job A/B run are compared pair by pair: the overall change is tested on
// the pairs that disagree, and the comment says so. The same rows as two runs made apart keep
// the independent method, unchanged; and both modes say the smallest change they could detect.
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import { newcombePaired } from '../../src/compare/paired.js';
import { comparisonSchema } from '../../src/model/comparison.js';
import { comparisonBlock } from '../../src/report/comparison-md.js';
import { newcombe } from '../../src/score/stats.js';
import { report, trials } from './builders.js';
import { apartBase, apartHead, pairedBase, pairedHead } from './paired-fixtures.js';

describe('a comparison of two sides of one A/B run', () => {
  const c = compareReports(pairedBase, pairedHead, 'base side');
  const md = comparisonBlock(c).join('\n');

  it('is paired: trials pair by (scenario, provider, repetition), a non-trial drops its pair', () => {
    expect(c.method).toBe('paired');
    expect(c.ab).toEqual({ id: 'ab-7' });
    expect(() => comparisonSchema.parse(c)).not.toThrow();
    const [all] = c.aggregates;
    // 40 repetitions a side; i's rep 2 errored on head (a provider error, not a trial).
    expect(all.pairs).toEqual({ n: 39, both: 29, lost: 6, gained: 0, dropped: 1 });
    expect(all.base).toEqual({ passes: 35, n: 39 });
    expect(all.head).toEqual({ passes: 29, n: 39 });
    expect(all.delta).toBeCloseTo(-6 / 39, 12);
    // Six discordant pairs, all lost: 2 · 0.5^6.
    expect(all.p).toBe(2 / 64);
    expect(all.interval).toEqual(newcombePaired({ n: 39, both: 29, lost: 6, gained: 0 }));
    expect(all.interval!.high).toBeLessThan(0);
    expect(all.significant).toBe(true);
    expect(c.scenarios.find((s) => s.scenario === 'i')?.pairs).toEqual({
      n: 3,
      both: 3,
      lost: 0,
      gained: 0,
      dropped: 1,
    });
  });

  it('keeps the exact per-scenario classes: no scenario moved enough on its own', () => {
    // 4/4 → 3/4 is Fisher p = 1: flaky, as it would be unpaired (g and h, 2/4 on both sides,
    // are flaky too; i and j unchanged).
    expect(c.counts).toMatchObject({ regressed: 0, fixed: 0, flaky: 8, unchanged: 2 });
    const a = c.scenarios.find((s) => s.scenario === 'a');
    expect(a?.class).toBe('flaky');
    expect(a?.p).toBeCloseTo(1, 12);
    // The six lost pairs are what the verdict stands on.
    expect(c.verdict).toBe('regressed');
  });

  it('says "same job, interleaved, paired" in the verdict, the heading and the table', () => {
    const lines = comparisonBlock(c);
    expect(lines[1]).toBe('> [!WARNING]');
    expect(lines[2]).toMatch(
      /^> Regressed vs `base side` \(same job, interleaved, paired\): overall decline, no scenario significant; openai:gpt-4\.1-mini overall 89\.7% → 74\.4% \(−15\.4 pts, 95% CI −29\.0 to −2\.8, exact p 0\.031 over 39 pairs\)/,
    );
    expect(md).toContain(
      '### Compared with base side (2026-01-01T00:00:00.000Z) — same job, interleaved, paired',
    );
    expect(md).toContain(
      '| openai:gpt-4.1-mini | **all** | 35/39 (90%) | 29/39 (74%) | −15.4 pts ⬇️ | −29.0 to −2.8 | 6 / 0 (1 dropped) | 0.031 |',
    );
  });

  it('with the tool list identical, blames no model drift: both sides ran in one job', () => {
    const tools = [{ name: 'list_clusters', description: 'List the clusters.', schemaHash: 'h' }];
    const same = compareReports({ ...pairedBase, tools }, { ...pairedHead, tools }, 'base side');
    expect(comparisonBlock(same)[2]).toMatch(
      /overall decline, no scenario significant; tool list identical, and both sides ran interleaved in one job \(not model drift\): look at what the server returned; /,
    );
    expect(comparisonBlock(same).join('\n')).not.toContain('likely a model change');
  });

  it('states the smallest change it could detect: 6 one-way pairs of 39, and all-or-nothing per scenario', () => {
    expect(c.aggregates[0].detectable).toEqual({ decline: 6 / 39, rise: null });
    expect(md).toContain(
      [
        '#### Smallest change this run could detect',
        '',
        '- openai:gpt-4.1-mini overall (39 pairs): a fall of 15.4 pts — 6 pairs lost, none gained — is the least the exact test calls significant (p < 0.05); no rise could be, base failing fewer than 6 of the pairs.',
        '- A single scenario at 4 trials a side (9 scenarios): only all or nothing — from 4/4 to 0/4, or the reverse.',
        '- A single scenario at 4 trials base, 3 head (1 scenario): only all or nothing — from 4/4 to 0/3, or the reverse.',
      ].join('\n'),
    );
  });
});

describe('the same rows as two runs made apart', () => {
  const c = compareReports(apartBase, apartHead, 'base.json');

  it('keep the independent method, unchanged: Newcombe for independent rates over every trial', () => {
    expect(c.method).toBe('independent');
    expect(c.ab).toBeUndefined();
    const [all] = c.aggregates;
    expect(all.base).toEqual({ passes: 36, n: 40 });
    expect(all.head).toEqual({ passes: 29, n: 39 });
    expect(all.interval).toEqual(newcombe(36, 40, 29, 39));
    expect(all.pairs).toBeUndefined();
    expect(all.p).toBeUndefined();
    expect(c.scenarios.every((s) => s.pairs === undefined)).toBe(true);
    // 90% → 74%: the interval reaches past 0, so two samples cannot tell.
    expect(all.interval!.high).toBeGreaterThan(0);
    expect(all.significant).toBe(false);
    expect(c.verdict).toBe('unchanged');
    const md = comparisonBlock(c).join('\n');
    expect(md).not.toContain('paired');
    expect(md).toContain('| provider | tier | base | head | Δ | 95% interval |');
  });

  it('another A/B run on each side is two runs: independent', () => {
    const other = { ...pairedHead, ab: { ...pairedHead.ab!, id: 'ab-8' } };
    expect(compareReports(pairedBase, other, 'x').method).toBe('independent');
    expect(compareReports(pairedBase, apartHead, 'x').method).toBe('independent');
  });

  it('states its smallest detectable change from base’s rate, as the interval defines it', () => {
    const [all] = c.aggregates;
    const { decline, rise } = all.detectable!;
    // From 36/40, head at 39 trials: the fall is the first head count whose interval is below 0,
    // and one pass more is not; no rise above 90% can clear 0 at 39 trials.
    const head = Math.round((36 / 40 - decline!) * 39);
    expect(newcombe(36, 40, head, 39)!.high).toBeLessThan(0);
    expect(newcombe(36, 40, head + 1, 39)!.high).toBeGreaterThanOrEqual(0);
    expect(rise).toBeNull();
    const md = comparisonBlock(c).join('\n');
    expect(md).toContain(
      `- openai:gpt-4.1-mini overall (40 trials base, 39 head): from base's 90%, a fall of ${(Math.round(decline! * 1000) / 10).toFixed(1)} pts is the least whose 95% interval excludes 0.`,
    );
  });
});

describe('the smallest change a single scenario can show', () => {
  const at = (n: number) =>
    compareReports(report(trials('a', n, n)), report(trials('a', n, n)), 'b.json')
      .scenarioDetectable?.[0];

  it('none at 2 trials a side; all or nothing at 3 and 4; 80 pts at 5; 50 pts at 10', () => {
    expect(at(2)).toMatchObject({ change: null });
    // 3/3 vs 0/3: Fisher p = 0.1, but every trial flipped: the rule classes it regressed.
    expect(at(3)).toMatchObject({ change: 1 });
    expect(at(4)).toMatchObject({ change: 1 });
    // 5/5 → 1/5: Fisher p = (5 + 5)/C(10, 6) = 10/210 = 0.048.
    expect(at(5)).toMatchObject({
      change: 0.8,
      example: { base: { passes: 5, n: 5 }, head: { passes: 1, n: 5 } },
    });
    // 10/10 → 5/10: p = 2 · 252/C(20, 15) = 0.0325; no fall of 40 pts is significant
    // (10/10 → 6/10: 2 · 210/C(20, 16) = 0.087; 9/10 → 5/10: 0.0650 + more).
    expect(at(10)).toMatchObject({
      change: 0.5,
      example: { base: { passes: 10, n: 10 }, head: { passes: 5, n: 10 } },
    });
  });

  it('says so in words', () => {
    const block = (n: number) =>
      comparisonBlock(
        compareReports(report(trials('a', n, n)), report(trials('a', n, n)), 'b.json'),
      ).join('\n');
    expect(block(2)).toContain(
      '- No single scenario can be flagged at 2 trials a side (1 scenario): 3 are needed.',
    );
    expect(block(2)).toContain(
      '- openai:gpt-4.1-mini overall (2 trials a side): no change could be significant with fewer than 3 trials a side.',
    );
    expect(block(10)).toContain(
      '- A single scenario at 10 trials a side (1 scenario): a change of 50.0 pts or more, e.g. 10/10 → 5/10, is the least that is classed regressed or fixed.',
    );
  });
});
