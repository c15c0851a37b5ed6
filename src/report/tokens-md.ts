// report.md's token figures: the cost of the server's tool surface, per tool, its largest tool
// result, and results past the cap; a budget check as a thresholds table shows it.
import type { Report, ThresholdCheck } from '../model/report.js';
import type { TokensDiff } from '../model/tokens.js';
import type { RecordedCall } from '../model/transcript.js';
import { mdCode } from './escape.js';

export const grouped = (x: number): string => x.toLocaleString('en-US');

/** Tools listed before the rest is left to report.json. */
const MAX_TOOLS = 40;

export function tokensSection(report: Report): string[] {
  const t = report.tokens;
  if (!t) return [];
  const withOutput = t.tools.some((x) => x.output !== undefined);
  const costly = [...t.tools].sort((a, b) => b.total - a.total);
  // The figures that matter in a PR comment stay in sight; the table per tool is folded.
  const lines = [
    `### Tool surface: ${grouped(t.total)} tokens (${t.tools.length} tool(s), ${t.encoding})`,
    '',
    ...resultLine(t),
    '',
    '<details><summary>Tokens per tool</summary>',
    '',
    `Each tool counted as the JSON a host sends a model: \`{name, description, inputSchema}\`; the parts apart${withOutput ? ', and the output schema (not in the total: a model API has no place for it)' : ''}. Hosts wrap tools differently and other models' tokenizers differ: the figures approximate what a given host sends.`,
    '',
    `| tool | name + description | input schema |${withOutput ? ' output schema |' : ''} total |`,
    `|---|---|---|${withOutput ? '---|' : ''}---|`,
  ];
  for (const x of costly.slice(0, MAX_TOOLS)) {
    const out = withOutput ? ` ${x.output === undefined ? '—' : grouped(x.output)} |` : '';
    lines.push(
      `| ${mdCode(x.name, 120)} | ${grouped(x.description)} | ${grouped(x.input)} |${out} ${grouped(x.total)} |`,
    );
  }
  if (costly.length > MAX_TOOLS)
    lines.push('', `…and ${costly.length - MAX_TOOLS} more (report.json: tokens.tools).`);
  lines.push('', '</details>', '');
  return lines;
}

function resultLine(t: NonNullable<Report['tokens']>): string[] {
  const r = t.results;
  if (!r?.largest) return ['Tool results: no live result measured.'];
  const l = r.largest;
  const past = r.pastCap
    ? `⚠️ ${r.pastCap} of ${r.measured} past the ${grouped(t.resultCap)}-token cap (result_token_cap)`
    : `none of ${r.measured} past the ${grouped(t.resultCap)}-token cap`;
  return [
    `Tool results: largest ${grouped(l.tokens)} tokens (${mdCode(l.tool, 120)} in ${mdCode(l.scenario, 120)}, ${mdCode(l.provider, 120)}); ${past}.`,
  ];
}

/** A row's line for a result past the cap (its troubles). */
export const pastCapLine = (c: RecordedCall): string =>
  `result of ${mdCode(c.tool)} is ${grouped(c.tokens ?? 0)} tokens, past the ${grouped(c.pastCap ?? 0)}-token cap (result_token_cap): a host with that cap cuts or refuses it`;

/** A budget check's required and actual cells: tokens, not a rate. */
export function budgetCells(c: ThresholdCheck): [string, string] {
  return [
    `≤ ${grouped(c.required)} tokens`,
    c.actual === null ? 'not measured' : `${grouped(c.actual)} tokens`,
  ];
}

/** The comparison's token lines: the whole tools/list, then each tool whose cost changed. */
export function tokensDiffSection(d: TokensDiff): string[] {
  const moved = d.tools.filter((t) => t.base !== t.head);
  const delta = (b: number, h: number) => {
    const x = h - b;
    return x === 0 ? '±0' : `${x > 0 ? '+' : '−'}${grouped(Math.abs(x))}`;
  };
  const side = (x: number | undefined) => (x === undefined ? '—' : grouped(x));
  const lines = [
    `#### Tool surface tokens (${d.encoding}): ${grouped(d.base)} → ${grouped(d.head)} (${delta(d.base, d.head)})`,
    '',
  ];
  if (!moved.length) return [...lines, 'No tool changed its token cost.', ''];
  lines.push('| tool | base | head | change |', '|---|---|---|---|');
  for (const t of moved.slice(0, MAX_TOOLS)) {
    lines.push(
      `| ${mdCode(t.name, 120)} | ${side(t.base)} | ${side(t.head)} | ${delta(t.base ?? 0, t.head ?? 0)} |`,
    );
  }
  if (moved.length > MAX_TOOLS)
    lines.push('', `…and ${moved.length - MAX_TOOLS} more (report.json: comparison.tokens).`);
  lines.push('');
  return lines;
}
