// Markdown safety for text a model, a server or a corpus wrote (replies, tool results, reasons,
// tool and scenario names): wherever it lands in report.md — a table cell, a list item, a quote,
// a code span, a fenced block, a <summary> — it stays text. No heading, link, image, raw HTML,
// @-mention or issue reference can come from it, it cannot close its code span or fence, and it
// cannot end a table row. report.md is the PR comment's body, so this protects the comment too.

/** Breaks GitHub's mention, issue-reference and autolink recognisers; invisible when shown. */
const ZWSP = '\u200B';

/** Whitespace collapsed to one line, cut to `max` characters with "…". */
export function flatten(text: string, max = 400): string {
  // Most texts are one line with single spaces already: one scan says so.
  const flat = /[^\S ]| {2}|^ | $/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
  if (flat.length <= max) return flat;
  let head = flat.slice(0, max - 1);
  // Never half of a surrogate pair (an emoji) before the "…".
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head}…`;
}

/**
 * One line of inline Markdown showing `text` as written: safe in a table cell, a list item or a
 * `> ` quote. Code spans in the text stay code spans (re-delimited so they cannot run on); the
 * rest is escaped.
 */
export function mdInline(text: string, max = 400): string {
  const flat = flatten(text, max);
  const line = flat.includes('`')
    ? splitCode(flat)
        .map((p, i) => (i % 2 ? mdCode(p, Infinity) : escapeText(p)))
        .join('')
    : escapeText(flat);
  // A leading "#", ">", "-", "1." … would start a heading, a quote or a list in a `> ` line.
  return line.replace(/^([#>+*=-]|\d+(?=[.)]))/, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`));
}

/** A code span holding `text` on one line: its delimiter is longer than any backtick run in it. */
export function mdCode(text: string, max = 400): string {
  // A "|" would end a table cell (one already escaped, from mdInline's own spans, stays).
  let flat = flatten(text, max);
  if (flat.includes('|')) flat = flat.replace(/(?<!\\)\|/g, '\\|');
  const longest = flat.includes('`') ? longestRun(flat) : 0;
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat || ' '}${pad}${fence}`;
}

/** Text inside raw HTML (a <summary>): entities for <, >, &, and no mention or autolink. */
export function htmlText(text: string, max = 400): string {
  return defuse(flatten(text, max).replace(/[&<>]/g, escapeChar));
}

/** A fenced code block: its fence is longer than any backtick run in the text. */
export function fencedBlock(text: string, info = 'text'): string[] {
  const longest = Math.max(2, longestRun(text));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${info}`, text || '(empty)', fence];
}

/** Alternating text and code-span contents (odd indexes), as CommonMark pairs backtick runs:
 * a run opens a span closed by the next run of the same length; an unpaired run is text. */
function splitCode(text: string): string[] {
  const runs = [...text.matchAll(/`+/g)];
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    const j = runs.findIndex((r, k) => k > i && r[0].length === open[0].length);
    if (j < 0) continue;
    out.push(
      text.slice(from, open.index),
      text.slice(open.index + open[0].length, runs[j].index).trim(),
    );
    from = runs[j].index + runs[j][0].length;
    i = j;
  }
  out.push(text.slice(from));
  return out;
}

/** The longest run of backticks in `text`. */
function longestRun(text: string): number {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** An entity for `&`, `<` and `>`; a backslash before the others. */
const escapeChar = (c: string): string => ESCAPED[c] ?? `\\${c}`;

// One pass each, not one per character kind: escaping dominated report.md's rendering.
function escapeText(text: string): string {
  // Entities for raw HTML; backslashes for code spans, links and images, table cells, math.
  return defuse(text.replace(/[&<>\\`[\]|$]/g, escapeChar));
}

/** @user, @org/team, #123, https://…, www.… : GitHub links these in text, even escaped. */
function defuse(text: string): string {
  return text.replace(
    /@(?=[A-Za-z0-9])|#(?=\d)|\b(?:https?|ftp|mailto|xmpp)(?=:)|\bwww(?=\.)/gi,
    // "www" is written lower-case, as it always was.
    (m) => `${/^www$/i.test(m) ? 'www' : m}${ZWSP}`,
  );
}
