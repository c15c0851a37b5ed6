// A reply's prose without the code and JSON that echo the model's own calls: a number inside
// `{"limit": 15}` or `get_cluster({"id": "c1"})` is the model quoting its call, not an answer.
import type { RecordedCall } from '../model/transcript.js';

/**
 * The reply with every fenced code block, inline code span and JSON object or array that
 * echoes a call blanked out. A span echoes a call when it names a tool the model called, or
 * holds a JSON object made only of a call's arguments (same keys, same values). Other code and
 * JSON stay: a count the model formats as `14`, a tool result it shows as JSON, are answers.
 */
export function withoutEchoes(reply: string, calls: RecordedCall[]): string {
  if (calls.length === 0) return reply;
  const echoes = (span: string) => echoesCall(span, calls);
  const blank = (span: string, inner: string) => (echoes(inner) ? ' ' : span);
  const text = reply
    .replace(/(```|~~~)[^\n]*\n?([\s\S]*?)(\1|$)/g, (span, _f, inner: string) => blank(span, inner))
    .replace(/`([^`\n]+)`/g, (span, inner: string) => blank(span, inner));
  return blankJson(text, echoes);
}

function echoesCall(span: string, calls: RecordedCall[]): boolean {
  const lower = span.toLowerCase();
  if (
    calls.some((c) =>
      new RegExp(`(?<![\\w-])${escape(c.tool.toLowerCase())}(?![\\w-])`).test(lower),
    )
  )
    return true;
  const json = parse(span.trim());
  return json !== undefined && holdsArgs(json, calls);
}

/** Any object in the value made only of a call's arguments. */
function holdsArgs(value: unknown, calls: RecordedCall[]): boolean {
  if (Array.isArray(value)) return value.some((v) => holdsArgs(v, calls));
  if (!value || typeof value !== 'object') return false;
  const entries = Object.entries(value);
  const same = (args: Record<string, unknown>, [k, v]: [string, unknown]) =>
    k in args && JSON.stringify(args[k]) === JSON.stringify(v);
  const hit = calls.some((c) => {
    const args = c.args as Record<string, unknown>;
    return entries.length > 0 && entries.every((e) => same(args, e));
  });
  return hit || entries.some(([, v]) => holdsArgs(v, calls));
}

/** Blanks each balanced {...} or [...] that parses as JSON and echoes a call. */
function blankJson(text: string, echoes: (span: string) => boolean): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      const end = closing(text, i);
      if (end > i && parse(text.slice(i, end + 1)) !== undefined) {
        const span = text.slice(i, end + 1);
        out += echoes(span) ? ' ' : span;
        i = end + 1;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return out;
}

/** Where the bracket opened at `start` closes (strings skipped), or -1. */
function closing(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function parse(s: string): unknown {
  if (!/^[[{]/.test(s)) return undefined;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
