// report.html's comparison in words: made here, by the functions report.md words it with (the
// verdict line, class names, rates, p, tool changes), so that the page's script only lays it out.
import {
  baseRunName,
  COMPARISON_CLASSES,
  type Comparison,
  type ComparisonClass,
} from '../../model/comparison.js';
import {
  className,
  points,
  servedChanges,
  toolsIdentical,
  verdictLine,
} from '../../compare/verdict.js';
import { alertOf, rate, toolChangeParts } from '../comparison-md.js';
import { showP } from '../../compare/verdict.js';
import { flatten } from '../escape.js';
import type { ComparisonView } from './page-script/data.js';

/** A link the page may hold: a web page, never a script. */
const webUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

export function comparisonView(c: Comparison): ComparisonView {
  const run = c.base.run;
  const url = run && webUrl(run.url);
  const tiers = (provider: string) => c.aggregates.filter((a) => a.provider === provider).length;
  return {
    alert: alertOf(c),
    line: verdictLine(c),
    base: run
      ? {
          name: baseRunName(run),
          ...(url ? { url } : {}),
          about: `on ${run.branch} @ ${run.sha.slice(0, 7)}, ${run.createdAt}`,
        }
      : { name: c.base.label, about: `(${c.base.startedAt})` },
    classes: Object.fromEntries(COMPARISON_CLASSES.map((k) => [k, className(k)])) as Record<
      ComparisonClass,
      string
    >,
    pairs: c.scenarios.map((s) =>
      s.class === 'unchanged' ? null : [rate(s.base), rate(s.head), showP(s.p)],
    ),
    toolsIdentical: toolsIdentical(c),
    toolChanges: (c.tools?.changed ?? []).map((t) => ({
      name: t.name,
      parts: toolChangeParts(t, flatten),
    })),
    served: servedChanges(c),
    // As report.md's table: a provider with one tier has no tier row repeating its all-tiers row.
    aggregates: c.aggregates
      .filter((a) => a.tier === undefined || tiers(a.provider) > 2)
      .map((a) => [
        a.provider,
        a.tier ?? 'all',
        rate(a.base),
        rate(a.head),
        a.delta === null
          ? '—'
          : `${points(a.delta)} pts${a.significant ? (a.delta < 0 ? ' ⬇' : ' ⬆') : ''}`,
        a.interval ? `${points(a.interval.low)} to ${points(a.interval.high)}` : '—',
      ]),
  };
}
