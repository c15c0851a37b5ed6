// The self-test's section of report.md and its table in report.html: the score overall and per
// scenario, then each surviving mutant with why it survived.
import { htmlText, mdInline } from '../report/escape.js';
import type { SelftestResult } from './tally.js';

const pct = (score: number | null) => (score === null ? '—' : `${Math.round(score * 100)}%`);
const ratio = (s: { caught: number; derived: number; score: number | null }) =>
  `${s.caught}/${s.derived} (${pct(s.score)})`;

function survivors(r: SelftestResult) {
  return r.scenarios.flatMap((s) =>
    s.expectedFailed ? [] : s.mutants.filter((m) => !m.caught).map((m) => ({ id: s.id, ...m })),
  );
}

export function selftestMarkdown(r: SelftestResult): string {
  const lines = [
    '## Mutation self-test',
    '',
    `**Mutation score ${ratio(r)}**: wrong behaviours derived from each scenario and played through the engine by the scripted provider; a mutant is caught when the scenario's verdict is not pass.${r.minScore !== undefined ? ` Minimum ${pct(r.minScore)}: ${r.belowMin ? '❌ not met' : '✅ met'}.` : ''}`,
    '',
    '| scenario | caught | survivors |',
    '|---|---|---|',
    ...r.scenarios.map(
      (s) =>
        `| ${mdInline(s.id)} | ${s.expectedFailed ? '⚠️ expected behaviour did not pass' : ratio(s)} | ${s.expectedFailed ? '' : s.mutants.filter((m) => !m.caught).length} |`,
    ),
  ];
  const broken = r.scenarios.filter((s) => s.expectedFailed);
  if (broken.length) {
    lines.push('', '### Expected behaviour did not pass', '');
    lines.push(
      'The scenario fails even when the model does what it expects: the corpus or the scripted replay is off, and its mutants are not counted.',
      '',
    );
    for (const s of broken) lines.push(`- ${mdInline(s.id)}: ${mdInline(s.expectedFailed!)}`);
  }
  const left = survivors(r);
  if (left.length) {
    lines.push('', '### Surviving mutants', '', '| scenario | the model | survived because |');
    lines.push('|---|---|---|');
    for (const m of left)
      lines.push(`| ${mdInline(m.id)} | ${mdInline(m.does)} | ${mdInline(m.why)} |`);
  }
  if (r.notTested.length) {
    lines.push(
      '',
      `Not self-tested: ${r.notTested.map((n) => `${mdInline(n.id)} (${mdInline(n.why)})`).join(', ')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function selftestHtml(r: SelftestResult): string {
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  const head = (cells: string[]) => `<tr>${cells.map((c) => `<th>${c}</th>`).join('')}</tr>`;
  const parts = [
    '<section id="selftest">',
    '<h2>Mutation self-test</h2>',
    `<p><strong>Mutation score ${htmlText(ratio(r))}</strong>${r.minScore !== undefined ? ` — minimum ${pct(r.minScore)} ${r.belowMin ? 'not met' : 'met'}` : ''}</p>`,
    '<table>',
    head(['scenario', 'caught', 'survivors']),
    ...r.scenarios.map((s) =>
      row([
        htmlText(s.id),
        s.expectedFailed
          ? `expected behaviour did not pass: ${htmlText(s.expectedFailed)}`
          : htmlText(ratio(s)),
        s.expectedFailed ? '' : String(s.mutants.filter((m) => !m.caught).length),
      ]),
    ),
    '</table>',
  ];
  const left = survivors(r);
  if (left.length) {
    parts.push(
      '<h3>Surviving mutants</h3>',
      '<table>',
      head(['scenario', 'the model', 'survived because']),
    );
    for (const m of left) parts.push(row([htmlText(m.id), htmlText(m.does), htmlText(m.why)]));
    parts.push('</table>');
  }
  parts.push('</section>');
  return parts.join('\n');
}
