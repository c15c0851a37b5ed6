// The Markdown report: a summary table (provider × tier), then each scenario that did not pass.
import { TIERS } from '../corpus/types.js';
import type { Report, ResultRow, Stats } from './model.js';

const ICON: Record<string, string> = {
  pass: '✅',
  fail: '❌',
  inconclusive: '❔',
  errored: '⚠️',
  timeout: '⏱️',
  skipped: '⏭️',
  'known-failure': '🐞',
  'setup-failed': '🧰',
};

export function pct(s: Stats | undefined): string {
  if (!s || s.accuracy === null) return '—';
  return `${Math.round(s.accuracy * 1000) / 10}% (${s.counts.pass}/${s.scored})`;
}

export function renderMarkdown(report: Report): string {
  const o = report.summary.overall;
  const out: string[] = [
    `## MCP eval: ${pct(o)} passed${report.thresholds.checks.length ? (report.thresholds.met ? ' · thresholds met ✅' : ' · thresholds not met ❌') : ''}`,
    '',
    counts(o),
    '',
  ];
  for (const n of report.notices) out.push(`> ${n}`);
  if (report.notices.length) out.push('');
  out.push(...summaryTable(report), '');
  const failing = report.thresholds.checks.filter((c) => !c.met);
  if (failing.length) {
    out.push(
      '### Thresholds not met',
      '',
      '| provider | scope | required | actual |',
      '|---|---|---|---|',
    );
    for (const c of failing) {
      out.push(
        `| ${c.provider ?? ''} | ${c.scope}${c.scope === 'overall' ? '' : `: ${c.key}`} | ${c.required * 100}% | ${c.actual === null ? '—' : `${Math.round(c.actual * 1000) / 10}%`} |`,
      );
    }
    out.push('');
  }
  const notPassing = report.results.filter((r) => r.status !== 'pass' && r.status !== 'skipped');
  if (notPassing.length) {
    out.push(`### Not passing (${notPassing.length})`, '');
    for (const r of notPassing) out.push(...details(r), '');
  }
  const skipped = report.results.filter((r) => r.status === 'skipped');
  if (skipped.length) {
    out.push(`<details><summary>Skipped (${skipped.length})</summary>`, '');
    for (const r of skipped) out.push(`- \`${r.scenario}\` (${r.provider}): ${oneLine(r.reason)}`);
    out.push('', '</details>', '');
  }
  if (report.redactions) out.push(`_${report.redactions} secret value(s) redacted._`, '');
  return out.join('\n');
}

function counts(s: Stats): string {
  return Object.entries(s.counts)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${ICON[status]} ${status} ${n}`)
    .join(' · ');
}

function summaryTable(report: Report): string[] {
  const tiers = TIERS.filter((t) => report.summary.byTier[t]);
  const lines = [
    `| provider | ${tiers.join(' | ')} | overall |`,
    `|---|${tiers.map(() => '---|').join('')}---|`,
  ];
  for (const [provider, byTier] of Object.entries(report.summary.matrix)) {
    const cells = tiers.map((t) => pct(byTier[t]));
    lines.push(
      `| ${provider} | ${cells.join(' | ')} | ${pct(report.summary.byProvider[provider])} |`,
    );
  }
  for (const p of report.providers.filter((p) => p.status !== 'ran')) {
    lines.push(
      `| ${p.id} | ${tiers.map(() => '—').join(' | ')} | ${p.status}: ${oneLine(p.reason ?? '')} |`,
    );
  }
  return lines;
}

function details(r: ResultRow): string[] {
  const lines = [
    `#### ${ICON[r.status]} \`${r.scenario}\` · ${r.provider}${r.repetition > 0 ? ` · run ${r.repetition + 1}` : ''} · ${r.status}`,
    '',
    `- **Why:** ${oneLine(r.reason)}`,
    `- **Where:** \`${r.file}:${r.line}\` · tier ${r.tier}${r.category ? ` · ${r.category}` : ''}`,
  ];
  for (const c of r.checks.filter((c) => !c.passed)) {
    lines.push(
      `- **Failed ${c.check}${c.turn !== undefined ? ` (turn ${c.turn + 1})` : ''}:** ${oneLine(c.reason)}`,
    );
  }
  lines.push(`- **First tool:** ${r.calls[0] ? `\`${r.calls[0].tool}\`` : 'none'}`);
  if (r.calls.length) {
    lines.push(
      `- **Calls:** ${r.calls.map((c) => `\`${c.tool}(${oneLine(JSON.stringify(c.args), 120)})\`${c.error ? ' ⚠️' : ''}`).join(' → ')}`,
    );
  }
  const gates = r.checks.filter((c) => c.check.startsWith('gate:'));
  if (gates.length) {
    lines.push(
      `- **Gates:** ${gates.map((g) => `${g.passed ? '✅' : '❌'} ${g.check.slice(5)}: ${oneLine(g.reason, 160)}`).join('; ')}`,
    );
  }
  if (r.observations.length) {
    lines.push(
      `- **Observed:** ${r.observations.map((o) => `${o.observed ? '●' : '○'} ${o.kind}: ${oneLine(o.detail, 120)}`).join('; ')}`,
    );
  }
  const reply = r.turns.at(-1)?.reply;
  if (reply) lines.push(`- **Reply:** ${oneLine(reply, 300)}`);
  return lines;
}

/** One table- and list-safe line, cut to `max` characters. */
export function oneLine(text: string, max = 400): string {
  const flat = text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
