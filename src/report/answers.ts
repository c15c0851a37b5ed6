// The per-case answer section of the Markdown report: for every row with an answer check, the
// prompt, the mode, the expected elements, the ones missing, and the output (cut, and redacted
// like the rest of the report).
import type { ResultRow } from '../model/report.js';
import { fencedBlock, htmlText, mdInline } from './escape.js';

/** Characters of output shown per case. */
export const OUTPUT_LIMIT = 2000;

export function answerSection(rows: ResultRow[]): string[] {
  const cases = rows.flatMap((r) =>
    r.checks.filter((c) => c.check === 'answer').map((c) => ({ r, c })),
  );
  if (!cases.length) return [];
  const out = [`### Answers (${cases.length})`, ''];
  for (const { r, c } of cases) {
    const turn = r.turns[c.turn ?? r.turns.length - 1] ?? { user: '', reply: '' };
    const expected = Array.isArray(c.expected) ? c.expected.map(String) : [];
    const mode = c.mode ?? 'strict';
    const missing = c.missing ?? [];
    const where = c.turn !== undefined && r.turns.length > 1 ? ` · turn ${c.turn + 1}` : '';
    out.push(
      `<details><summary>${c.passed ? '✅' : '❌'} <code>${htmlText(r.scenario)}</code> · ${htmlText(r.provider)}${where} · ${mode}: ${expected.length - missing.length}/${expected.length} element(s) found</summary>`,
      '',
      `- **Prompt:** ${inline(turn.user)}`,
      `- **Mode:** ${mode} (${mode === 'strict' ? 'every expected element' : 'any expected element'})`,
      `- **Expected:**`,
      ...expected.map((x) => `  - ${inline(x)}`),
      `- **Missing:** ${missing.length ? '' : 'none'}`,
      ...missing.map((x) => `  - ${inline(x)}`),
      `- **Verdict:** ${inline(c.reason)}`,
      '- **Output:**',
      '',
      ...fencedBlock(cut(turn.reply)),
      '',
      '</details>',
      '',
    );
  }
  return out;
}

/** The text cut at OUTPUT_LIMIT characters, with a marker saying how much was left out. */
export function cut(text: string, limit = OUTPUT_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n… [cut: ${text.length - limit} more character(s) of ${text.length}]`;
}

function inline(text: string): string {
  return mdInline(text, OUTPUT_LIMIT) || '(empty)';
}
