// The comparison block at the top of report.md: a one-line verdict as a GitHub alert, the
// regressed and fixed scenarios, the aggregate deltas with their intervals and a chart, what
// changed in the tools/list, the selection confusions, and the other classes folded away.
import type {
  AggregateDelta,
  Comparison,
  ComparisonClass,
  Confusion,
  PassCount,
  ScenarioComparison,
  ToolChange,
} from '../model/comparison.js';
import { baseRunLink, ignoredJudgeOnly } from '../model/comparison.js';
import { ALPHA, MIN_TRIALS } from '../compare/classify.js';
import {
  className,
  overallOnly,
  PAIRED,
  points,
  servedChanges,
  showP,
  toolsIdentical,
  verdictLine,
} from '../compare/verdict.js';
import { comparisonChart } from './chart.js';
import { detectableSection } from './detectable-md.js';
import { mdCode, mdInline } from './escape.js';
import { tokensDiffSection } from './tokens-md.js';

const ALERT: Record<Comparison['verdict'], string> = {
  regressed: 'CAUTION',
  improved: 'TIP',
  unchanged: 'NOTE',
};

/** One table- and list-safe line of text from a server, a model or a report, cut to `max`. */
const flat = (text: string, max = 300) => mdInline(text, max);
const code = (s: string) => mdCode(s);
export const rate = (c: PassCount | undefined) =>
  !c ? '—' : c.n ? `${c.passes}/${c.n} (${Math.round((c.passes / c.n) * 100)}%)` : '0 trials';

/** The verdict's alert kind. A decline no scenario shows on its own is a warning, not the
 * caution a regression is. */
export const alertOf = (c: Comparison): string => (overallOnly(c) ? 'WARNING' : ALERT[c.verdict]);

/** The lines of the block, or none when the report was not compared. */
export function comparisonBlock(c: Comparison | undefined): string[] {
  if (!c) return [];
  // The link is ours; the texts around it (a branch name, a label) are escaped.
  const run = c.base.run;
  const base = run
    ? `${baseRunLink(run)} on ${code(run.branch)} @ ${code(run.sha.slice(0, 7))}, ${flat(run.createdAt)}`
    : `${flat(c.base.label)} (${flat(c.base.startedAt)})`;
  const alert = alertOf(c);
  const out = [
    '',
    `> [!${alert}]`,
    `> ${flat(verdictLine(c, code), 1000)}`,
    '',
    `### Compared with ${base}${c.method === 'paired' ? ` — ${PAIRED}` : ''}`,
    '',
  ];
  const ignored = new Set(ignoredJudgeOnly(c));
  const regressed = c.scenarios.filter((s) => s.class === 'regressed' && !ignored.has(s));
  const fixed = c.scenarios.filter((s) => s.class === 'fixed' && !ignored.has(s));
  const few = c.scenarios.filter((s) => s.class === 'changed-few');
  out.push(...changedTable('Regressed', regressed, 'why it fails now'));
  out.push(...changedTable('Fixed', fixed, 'why it failed before'));
  out.push(...judgeOnlyTable([...ignored]));
  if ([...regressed, ...fixed].some((s) => (s.p ?? 0) >= ALPHA)) {
    out.push(
      `p ≥ ${ALPHA}: every trial passed on one side and failed on the other (${MIN_TRIALS} or more trials each), which is a change whatever p says.`,
      '',
    );
  }
  out.push(...fewTable(few));
  if ([...regressed, ...fixed, ...few].some((s) => s.toolChanged)) {
    out.push('🔧 an expected tool, or a tool the model chose, changed in the tools/list.', '');
  }
  out.push(...servedSection(c));
  out.push(
    ...(c.method === 'paired' ? pairedTable(c.aggregates) : deltaTable(c.aggregates)),
    ...comparisonChart(c),
    ...detectableSection(c),
  );
  if (toolsIdentical(c)) {
    out.push(
      '#### Tools',
      '',
      'Tool list identical on both sides: the same tools, descriptions and input schemas (and annotations, where both recorded them).',
      '',
    );
  } else if (c.tools) out.push(...toolsSection(c.tools));
  if (c.tokens) out.push(...tokensDiffSection(c.tokens));
  out.push(...confusionSection(c.confusion));
  out.push(...pairsSection(c));
  out.push(...othersSection(c));
  while (out.at(-1) === '') out.pop();
  return out;
}

function changedTable(title: string, rows: ScenarioComparison[], reason: string): string[] {
  if (!rows.length) return [];
  const lines = [
    `#### ${title} (${rows.length})`,
    '',
    `| scenario | provider | base | head | p | ${reason} |`,
    '|---|---|---|---|---|---|',
  ];
  for (const s of rows) {
    const tools = s.changedTools?.length ? ` 🔧 ${s.changedTools.map(code).join(', ')}` : '';
    // Counted (`judge_only: count`) but still told: only the judge's grades moved.
    const judged = s.judgeOnly ? ' (judge-only)' : '';
    lines.push(
      `| ${code(s.scenario)}${judged} | ${flat(s.provider)} | ${rate(s.base)} | ${rate(s.head)} | ${showP(s.p)} | ${flat(s.reason ?? '')}${tools} |`,
    );
  }
  lines.push('');
  return lines;
}

/** Pairs that changed only through the judge's grades, left out of the verdict. */
function judgeOnlyTable(rows: ScenarioComparison[]): string[] {
  if (!rows.length) return [];
  const lines = [
    `#### Judge-only (${rows.length})`,
    '',
    "Changed only through the LLM judge's grades: every deterministic check passed or failed alike on both sides, trial by trial. Not counted in the verdict, and `fail-on-regression` does not fail on it; `regression: { judge_only: count }` counts it. The overall rates below include them; the verdict's do not.",
    '',
    '| scenario | provider | class | base | head | p | why |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const s of rows) {
    lines.push(
      `| ${code(s.scenario)} | ${flat(s.provider)} | judge-only: ${s.class} | ${rate(s.base)} | ${rate(s.head)} | ${showP(s.p)} | ${flat(s.reason ?? '')} |`,
    );
  }
  lines.push('');
  return lines;
}

/** Changes seen on fewer than MIN_TRIALS trials a side: shown, never called a regression. */
function fewTable(rows: ScenarioComparison[]): string[] {
  if (!rows.length) return [];
  const lines = [
    `#### Changed (too few trials) (${rows.length})`,
    '',
    `Fewer than ${MIN_TRIALS} trials on a side: not called regressed or fixed, and \`fail-on-regression\` does not fail on it. Run more (\`repeat\`) to tell.`,
    '',
    '| scenario | provider | base | head | p | trials needed | change |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const s of rows) {
    const worse = s.base && s.head && s.head.passes / s.head.n < s.base.passes / s.base.n;
    const tools = s.changedTools?.length ? ` 🔧 ${s.changedTools.map(code).join(', ')}` : '';
    const needed =
      s.trialsNeeded === undefined || s.trialsNeeded === null
        ? '—'
        : `≈ ${s.trialsNeeded} trials per side would detect a change this large`;
    const why = s.reason ? `${worse ? ', fails now' : ', failed before'}: ${flat(s.reason)}` : '';
    lines.push(
      `| ${code(s.scenario)} | ${flat(s.provider)} | ${rate(s.base)} | ${rate(s.head)} | ${showP(s.p)} | ${needed} | ${worse ? 'worse' : 'better'}${why}${tools} |`,
    );
  }
  lines.push('');
  return lines;
}

/** Pairs the API served on another snapshot: named, and what they would be, never counted. */
function servedSection(c: Comparison): string[] {
  const changes = servedChanges(c);
  if (!changes.length) return [];
  const pairs = c.scenarios.filter((s) => s.served);
  const would = new Map<ComparisonClass, number>();
  for (const s of pairs) if (s.wouldBe) would.set(s.wouldBe, (would.get(s.wouldBe) ?? 0) + 1);
  const seen = [...would].map(([k, n]) => `${n} ${className(k)}`).join(', ');
  return [
    '#### Served model changed',
    '',
    'The API served another snapshot behind the same configured model: these scenarios are not comparable (another model, not a change of the server), and are left out of the verdict and the pass rates.',
    '',
    ...changes.map((t) => `- ${flat(t, 300)}`),
    '',
    ...(seen ? [`On one snapshot they would be: ${seen}.`, ''] : []),
  ];
}

function deltaTable(aggregates: AggregateDelta[]): string[] {
  if (!aggregates.length) return [];
  const lines = [
    '#### Pass rates (scenarios both sides can compare)',
    '',
    '| provider | tier | base | head | Δ | 95% interval |',
    '|---|---|---|---|---|---|',
  ];
  const tiers = (provider: string) => aggregates.filter((a) => a.provider === provider).length;
  // A provider with one tier: its tier row would repeat its all-tiers row.
  for (const a of aggregates.filter((a) => a.tier === undefined || tiers(a.provider) > 2)) {
    const mark = a.significant ? ((a.delta ?? 0) < 0 ? ' ⬇️' : ' ⬆️') : '';
    lines.push(
      `| ${flat(a.provider)} | ${a.tier ?? '**all**'} | ${rate(a.base)} | ${rate(a.head)} | ${a.delta === null ? '—' : `${points(a.delta)} pts${mark}`} | ${a.interval ? `${points(a.interval.low)} to ${points(a.interval.high)}` : '—'} |`,
    );
  }
  lines.push('', 'Δ in percentage points, head − base; ⬇️ ⬆️ the interval excludes 0.', '');
  return lines;
}

/** Paired: the rates of the trials that paired, the pairs that disagree, the exact test. */
function pairedTable(aggregates: AggregateDelta[]): string[] {
  if (!aggregates.length) return [];
  const lines = [
    '#### Pass rates (trials paired: same job, interleaved)',
    '',
    '| provider | tier | base | head | Δ | 95% interval | pairs lost / gained | exact p |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const tiers = (provider: string) => aggregates.filter((a) => a.provider === provider).length;
  for (const a of aggregates.filter((a) => a.tier === undefined || tiers(a.provider) > 2)) {
    const mark = a.significant ? ((a.delta ?? 0) < 0 ? ' ⬇️' : ' ⬆️') : '';
    const dropped = a.pairs?.dropped ? ` (${a.pairs.dropped} dropped)` : '';
    lines.push(
      `| ${flat(a.provider)} | ${a.tier ?? '**all**'} | ${rate(a.base)} | ${rate(a.head)} | ${a.delta === null ? '—' : `${points(a.delta)} pts${mark}`} | ${a.interval ? `${points(a.interval.low)} to ${points(a.interval.high)}` : '—'} | ${a.pairs ? `${a.pairs.lost} / ${a.pairs.gained}${dropped}` : '—'} | ${showP(a.p)} |`,
    );
  }
  lines.push(
    '',
    "Base and head ran in one job, interleaved, so trial i of a scenario on one side ran beside trial i on the other: each pair saw the same model at the same time. Δ in percentage points, head − base, over the pairs; the interval is Newcombe's for paired data; ⬇️ ⬆️ the exact McNemar test on the pairs that disagree (lost: base passed, head failed; gained: the reverse) gives p < 0.05. A repetition that is not a trial on one side drops its pair.",
    '',
  );
  return lines;
}

/** The part of two texts that differs, with a few words around it: "…was A…" vs "…is B…". */
export function textDiff(before: string, after: string, context = 3): [string, string] {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  // Whole words of context: split() keeps the spaces, so a word and its space are two parts.
  const from = Math.max(0, start - context * 2);
  const show = (parts: string[]) => {
    const to = Math.min(parts.length, parts.length - end + context * 2);
    return `${from > 0 ? '…' : ''}${parts.slice(from, to).join('').trim()}${to < parts.length ? '…' : ''}`;
  };
  return [show(a), show(b)];
}

function describeChange(t: ToolChange): string {
  return `- ✏️ ${code(t.name)}: ${toolChangeParts(t, flat).join('; ')}`;
}

/**
 * What changed in a tool, a part per kind, in the words report.md and report.html share; `line`
 * makes a server's text one safe line of the output's kind, cut to `max`.
 */
export function toolChangeParts(
  t: ToolChange,
  line: (text: string, max: number) => string,
): string[] {
  const parts: string[] = [];
  /** A declared value as the diff shows it: `true`, `"Delete item"`, or unset. */
  const shown = (v: unknown) => (v === undefined ? 'unset' : line(JSON.stringify(v), 120));
  if (t.description) {
    const { base, head } = t.description;
    if (base === undefined) parts.push(`description added: "${line(head ?? '', 200)}"`);
    else if (head === undefined) parts.push(`description removed (was "${line(base, 200)}")`);
    else {
      const [was, now] = textDiff(base, head);
      parts.push(`description "${line(was, 200)}" → "${line(now, 200)}"`);
    }
  }
  if (t.schemaChanged) parts.push('input schema changed');
  if (t.outputSchema) parts.push(`output schema ${t.outputSchema}`);
  if (t.title) parts.push(`title ${shown(t.title.base)} → ${shown(t.title.head)}`);
  for (const a of t.annotations ?? []) parts.push(`${a.hint} ${shown(a.base)} → ${shown(a.head)}`);
  if (t.iconsChanged) parts.push('icons changed');
  if (t.execution) parts.push(`execution ${shown(t.execution.base)} → ${shown(t.execution.head)}`);
  return parts;
}

function toolsSection(tools: NonNullable<Comparison['tools']>): string[] {
  if (!tools.added.length && !tools.removed.length && !tools.changed.length) return [];
  return [
    '#### Tools changed',
    '',
    ...tools.added.map((t) => `- ➕ ${code(t)} added`),
    ...tools.removed.map((t) => `- ➖ ${code(t)} removed`),
    ...tools.changed.map(describeChange),
    '',
  ];
}

/** Selection failures, and apart from them the calls that could not be run at all. */
function confusionSection(tables: Confusion[]): string[] {
  const part = (unrunnable: boolean) =>
    tables.map((t) => ({
      provider: t.provider,
      base: t.base.filter((e) => !!e.unrunnable === unrunnable),
      head: t.head.filter((e) => !!e.unrunnable === unrunnable),
    }));
  return [
    ...confusionTables(
      part(false),
      '#### Selection failures: expected tool → tool chosen instead',
      'chosen instead',
    ),
    ...confusionTables(
      part(true),
      '#### Calls that could not be run (call_format): expected tool → call made',
      'call made',
    ),
  ];
}

function confusionTables(all: Confusion[], title: string, column: string): string[] {
  const tables = all.filter((t) => t.base.length || t.head.length);
  if (!tables.length) return [];
  const out = [title, ''];
  for (const t of tables) {
    const pairs = new Map<
      string,
      { expected: string; chosen: string | null; base: number; head: number }
    >();
    for (const side of ['base', 'head'] as const) {
      for (const e of t[side]) {
        const key = JSON.stringify([e.expected, e.chosen]);
        const row = pairs.get(key) ?? { expected: e.expected, chosen: e.chosen, base: 0, head: 0 };
        row[side] += e.count;
        pairs.set(key, row);
      }
    }
    out.push(
      `${flat(t.provider)}:`,
      '',
      `| expected | ${column} | base | head |`,
      '|---|---|---|---|',
    );
    for (const r of [...pairs.values()].sort((a, b) => b.head + b.base - (a.head + a.base))) {
      out.push(
        `| ${code(r.expected)} | ${r.chosen === null ? 'no other tool' : code(r.chosen)} | ${r.base} | ${r.head} |`,
      );
    }
    out.push('');
  }
  return out;
}

function pairsSection(c: Comparison): string[] {
  const top = c.confusedPairs.slice(0, 5);
  if (!top.length) return [];
  return [
    '#### Most confused tool pairs',
    '',
    ...top.map(
      (p) =>
        `- ${p.tools.map(code).join(' ↔ ')}: base ${p.base}, head ${p.head}${p.changed ? ' 🔧 changed' : ''}`,
    ),
    '',
  ];
}

function othersSection(c: Comparison): string[] {
  const kinds = ['flaky', 'not-comparable', 'new', 'removed', 'unchanged'] as const;
  const total = kinds.reduce((n, k) => n + (c.counts[k] ?? 0), 0);
  if (!total) return [];
  const summary = kinds
    .filter((k) => c.counts[k])
    .map((k) => `${c.counts[k]} ${k}`)
    .join(' · ');
  const out = [`<details><summary>Others: ${summary}</summary>`, ''];
  for (const kind of kinds.slice(0, 4)) {
    const rows = c.scenarios.filter((s) => s.class === kind);
    if (!rows.length) continue;
    out.push(`**${kind}** (${rows.length})`, '');
    for (const s of rows) {
      const detail =
        kind === 'flaky'
          ? `${rate(s.base)} → ${rate(s.head)}, p ${showP(s.p)}${s.reason ? `: ${flat(s.reason, 200)}` : ''}`
          : kind === 'not-comparable'
            ? `${flat(s.why ?? '', 200)}${s.wouldBe ? `; would be ${className(s.wouldBe)} (${rate(s.base)} → ${rate(s.head)})` : ''}`
            : kind === 'new'
              ? rate(s.head)
              : rate(s.base);
      out.push(`- ${code(s.scenario)} · ${flat(s.provider)}: ${detail}`);
    }
    out.push('');
  }
  out.push('</details>', '');
  return out;
}
