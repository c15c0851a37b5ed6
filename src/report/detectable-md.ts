// The smallest change the comparison could have detected, in words, under the deltas: for each
// provider's overall rate by the test that decided it, and for a single scenario by the rule
// that classes it. "No regression" means little when only a collapse could have been seen.
import type { AggregateDelta, Comparison, ScenarioDetectable } from '../model/comparison.js';
import { ALPHA, MIN_TRIALS } from '../compare/classify.js';
import { pairsToDetect } from '../compare/paired.js';
import { mdInline } from './escape.js';

/** A fraction as percentage points, one decimal: 0.15 → "15.0 pts". */
const pts = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)} pts`;
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

const trialsText = (base: number, head: number) =>
  base === head ? `${base} trials a side` : `${base} trials base, ${head} head`;

/** Paired: the fewest one-way pairs, over the pairs there were. */
function pairedLine(a: AggregateDelta): string {
  const pairs = a.pairs?.n ?? 0;
  const m = pairsToDetect(ALPHA);
  const head = `${mdInline(a.provider, 200)} overall (${pairs} pairs)`;
  const { decline, rise } = a.detectable ?? { decline: null, rise: null };
  if (m === null || (decline === null && rise === null)) {
    return `${head}: no change could be significant — the exact test needs ${m ?? 'more'} discordant pairs all one way, and ${pairs < (m ?? Infinity) ? 'there were fewer pairs' : 'base left no room for them'}.`;
  }
  const size = pts((decline ?? rise) as number);
  const test = `is the least the exact test calls significant (p < ${ALPHA})`;
  if (decline !== null && rise !== null) {
    return `${head}: a fall or a rise of ${size} — ${m} pairs lost and none gained, or the reverse — ${test}.`;
  }
  return decline !== null
    ? `${head}: a fall of ${size} — ${m} pairs lost, none gained — ${test}; no rise could be, base failing fewer than ${m} of the pairs.`
    : `${head}: a rise of ${size} — ${m} pairs gained, none lost — ${test}; no fall could be, base passing fewer than ${m} of the pairs.`;
}

/** Independent: from base's observed rate, the least fall and rise whose interval excludes 0. */
function independentLine(a: AggregateDelta): string {
  const head = `${mdInline(a.provider, 200)} overall (${trialsText(a.base.n, a.head.n)})`;
  if (Math.min(a.base.n, a.head.n) < MIN_TRIALS) {
    return `${head}: no change could be significant with fewer than ${MIN_TRIALS} trials a side.`;
  }
  const { decline, rise } = a.detectable ?? { decline: null, rise: null };
  const ways = [
    decline !== null ? `a fall of ${pts(decline)}` : undefined,
    rise !== null ? `a rise of ${pts(rise)}` : undefined,
  ].filter((w) => w !== undefined);
  if (!ways.length) return `${head}: no change could be significant at these trials.`;
  return `${head}: from base's ${pct(a.base.passes / a.base.n)}, ${ways.join(' or ')} is the least whose 95% interval excludes 0.`;
}

function scenarioLine(d: ScenarioDetectable): string {
  const { base, head } = d.trials;
  const which = d.scenarios === 1 ? '1 scenario' : `${d.scenarios} scenarios`;
  if (d.change === null) {
    return `No single scenario can be flagged at ${trialsText(base, head)} (${which}): ${MIN_TRIALS} are needed.`;
  }
  const e = d.example;
  if (d.change >= 1 && e) {
    return `A single scenario at ${trialsText(base, head)} (${which}): only all or nothing — from ${e.base.passes}/${base} to ${e.head.passes}/${head}, or the reverse.`;
  }
  const like = e ? `, e.g. ${e.base.passes}/${base} → ${e.head.passes}/${head}` : '';
  return `A single scenario at ${trialsText(base, head)} (${which}): a change of ${pts(d.change)} or more${like}, is the least that is classed regressed or fixed.`;
}

/** At most this many trial counts of scenarios are named; the rest are counted. */
const MAX_GROUPS = 3;

export function detectableSection(c: Comparison): string[] {
  const overall = c.aggregates.filter((a) => a.tier === undefined && a.detectable);
  const groups = c.scenarioDetectable ?? [];
  if (!overall.length && !groups.length) return [];
  const rest = groups.slice(MAX_GROUPS).reduce((n, g) => n + g.scenarios, 0);
  return [
    '#### Smallest change this run could detect',
    '',
    ...overall.map((a) => `- ${c.method === 'paired' ? pairedLine(a) : independentLine(a)}`),
    ...groups.slice(0, MAX_GROUPS).map((g) => `- ${scenarioLine(g)}`),
    ...(rest ? [`- … and ${rest} more scenarios at other trial counts.`] : []),
    '',
    'A smaller change may have happened unseen: more trials (`repeat`) narrow it. How each is computed: docs/regression-statistics.md of mcp-eval-action.',
    '',
  ];
}
