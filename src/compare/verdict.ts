// The comparison in one line: what the CLI prints and the Markdown block opens with.
import type { AggregateDelta, Comparison, ComparisonClass } from '../model/comparison.js';
import { counted, ignoredJudgeOnly } from '../model/comparison.js';

/** regressed: a scenario regressed, or a provider's overall rate is significantly lower;
 * improved: something is significantly better and nothing worse. */
export function decide(
  counts: Record<ComparisonClass, number>,
  aggregates: AggregateDelta[],
): Comparison['verdict'] {
  const overall = aggregates.filter((a) => a.tier === undefined && a.significant);
  if (counts.regressed > 0 || overall.some((a) => (a.delta ?? 0) < 0)) return 'regressed';
  if (counts.fixed > 0 || overall.some((a) => (a.delta ?? 0) > 0)) return 'improved';
  return 'unchanged';
}

/** A class as read: `changed-few` is "changed (too few trials)". */
export const className = (k: ComparisonClass): string =>
  k === 'changed-few' ? 'changed (too few trials)' : k;

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
/** A signed difference of rates in percentage points: +12.5, −3.0 (a real minus sign). */
export const points = (x: number) =>
  `${x < 0 ? '−' : '+'}${Math.abs(Math.round(x * 1000) / 10).toFixed(1)}`;

/** p as read: 2 significant digits, "< 0.001" below that. */
export const showP = (p: number | undefined) =>
  p === undefined ? '—' : p < 0.001 ? '< 0.001' : String(Number(p.toPrecision(2)));

/** "openai:gpt-4.1 overall 90% → 75% (−15.0 pts, 95% CI −27.1 to −2.9)"; paired, with the
 * exact test: "(−15.0 pts, 95% CI −27.1 to −2.9, exact p 0.031 over 40 pairs)". */
export function describeDelta(a: AggregateDelta): string {
  const rates =
    a.base.n && a.head.n
      ? `${pct(a.base.passes / a.base.n)} → ${pct(a.head.passes / a.head.n)}`
      : 'no trial on a side';
  const ci = a.interval ? `, 95% CI ${points(a.interval.low)} to ${points(a.interval.high)}` : '';
  const exact =
    a.pairs && a.p !== undefined ? `, exact p ${showP(a.p)} over ${a.pairs.n} pairs` : '';
  return `${a.provider}${a.tier ? ` ${a.tier}` : ' overall'} ${rates}${a.delta !== null ? ` (${points(a.delta)} pts${ci}${exact})` : ''}`;
}

/** How a paired comparison names itself wherever the base is named. */
export const PAIRED = 'same job, interleaved, paired';

/** "judge-only, not counted: 1 regressed, 1 fixed", when the verdict left some out. */
export function judgeOnlyNote(c: Comparison): string | undefined {
  const ignored = ignoredJudgeOnly(c);
  if (!ignored.length) return undefined;
  const of = (k: ComparisonClass) => ignored.filter((s) => s.class === k).length;
  const parts = (['regressed', 'fixed'] as const).filter((k) => of(k)).map((k) => `${of(k)} ${k}`);
  return `judge-only, not counted: ${parts.join(', ')}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Both sides recorded the tools/list and nothing in it differs. */
export const toolsIdentical = (c: Comparison): boolean =>
  !!c.tools && !c.tools.added.length && !c.tools.removed.length && !c.tools.changed.length;

/** A regressed verdict that rests on a provider's overall interval alone, no scenario regressed,
 * said as such: with the tools/list unchanged, the model (not the server) is the likely cause —
 * unless base and head ran paired in one job, where drift fell on both sides alike. */
export function overallOnly(c: Comparison): string | undefined {
  if (c.verdict !== 'regressed' || counted(c, 'regressed') > 0) return undefined;
  const fixed = counted(c, 'fixed');
  const what = fixed
    ? `overall decline, no scenario regressed (${plural(fixed, 'fixed', 'fixed')})`
    : 'overall decline, no scenario significant';
  if (!toolsIdentical(c)) return what;
  // Same job, interleaved: the model's drift fell on both sides alike, so it is no likely cause.
  return c.method === 'paired'
    ? `${what}; tool list identical, and both sides ran interleaved in one job (not model drift): look at what the server returned`
    : `${what}; server unchanged — likely a model change`;
}

/** The snapshot changes behind the pairs that are not comparable for them, one per provider
 * and change: "openai:gpt-4o base gpt-4o-2024-08-06, head gpt-4o-2024-11-20 (12 scenarios)". */
export function servedChanges(c: Comparison): string[] {
  const changes = new Map<string, { text: string; pairs: number }>();
  for (const s of c.scenarios) {
    if (!s.served) continue;
    const text = `${s.provider} base ${s.served.base.join(', ')}, head ${s.served.head.join(', ')}`;
    const seen = changes.get(text) ?? { text, pairs: 0 };
    seen.pairs++;
    changes.set(text, seen);
  }
  return [...changes.values()].map((x) => `${x.text} (${plural(x.pairs, 'scenario')})`);
}

/** One line; `code` wraps names (backticks in Markdown). */
export function verdictLine(c: Comparison, code: (s: string) => string = (s) => s): string {
  // An older report may lack a class: none of it.
  const n = { ...c.counts, regressed: counted(c, 'regressed'), fixed: counted(c, 'fixed') };
  const vs = `vs ${code(c.base.label)}${c.method === 'paired' ? ` (${PAIRED})` : ''}`;
  const moved = c.aggregates.filter((a) => a.tier === undefined && a.significant);
  const worse = moved.filter((a) => (a.delta ?? 0) < 0).map(describeDelta);
  const better = moved.filter((a) => (a.delta ?? 0) > 0).map(describeDelta);
  const others = (
    ['changed-few', 'flaky', 'not-comparable', 'new', 'removed', 'unchanged'] as const
  )
    .filter((k) => (n[k] ?? 0) > 0)
    .map((k) => `${n[k]} ${className(k)}`)
    .join(', ');
  const served = servedChanges(c);
  const judged = judgeOnlyNote(c);
  const tail = `${others ? `; ${others}` : ''}${judged ? `; ${judged}` : ''}${served.length ? `; served model changed: ${served.join('; ')}` : ''}`;
  const only = overallOnly(c);
  switch (c.verdict) {
    case 'regressed':
      if (only)
        return `Regressed ${vs}: ${only}${worse.length ? `; ${worse.join('; ')}` : ''}${tail}`;
      return `Regressed ${vs}: ${plural(n.regressed ?? 0, 'scenario')} regressed, ${n.fixed ?? 0} fixed${worse.length ? `; ${worse.join('; ')}` : ''}${toolsIdentical(c) ? '; tool list identical on both sides' : ''}${tail}`;
    case 'improved':
      return `Improved ${vs}: ${plural(n.fixed ?? 0, 'scenario')} fixed, none regressed${better.length ? `; ${better.join('; ')}` : ''}${tail}`;
    case 'unchanged':
      return `No significant change ${vs}${tail}`;
  }
}
