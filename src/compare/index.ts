// Two reports compared: each (scenario, provider) classed, aggregate deltas with intervals,
// the tools/list diff, and the selection confusions of each side.
import type { Report, ResultRow } from '../model/report.js';
import {
  baseRunName,
  COMPARISON_CLASSES,
  type BaseRun,
  type Comparison,
  type ComparisonClass,
  type ScenarioComparison,
} from '../model/comparison.js';
import { aggregates, COMPARABLE } from './aggregate.js';
import { carryBaseRows } from './base-rows.js';
import { classify } from './classify.js';
import { confusedPairs, confusion } from './confusion.js';
import { diffTools, touched } from './tools.js';
import { judgeOnly } from './judge-only.js';
import { diffTokens } from './tokens.js';
import { decide } from './verdict.js';
import type { CompareOptions } from '../model/api.js';
import { scenarioDetectable } from './detectable.js';
import { pairTrials, sameRun } from './pairing.js';

interface Pair {
  scenario: string;
  provider: string;
  rows: ResultRow[];
}

/** One key per (scenario, provider): the length keeps two pairs from writing alike. */
const pairKey = (r: Pick<ResultRow, 'scenario' | 'provider'>) =>
  `${r.scenario.length}:${r.scenario}${r.provider}`;

/** Rows by (scenario, provider), in the order they first appear. */
function byPair(rows: ResultRow[]): Map<string, Pair> {
  const out = new Map<string, Pair>();
  for (const r of rows) {
    const key = pairKey(r);
    // Pushed, not copied: a copy per row made this quadratic in the rows.
    const pair = out.get(key);
    if (pair) pair.rows.push(r);
    else out.set(key, { scenario: r.scenario, provider: r.provider, rows: [r] });
  }
  return out;
}

// As localeCompare with no locale, without its per-call setup.
const { compare } = new Intl.Collator();

/** The tools a pair's rows expected (selection checks) or called, on either side. */
function toolsOf(rows: ResultRow[]): Set<string> {
  const names = new Set<string>();
  for (const r of rows) {
    for (const c of r.checks) {
      if (c.check !== 'selection') continue;
      for (const t of [c.expected, c.actual].flat()) if (typeof t === 'string') names.add(t);
    }
    for (const c of r.calls) names.add(c.tool);
  }
  return names;
}

export function compareReports(
  base: Report,
  head: Report,
  label: string,
  run?: BaseRun,
  options: CompareOptions = {},
): Comparison {
  const judgePolicy = options.judgeOnly ?? 'ignore';
  // One A/B run, base and head interleaved in one job: its trials pair, and the overall change
  // is tested on the pairs. Two runs made apart are two samples.
  const ab = sameRun(base, head);
  const method = ab === undefined ? 'independent' : 'paired';
  const tools = base.tools && head.tools ? diffTools(base.tools, head.tools) : undefined;
  const changed = tools ? touched(tools) : new Set<string>();
  const before = byPair(base.results);
  const after = byPair(head.results);
  const scenarios: ScenarioComparison[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const { scenario, provider } = (before.get(key) ?? after.get(key)) as Pair;
    const b = before.get(key)?.rows ?? [];
    const h = after.get(key)?.rows ?? [];
    const s = classify(scenario, provider, b, h);
    if (ab !== undefined && COMPARABLE.has(s.class)) s.pairs = pairTrials(b, h);
    if ((s.class === 'regressed' || s.class === 'fixed') && judgeOnly(b, h)) s.judgeOnly = true;
    if (tools && (s.class === 'regressed' || s.class === 'fixed' || s.class === 'changed-few')) {
      const involved = [...toolsOf([...b, ...h])].filter((t) => changed.has(t)).sort();
      s.toolChanged = involved.length > 0;
      if (involved.length) s.changedTools = involved;
    }
    scenarios.push(s);
  }
  const rank = (c: ComparisonClass) =>
    (
      [
        'regressed',
        'fixed',
        'changed-few',
        'flaky',
        'not-comparable',
        'new',
        'removed',
        'unchanged',
      ] as const
    ).indexOf(c);
  scenarios.sort(
    (a, b) =>
      rank(a.class) - rank(b.class) ||
      compare(a.scenario, b.scenario) ||
      compare(a.provider, b.provider),
  );
  carryBaseRows(scenarios, (s) => before.get(pairKey(s))?.rows ?? []);
  const counts = Object.fromEntries(COMPARISON_CLASSES.map((k) => [k, 0])) as Record<
    ComparisonClass,
    number
  >;
  for (const s of scenarios) counts[s.class]++;
  const deltas = aggregates(scenarios, method);
  // Ignored, judge-only pairs weigh in neither the classes nor the overall rates of the verdict.
  const counted = judgePolicy === 'ignore' ? scenarios.filter((s) => !s.judgeOnly) : scenarios;
  const verdictCounts = { ...counts };
  for (const s of scenarios) if (!counted.includes(s)) verdictCounts[s.class]--;
  const confusionTables = confusion(base.results, head.results);
  const tokens = diffTokens(base.tokens, head.tokens);
  return {
    // A base from a workflow run is named by that run, as every place names it (by its number).
    base: {
      label: run ? `${baseRunName(run)} (${run.branch} @ ${run.sha.slice(0, 7)})` : label,
      startedAt: base.startedAt,
      ...(run ? { run } : {}),
    },
    method,
    ...(ab !== undefined ? { ab: { id: ab } } : {}),
    verdict: decide(verdictCounts, counted === scenarios ? deltas : aggregates(counted, method)),
    counts,
    judgeOnly: judgePolicy,
    scenarios,
    aggregates: deltas,
    scenarioDetectable: scenarioDetectable(scenarios.filter((s) => COMPARABLE.has(s.class))),
    ...(tools ? { tools } : {}),
    ...(tokens ? { tokens } : {}),
    confusion: confusionTables,
    confusedPairs: confusedPairs(confusionTables, changed),
  };
}
