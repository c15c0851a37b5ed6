// The Markdown report: a summary table (provider × tier) and its chart, then each scenario that
// did not pass.
import { abLines } from './ab-md.js';
import { TIERS } from '../model/scenario.js';
import { answerSection } from './answers.js';
import { flatten, mdCode, mdInline } from './escape.js';
import { accuracyCharts } from './chart.js';
import { comparisonBlock } from './comparison-md.js';
import { disagreementSection, judgeSummary } from './judge-md.js';
import { describeVotes } from '../score/judge-tally.js';
import { pct } from './pct.js';
import { duration } from '../model/duration.js';
import type { Report, ResultRow, Stats, Trial, UsageReport } from '../model/report.js';
import { trialKey } from '../score/trials.js';
import {
  isSpyCheck,
  unobservedOnly,
  type ObservationResult,
  type Status,
} from '../model/verdict.js';
import { isStructuredFault, type Elicitation, type SamplingExchange } from '../model/transcript.js';
import { budgetCells, grouped, pastCapLine, tokensSection } from './tokens-md.js';

const ICON: Record<Status, string> = {
  pass: '✅',
  fail: '❌',
  inconclusive: '❔',
  errored: '⚠️',
  timeout: '⏱️',
  skipped: '⏭️',
  'known-failure': '🐞',
  'setup-failed': '🧰',
  cancelled: '🛑',
};

/** A 95% interval in whole percent: `[64–95]`. */
function range(i: { low: number; high: number } | null | undefined): string {
  return i ? `[${Math.round(i.low * 100)}–${Math.round(i.high * 100)}]` : '';
}

/** A summary table cell: accuracy, passed/scored and the 95% interval, `85% (17/20) [64–95]`. */
export function cell(s: Stats | undefined): string {
  const shown = pct(s);
  return s?.interval ? `${shown} ${range(s.interval)}` : shown;
}

export function renderMarkdown(report: Report): string {
  const o = report.summary.overall;
  // Nothing scored is no pass: no "passed", no "thresholds met".
  const headline =
    o.scored === 0
      ? 'nothing scored'
      : `${pct(o)} passed${report.thresholds.checks.length ? (report.thresholds.met ? ' · thresholds met ✅' : ' · thresholds not met ❌') : ''}`;
  const out: string[] = [
    `## MCP eval: ${headline}`,
    ...comparisonBlock(report.comparison),
    '',
    counts(o, report.results),
    ...abLines(report),
    '',
    ...denominatorRule(report.results),
  ];
  for (const n of report.notices) out.push(`> ${oneLine(n, 1000)}`);
  const judged = judgeSummary(report.judge);
  out.push(...judged);
  if (report.notices.length || judged.length) out.push('');
  out.push(...summaryTable(report), '', ...accuracyCharts(report));
  const failing = report.thresholds.checks.filter((c) => !c.met);
  if (failing.length) {
    out.push(
      '### Thresholds not met',
      '',
      '| provider | scope | required | actual |',
      '|---|---|---|---|',
    );
    for (const c of failing) {
      const [required, actual] =
        c.scope === 'budget'
          ? budgetCells(c)
          : [
              `${c.required * 100}%`,
              c.actual === null ? '—' : `${Math.round(c.actual * 1000) / 10}%`,
            ];
      out.push(
        `| ${oneLine(c.provider ?? '')} | ${c.scope}${c.scope === 'overall' ? '' : `: ${oneLine(c.key)}`} | ${required} | ${actual} |`,
      );
    }
    out.push('');
  }
  out.push(...trialsSection(report.trials ?? []));
  out.push(...disagreementSection(report.judge));
  out.push(...coverageLine(report));
  out.push(...promiseLines(report));
  out.push(...tokensSection(report));
  if (report.usage) out.push(...usageTable(report.usage));
  out.push(...servedLines(report.results));
  out.push(...troubleSection(report.results));
  const notPassing = report.results.filter((r) => r.status !== 'pass' && r.status !== 'skipped');
  if (notPassing.length) {
    const byKey = new Map((report.trials ?? []).map((t) => [trialKey(t), t]));
    out.push(`### Not passing (${notPassing.length})`, '');
    // A row's lines joined at once: many rows' short lines would all stay alive until the end.
    for (const r of notPassing) out.push(details(r, byKey.get(trialKey(r))).join('\n'), '');
  }
  const skipped = report.results.filter((r) => r.status === 'skipped');
  if (skipped.length) {
    out.push(`<details><summary>Skipped (${skipped.length})</summary>`, '');
    for (const r of skipped)
      out.push(`- ${mdCode(r.scenario)} (${oneLine(r.provider)}): ${oneLine(r.reason)}`);
    out.push('', '</details>', '');
  }
  out.push(...answerSection(report.results));
  if (report.redactions) out.push(`_${report.redactions} secret value(s) redacted._`, '');
  return out.join('\n');
}

function counts(s: Stats, rows: ResultRow[]): string {
  const withTroubles = rows.filter(
    (r) => r.calls.some((c) => c.error !== undefined) || r.requests.some((q) => q.unrouted),
  ).length;
  const faulted = rows.filter((r) => r.calls.some((c) => isStructuredFault(c.structured))).length;
  const blind = rows.filter((r) => r.checks.some((c) => c.unobserved)).length;
  return [
    ...(Object.entries(s.counts) as [Status, number][])
      .filter(([, n]) => n > 0)
      .map(([status, n]) => `${ICON[status]} ${status} ${n}`),
    ...(withTroubles ? [`🔧 ${withTroubles} with ${troubleKinds(rows)}`] : []),
    ...(faulted ? [`🧩 ${faulted} with server faults`] : []),
    ...(blind ? [`⚠️ ${blind} with gates that could not observe`] : []),
  ].join(' · ');
}

/** The rule for rows a gate could not observe, with their count, when there are any. */
function denominatorRule(rows: ResultRow[]): string[] {
  const n = rows.filter(unobservedOnly).length;
  if (!n) return [];
  return [
    `> ⚠️ ${n === 1 ? '1 row is' : `${n} rows are`} inconclusive only because a gate could not observe (every other check passed): such rows are left out of accuracy, thresholds, tiers and trials, as a comparison leaves them out (what the harness could not see says nothing of the model).`,
    '',
  ];
}

/** What went wrong under a row whatever its verdict: tool calls that returned an error and spy
 * requests no route answered (a missing route shows here, not only in transcripts.jsonl). */
function troubles(r: ResultRow): string[] {
  return [
    ...r.calls
      .filter((c) => c.error !== undefined)
      .map((c) => `${troubleKind(c)} ${mdCode(c.tool)}: ${oneLine(c.error ?? '', 300)}`),
    ...r.calls
      .filter((c) => isStructuredFault(c.structured))
      .map(
        (c) =>
          `server fault ${mdCode(c.tool)}: ${oneLine(c.structured?.detail ?? c.structured?.status ?? '', 300)}`,
      ),
    ...r.requests
      .filter((q) => q.unrouted)
      .map((q) => `no spy route for ${mdCode(`${q.method} ${q.path}`, 200)} (answered 404)`),
    ...r.calls.filter((c) => c.pastCap !== undefined).map(pastCapLine),
  ];
}

/** What kind of error a call met: one that never ran says why not. */
const troubleKind = (c: ResultRow['calls'][number]): string =>
  c.malformed !== undefined
    ? 'malformed call'
    : c.rejected
      ? 'arguments rejected'
      : c.notRun !== undefined
        ? 'not run'
        : 'tool error';

/** Whether a row has troubles, without rendering them. */
const troubled = (r: ResultRow): boolean =>
  r.calls.some(
    (c) => c.error !== undefined || isStructuredFault(c.structured) || c.pastCap !== undefined,
  ) || r.requests.some((q) => q.unrouted);

/** What the troubles are: server faults and results past the token cap are named when some
 * row has them (server faults only where asked: the headline counts them apart). */
function troubleKinds(rows: ResultRow[], { faults = false } = {}): string {
  const some = (p: (c: ResultRow['calls'][number]) => boolean) => rows.some((r) => r.calls.some(p));
  const kinds = [
    'tool errors',
    ...(faults && some((c) => isStructuredFault(c.structured)) ? ['server faults'] : []),
    'unrouted requests',
    ...(some((c) => c.pastCap !== undefined) ? ['results past the token cap'] : []),
  ];
  return `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
}
const upper = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`.replace(' or ', ' and ');

function troubleSection(rows: ResultRow[]): string[] {
  const listed = rows.filter(troubled).map((r) => ({ r, t: troubles(r) }));
  if (!listed.length) return [];
  const out = [`### ${upper(troubleKinds(rows, { faults: true }))} (${listed.length} row(s))`, ''];
  for (const { r, t } of listed) {
    out.push(
      `- ${ICON[r.status]} ${mdCode(r.scenario)} · ${oneLine(r.provider)}${r.repetition > 0 ? ` · run ${r.repetition + 1}` : ''}`,
      ...t.map((line) => `  - ${line}`),
    );
  }
  out.push('');
  return out;
}

function summaryTable(report: Report): string[] {
  const tiers = TIERS.filter((t) => report.summary.byTier[t]);
  // Every line built from its cells: with no tier (nothing ran) a joined empty list would leave
  // the header a column wider than the delimiter row, and GFM would render no table at all.
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = ['provider', ...tiers, 'overall'];
  const lines = [line(header), `|${header.map(() => '---|').join('')}`];
  for (const [provider, byTier] of Object.entries(report.summary.matrix)) {
    lines.push(
      line([
        oneLine(provider),
        ...tiers.map((t) => cell(byTier[t])),
        cell(report.summary.byProvider[provider]),
      ]),
    );
  }
  for (const p of report.providers.filter((p) => p.status !== 'ran')) {
    lines.push(
      line([oneLine(p.id), ...tiers.map(() => '—'), `${p.status}: ${oneLine(p.reason ?? '')}`]),
    );
  }
  return lines;
}

/** c/n of a scenario's trial, when it ran more than once and some run was scored. */
function passedOf(t: Trial | undefined): string {
  return t && t.runs > 1 && t.n > 0 ? `${t.passes}/${t.n} passed` : '';
}

/** Scenarios run more than once (`repeat`) with a scored run that did not pass; the others
 * summed up. Unscored runs (skipped, errored, …) are counted beside c/n. */
function trialsSection(trials: Trial[]): string[] {
  const repeated = trials.filter((t) => t.runs > 1);
  if (!repeated.length) return [];
  const uneven = repeated.filter((t) => t.passes < t.n);
  // A pair with no scored run (all skipped, errored, or unobserved) passed nothing: said apart.
  const unscored = repeated.filter((t) => t.n === 0).length;
  const none = unscored ? `; ${unscored} of them with no scored run` : '';
  if (!uneven.length) {
    return [
      `Trials: every scored run passed (${repeated.length} scenario × provider pair(s) run more than once${none}).`,
      '',
    ];
  }
  const MAX = 20;
  const lines = [
    `### Trials: ${uneven.length} of ${repeated.length} repeated scenario(s) did not pass every scored run`,
    '',
    'c/n: runs passed of runs scored. pass@k: the chance that at least one of k runs passes; pass^k: that all k pass (k = 1, 2, …, n).',
    '',
    '| scenario | provider | passed | 95% interval | pass@k | pass^k |',
    '|---|---|---|---|---|---|',
  ];
  for (const t of uneven.slice(0, MAX)) {
    const unscored = t.runs - t.n;
    lines.push(
      `| ${mdCode(t.scenario, 120)} | ${oneLine(t.provider)} | ${t.passes}/${t.n}${unscored ? ` (+${unscored} unscored)` : ''} | ${range(t.interval) || '—'} | ${byK(t.passAtK, t.n)} | ${byK(t.passHatK, t.n)} |`,
    );
  }
  if (uneven.length > MAX)
    lines.push('', `…and ${uneven.length - MAX} more (report.json: trials).`);
  lines.push('');
  return lines;
}

/** An estimate for k = 1..n in whole percent, `67% · 33% · 0%`; k = 1, 2, 3 and n past 5 runs. */
function byK(values: Record<string, number> | undefined, n: number): string {
  if (!values || n === 0) return '—';
  const show = (k: number) => `${Math.round((values[String(k)] ?? 0) * 100)}%`;
  if (n <= 5) return Array.from({ length: n }, (_, i) => show(i + 1)).join(' · ');
  return `${[1, 2, 3].map(show).join(' · ')} … ${show(n)}`;
}

/** The tools of tools/list no scenario expects a call of (when the tools are known: none listed
 * is a server not started, as on a fork's pull request without its secrets, or a cancelled run). */
function coverageLine(report: Report): string[] {
  const unexpected = report.coverage?.unexpected;
  if (!unexpected || !report.tools?.length) return [];
  const total = report.tools.length;
  return [
    unexpected.length
      ? `Tools no scenario expects (${unexpected.length} of ${total}): ${unexpected.map((t) => mdCode(t)).join(', ')}`
      : `Tools no scenario expects: none (all ${total} are expected by some scenario).`,
    '',
  ];
}

/** The server's broken output schemas and the model's recovery after tool errors, when any. */
function promiseLines(report: Report): string[] {
  const { serverFaults: f, recovery } = report.summary;
  const lines: string[] = [];
  if (f) {
    const broken = f.missing + f.invalid;
    lines.push(
      broken
        ? `Server faults: ${broken} of ${f.checked} structured result(s) broke their tool's outputSchema (${f.missing} without structuredContent, ${f.invalid} not matching) in ${f.rows} row(s).`
        : `Server faults: none (${f.checked} structured result(s) matched their tool's outputSchema).`,
    );
  }
  if (recovery)
    lines.push(`Recovered after a tool error: ${recovery.recovered} of ${recovery.errors}.`);
  return lines.length ? [...lines, ''] : [];
}

function details(r: ResultRow, trial?: Trial): string[] {
  const passed = passedOf(trial);
  const lines = [
    `#### ${ICON[r.status]} ${mdCode(r.scenario)} · ${oneLine(r.provider)}${r.repetition > 0 ? ` · run ${r.repetition + 1}` : ''} · ${r.status}${unobservedOnly(r) ? ' (not scored)' : ''}${passed ? ` · ${passed}` : ''}`,
    '',
    `- **Why:** ${oneLine(r.reason)}`,
    `- **Where:** ${mdCode(`${r.file}:${r.line}`)} · tier ${r.tier}${r.category ? ` · ${oneLine(r.category)}` : ''}`,
  ];
  for (const c of r.checks.filter((c) => !c.passed)) {
    lines.push(
      `- **${c.unobserved ? '⚠️ Could not observe' : 'Failed'} ${c.check}${c.turn !== undefined ? ` (turn ${c.turn + 1})` : ''}:** ${oneLine(c.reason)}`,
    );
    if (c.gradedBy === 'judge') {
      lines.push(`  - rubric: ${oneLine(c.rubric ?? '', 300)}`);
      if (c.reasoning) lines.push(`  - judge's reasoning: ${oneLine(c.reasoning, 300)}`);
      if (c.votes) lines.push(`  - judge's samples: ${describeVotes(c.votes)}`);
      if (c.baseline) lines.push(`  - the deterministic grader: ${c.baseline}`);
    }
    if (c.note) lines.push(`  - ${oneLine(c.note, 300)}`);
  }
  if (r.grading) lines.push(`- **Graded by:** ${r.grading.replace(/^judge:/, 'judge ')}`);
  lines.push(`- **First tool:** ${r.calls[0] ? mdCode(r.calls[0].tool) : 'none'}`);
  if (r.calls.length) {
    lines.push(
      `- **Calls:** ${r.calls.map((c) => `${mdCode(`${c.tool}(${flatten(JSON.stringify(c.args), 120)})`, Infinity)}${c.task ? ` (task ${c.task.status}${c.task.cancelled ? ', cancelled' : ''})` : ''}${c.error ? ' ⚠️' : ''}${c.pastCap !== undefined ? ` ⚠️ ${grouped(c.tokens ?? 0)} tokens` : ''}`).join(' → ')}`,
    );
  }
  if (r.elicitations?.length)
    lines.push(`- **Elicited:** ${r.elicitations.map(elicited).join('; ')}`);
  for (const x of r.sampling ?? []) lines.push(samplingLine(x));
  // The spy's checks of the server's promises read as gates: they decide the same way.
  const gates = r.checks.filter((c) => c.check.startsWith('gate:') || isSpyCheck(c.check));
  if (gates.length) {
    lines.push(
      `- **Gates:** ${gates.map((g) => `${g.passed ? '✅' : g.unobserved ? '⚠️' : '❌'} ${g.check.replace(/^gate:/, '')}: ${oneLine(g.reason, 160)}`).join('; ')}`,
    );
  }
  if (r.observations.length) {
    // ⚠️: a spy check recorded only (a promise the spy could not check or saw broken), or an
    // observation the spy could not see.
    const mark = (o: ObservationResult) =>
      isSpyCheck(o.kind) || o.unobserved ? '⚠️' : o.observed ? '●' : '○';
    lines.push(
      `- **Observed:** ${r.observations.map((o) => `${mark(o)} ${o.kind}: ${oneLine(o.detail, 120)}`).join('; ')}`,
    );
  }
  if (r.recovery) {
    lines.push(
      `- **Recovered after a tool error:** ${r.recovery.recovered} of ${r.recovery.errors} (${r.recovery.episodes.map((e) => `${mdCode(e.tool)} ${e.recovered ? 'corrected' : 'not corrected'}`).join(', ')})`,
    );
  }
  const reply = r.turns.at(-1)?.reply;
  if (reply) lines.push(`- **Reply:** ${oneLine(reply, 300)}`);
  const refusal = r.turns.find((t) => t.refusal)?.refusal;
  if (refusal) lines.push(`- **Refused:** ${oneLine(refusal, 300)}`);
  return lines;
}

/** One elicitation exchange: what was asked (a form's fields, or a URL — never opened) and the
 * scripted user's answer. */
function elicited(e: Elicitation): string {
  const fields = Object.keys(
    (e.requestedSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {},
  );
  const asked =
    e.mode === 'url'
      ? ` <${oneLine(e.url ?? '', 200)}> (not opened)`
      : fields.length
        ? ` (asks ${fields.map((f) => mdCode(f)).join(', ')})`
        : '';
  return `turn ${e.turn + 1}, ${e.mode}: "${oneLine(e.message, 160)}"${asked} → ${e.action}${e.unscripted ? ' (unscripted)' : ''}`;
}

/** A server's sampling request during a call and what it got back. */
function samplingLine(x: SamplingExchange): string {
  const asked = oneLine(x.messages.at(-1)?.text ?? '', 120);
  const during = x.call !== undefined ? ` during call ${x.call + 1}` : '';
  const got =
    x.error !== undefined
      ? `⚠️ error: ${oneLine(x.error, 160)}`
      : `${x.answeredBy} answered: ${oneLine(x.text ?? '', 160)}`;
  return `- **Sampling${during}:** asked ${asked} → ${got}`;
}

function usageTable(usage: UsageReport): string[] {
  const rows = Object.entries(usage.byProvider).filter(([, u]) => u.runs > 0);
  if (!rows.length) return [];
  const priced = rows.some(([, u]) => u.cost) || usage.judge?.cost;
  const n = (x: number) => x.toLocaleString('en-US');
  const s = (ms: number | null) => (ms === null ? '—' : duration(ms));
  const usd = (x: number | undefined) => (x === undefined ? '—' : `$${x.toFixed(4)}`);
  const lines = [
    '### Usage',
    '',
    `| provider | runs | input tokens | cached | output tokens | latency p50 | p95 |${priced ? ' cost |' : ''}`,
    `|---|---|---|---|---|---|---|${priced ? '---|' : ''}`,
  ];
  const line = (name: string, u: UsageReport['byProvider'][string]) =>
    `| ${name} | ${u.runs} | ${n(u.inputTokens)} | ${n(u.cachedTokens)} | ${n(u.outputTokens)} | ${s(u.latencyMs.p50)} | ${s(u.latencyMs.p95)} |${priced ? ` ${usd(u.cost?.total)} |` : ''}`;
  for (const [provider, u] of rows) lines.push(line(provider, u));
  if (usage.judge) lines.push(line('judge', usage.judge));
  if (usage.totalCost !== undefined && priced)
    lines.push('', `Total cost: ${usd(usage.totalCost)}`);
  lines.push('');
  return lines;
}

/** The snapshots the APIs said they served, per provider: what a comparison tells models by. */
function servedLines(rows: ResultRow[]): string[] {
  const byProvider = new Map<string, Map<string, number>>();
  for (const r of rows) {
    for (const m of r.served ?? []) {
      const counts = byProvider.get(r.provider) ?? new Map<string, number>();
      counts.set(m, (counts.get(m) ?? 0) + 1);
      byProvider.set(r.provider, counts);
    }
  }
  if (!byProvider.size) return [];
  const each = [...byProvider].map(
    ([provider, counts]) =>
      `${oneLine(provider)}: ${[...counts].map(([m, n]) => `${mdCode(m)} (${n} row${n === 1 ? '' : 's'})`).join(', ')}`,
  );
  return [`Models served, as the APIs named them: ${each.join('; ')}`, ''];
}

/** One table- and list-safe line of text from a model, a server or a corpus, cut to `max`. */
export const oneLine = mdInline;
