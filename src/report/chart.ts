// Small Mermaid charts for report.md, which GitHub draws in the job summary and the PR comment:
// accuracy per tier, and base vs head per tier. Each stays beside its table, which says the same
// for a reader whose viewer does not draw Mermaid.
//
// xychart-beta draws every bar series at the same x, one over the other, and GitHub shows no
// legend: so a chart has one bar series, and a second series is a line (the base).
import type { Comparison, PassCount } from '../model/comparison.js';
import type { Report, Stats } from '../model/report.js';
import { TIERS } from '../model/scenario.js';

interface Chart {
  title: string;
  categories: string[];
  /** One bar series (the one the chart is about), then line series drawn over it. */
  bar: number[];
  lines?: number[][];
}

/** At most this many charts of one provider each; past it, one chart of the providers. */
const MAX_PROVIDER_CHARTS = 3;
/** At most this many bars in a chart. */
const MAX_BARS = 8;

/**
 * A label as a quoted Mermaid string: Mermaid's strings cannot hold `"`, a backtick starts its
 * Markdown strings, `%%` a comment, `<` `>` are taken for HTML, and a line break ends a statement.
 */
export function mermaidLabel(text: string, max = 40): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/["`]/g, "'")
    .replace(/[<>]/g, '')
    .replace(/%+/g, '%')
    .replace(/[[\]]/g, '')
    .trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}

/** A rate in percent with one decimal, as the tables show it. */
const percent = (rate: number) => Math.round(rate * 1000) / 10;

function render(c: Chart): string[] {
  return [
    '```mermaid',
    'xychart-beta',
    `  title ${mermaidLabel(c.title, 80)}`,
    `  x-axis [${c.categories.map((k) => mermaidLabel(k)).join(', ')}]`,
    '  y-axis "%" 0 --> 100',
    `  bar [${c.bar.join(', ')}]`,
    ...(c.lines ?? []).map((l) => `  line [${l.join(', ')}]`),
    '```',
    '',
  ];
}

/** Scored tiers of a provider's row of the matrix, in TIERS order, with their accuracy. */
function tierBars(byTier: Partial<Record<string, Stats>>): { tier: string; value: number }[] {
  return TIERS.flatMap((tier) => {
    const accuracy = byTier[tier]?.accuracy;
    return accuracy === null || accuracy === undefined ? [] : [{ tier, value: percent(accuracy) }];
  });
}

/**
 * The accuracy chart under the summary table: per tier for one provider; with several, one
 * chart per provider that has two scored tiers or more, up to three; else (more providers, or
 * none with two tiers) one chart of each provider's overall accuracy. No chart where it would
 * show fewer than two bars: one bar says nothing the headline does not.
 */
export function accuracyCharts(report: Report): string[] {
  const providers = Object.entries(report.summary.matrix);
  const perTier = providers
    .map(([provider, byTier]) => ({ provider, bars: tierBars(byTier) }))
    .filter((p) => p.bars.length >= 2);
  const single = providers.length === 1;
  if (perTier.length && (single || providers.length <= MAX_PROVIDER_CHARTS)) {
    return perTier.flatMap(({ provider, bars }) =>
      render({
        title: single ? 'Accuracy per tier (%)' : `${provider}: accuracy per tier (%)`,
        categories: bars.map((b) => b.tier),
        bar: bars.map((b) => b.value),
      }),
    );
  }
  const overall = providers.flatMap(([provider]) => {
    const accuracy = report.summary.byProvider[provider]?.accuracy;
    return accuracy === null || accuracy === undefined
      ? []
      : [{ provider, value: percent(accuracy) }];
  });
  if (overall.length < 2) return [];
  const shown = overall.slice(0, MAX_BARS);
  return render({
    title:
      overall.length > MAX_BARS
        ? `Accuracy per provider (%), first ${MAX_BARS} of ${overall.length}`
        : 'Accuracy per provider (%)',
    categories: shown.map((p) => p.provider),
    bar: shown.map((p) => p.value),
  });
}

const add = (a: PassCount, b: PassCount): PassCount => ({
  passes: a.passes + b.passes,
  n: a.n + b.n,
});

/**
 * Base vs head per tier, over the scenarios both sides can compare: head as bars, base as a
 * line over them. Several providers are pooled (passes and trials summed per tier). Tiers
 * where a side has no trial are left out; no chart under two tiers (the table has the one).
 */
export function comparisonChart(c: Comparison): string[] {
  const byTier = new Map<string, { base: PassCount; head: PassCount }>();
  for (const a of c.aggregates) {
    if (a.tier === undefined) continue;
    const seen = byTier.get(a.tier);
    byTier.set(
      a.tier,
      seen
        ? { base: add(seen.base, a.base), head: add(seen.head, a.head) }
        : { base: a.base, head: a.head },
    );
  }
  const known: readonly string[] = TIERS;
  const tiers = [...byTier.keys()]
    .filter((t) => byTier.get(t)!.base.n > 0 && byTier.get(t)!.head.n > 0)
    .sort((a, b) => known.indexOf(a) - known.indexOf(b))
    .slice(0, MAX_BARS);
  if (tiers.length < 2) return [];
  const rate = (p: PassCount) => percent(p.passes / p.n);
  const pooled = new Set(c.aggregates.map((a) => a.provider)).size > 1;
  return render({
    title: `Pass rate per tier (%)${pooled ? ', providers pooled' : ''}: bars head, line base`,
    categories: tiers,
    bar: tiers.map((t) => rate(byTier.get(t)!.head)),
    lines: [tiers.map((t) => rate(byTier.get(t)!.base))],
  });
}
