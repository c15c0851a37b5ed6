// One (scenario, provider) of two reports, classed: the first class that applies, in the order
// of COMPARISON_CLASSES. Rates alone decide nothing: a change is regressed or fixed only when
// every trial passed on one side and every trial failed on the other, or when Fisher's exact
// test on the pass counts gives p < 0.05 — and only with 3 or more trials on each side: with
// fewer it is changed-few, with the trials per side that would tell.
import type { ResultRow } from '../model/report.js';
import type { PassCount, ScenarioComparison } from '../model/comparison.js';
import { fisherExact, trialsToDetect } from '../score/stats.js';
import { failureReason, passCount, trial } from './trials.js';

export const ALPHA = 0.05;
/** Fewer trials than this on a side: one flip (p = 1 at one trial each) is no regression. */
export const MIN_TRIALS = 3;

type Side = 'base' | 'head';

const distinct = (values: (string | undefined)[]) =>
  [...new Set(values.filter((v): v is string => v !== undefined))].sort();
const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Why a side has no trial that counts: its skip reason, or its errors. */
function noTrial(side: Side, rows: ResultRow[]): string {
  const skipped = rows.find((r) => r.status === 'skipped');
  if (skipped) return `skipped on ${side}: ${skipped.reason}`;
  const byStatus = new Map<string, number>();
  for (const r of rows) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(', ');
  return `no trial that counts on ${side} (${counts}): ${rows[0].reason}`;
}

/** What makes the two sides not comparable, if anything. */
function incomparable(base: ResultRow[], head: ResultRow[]): string | undefined {
  const defs = {
    base: distinct(base.map((r) => r.definition)),
    head: distinct(head.map((r) => r.definition)),
  };
  // An older report without definitions cannot tell: its rows are taken as the same scenario.
  if (defs.base.length && defs.head.length && !same(defs.base, defs.head)) {
    return 'the scenario changed (its prompts, expectations, gates or mode)';
  }
  for (const [side, rows] of [
    ['base', base],
    ['head', head],
  ] as const) {
    if (!rows.some((r) => trial(r) !== undefined)) return noTrial(side, rows);
  }
  const models = {
    base: distinct(base.map((r) => r.model)),
    head: distinct(head.map((r) => r.model)),
  };
  if (!same(models.base, models.head)) {
    return `the model differs: ${models.base.join(', ')} → ${models.head.join(', ')}`;
  }
  return undefined;
}

/** The snapshots the API served each side, when both sides name some and they differ: the same
 * alias on another snapshot is another model. Rows of an earlier version name none: compared. */
function servedApart(base: ResultRow[], head: ResultRow[]) {
  const of = (rows: ResultRow[]) =>
    distinct(rows.filter((r) => trial(r) !== undefined).flatMap((r) => r.served ?? []));
  const served = { base: of(base), head: of(head) };
  if (!served.base.length || !served.head.length || same(served.base, served.head)) return;
  return {
    served,
    why: `the served model differs: base ${served.base.join(', ')}, head ${served.head.join(', ')}`,
  };
}

const all = (c: PassCount) => c.passes === c.n;
const none = (c: PassCount) => c.passes === 0;
const rate = (c: PassCount) => c.passes / c.n;

/** Which way head moved from base far enough to be a change, whatever the trial counts: every
 * trial passed on one side and failed on the other, or Fisher's p < ALPHA. */
export function direction(
  b: PassCount,
  h: PassCount,
  p = fisherExact(b.passes, b.n - b.passes, h.passes, h.n - h.passes),
): 'worse' | 'better' | undefined {
  const significant = p < ALPHA;
  if ((all(b) && none(h)) || (significant && rate(h) < rate(b))) return 'worse';
  if ((none(b) && all(h)) || (significant && rate(h) > rate(b))) return 'better';
  return undefined;
}

/** The first failing row's reason (by repetition), when a side has one. */
function failing(rows: ResultRow[]): string | undefined {
  const failed = [...rows]
    .sort((a, b) => a.repetition - b.repetition)
    .find((r) => trial(r) === false);
  return failed && failureReason(failed);
}

export function classify(
  scenario: string,
  provider: string,
  base: ResultRow[],
  head: ResultRow[],
): ScenarioComparison {
  const s = classed(scenario, provider, base, head);
  if (s.class === 'new' || s.class === 'removed' || s.class === 'not-comparable') return s;
  const apart = servedApart(base, head);
  // Still classed, so the reader sees what it would be; counted as not comparable.
  return apart ? { ...s, class: 'not-comparable', ...apart, wouldBe: s.class } : s;
}

function classed(
  scenario: string,
  provider: string,
  base: ResultRow[],
  head: ResultRow[],
): ScenarioComparison {
  const tier = (head[0] ?? base[0])?.tier;
  const out = { scenario, provider, ...(tier !== undefined ? { tier } : {}) };
  if (!base.length) return { ...out, class: 'new', head: passCount(head) };
  if (!head.length) return { ...out, class: 'removed', base: passCount(base) };
  const b = passCount(base);
  const h = passCount(head);
  const counts = { base: b, head: h };
  const why = incomparable(base, head);
  if (why) return { ...out, class: 'not-comparable', ...counts, why };
  const change = changeOf(b, h);
  const stats = { ...counts, p: change.p };
  const cls = countClass(b, h, change);
  if (cls === 'changed-few') {
    return {
      ...out,
      class: cls,
      ...stats,
      trialsNeeded: trialsToDetect(rate(b), rate(h), ALPHA),
      ...reason(failing(change.worse ? head : base)),
    };
  }
  if (cls === 'regressed') return { ...out, class: cls, ...stats, ...reason(failing(head)) };
  if (cls === 'fixed') return { ...out, class: cls, ...stats, ...reason(failing(base)) };
  // Flaky: the reason is head's when head failed some, else base's.
  if (cls === 'flaky')
    return { ...out, class: cls, ...stats, ...reason(failing(!all(h) && !none(h) ? head : base)) };
  return { ...out, class: cls, ...stats };
}

/** The exact test on two pass counts: which way they moved, if significantly (or all to none). */
function changeOf(b: PassCount, h: PassCount) {
  const p = fisherExact(b.passes, b.n - b.passes, h.passes, h.n - h.passes);
  const way = direction(b, h, p);
  return { p, worse: way === 'worse', better: way === 'better' };
}

/** The class of two comparable sides from their pass counts alone (each with a trial): what a
 * pair is classed as, and what adaptive trials ask of the counts more trials could reach. */
export function countClass(
  b: PassCount,
  h: PassCount,
  change = changeOf(b, h),
): 'regressed' | 'fixed' | 'changed-few' | 'flaky' | 'unchanged' {
  const { worse, better } = change;
  if ((worse || better) && Math.min(b.n, h.n) < MIN_TRIALS) return 'changed-few';
  if (worse) return 'regressed';
  if (better) return 'fixed';
  if ((!all(h) && !none(h)) || (!all(b) && !none(b))) return 'flaky';
  return 'unchanged';
}

const reason = (text: string | undefined) => (text === undefined ? {} : { reason: text });
