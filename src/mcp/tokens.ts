// Tokens of what a server puts in a model's context: each tool as a host sends it, and each tool
// result. Counted with OpenAI's o200k_base encoding (the GPT-4o, GPT-4.1, GPT-5 and o-series
// tokenizer, bpe.ts): other models' tokenizers differ, so the figures approximate.
import { countO200k } from './bpe.js';
import type { Budgets, TokensReport, ToolTokens } from '../model/tokens.js';
import type { ToolSpec } from '../model/tool.js';
import type { RecordedCall } from '../model/transcript.js';

export const ENCODING = 'o200k_base';

// BPE merges within one pre-token piece cost the square of its length: a megabyte with no break
// (a run of one letter, a blob) would take minutes. Long text is counted in pieces of at most
// PIECE characters, each cut where a word ends, so ordinary text and JSON count as a whole would.
const PIECE = 1024;
const WORD = /[\p{L}\p{N}]/u;

/** Where to cut `text` at or before `end`: after a letter or digit and before anything else;
 * else at `end` itself, never inside a surrogate pair. */
function cut(text: string, start: number, end: number): number {
  for (let at = end; at > start + PIECE / 2; at--) {
    if (WORD.test(text[at - 1]) && !WORD.test(text[at]) && !isLow(text, at)) return at;
  }
  return isLow(text, end) ? end - 1 : end;
}
const isLow = (text: string, at: number) => {
  const c = text.charCodeAt(at);
  return c >= 0xdc00 && c <= 0xdfff;
};

export function tokensOf(text: string): number {
  let n = 0;
  for (let start = 0; start < text.length;) {
    const end = text.length - start <= PIECE ? text.length : cut(text, start, start + PIECE);
    n += countO200k(text.slice(start, end));
    start = end;
  }
  return n;
}

const json = (value: unknown) => tokensOf(JSON.stringify(value));

/** One tool's cost, each part counted as the JSON text a host would send. */
export function toolTokens(t: ToolSpec): ToolTokens {
  const named = {
    name: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
  };
  return {
    name: t.name,
    description: json(named),
    input: json(t.inputSchema),
    ...(t.outputSchema ? { output: json(t.outputSchema) } : {}),
    total: json({ ...named, inputSchema: t.inputSchema }),
  };
}

/** The tool surface of a run: every tool's cost and the whole list's. */
export function toolSurface(tools: ToolSpec[], resultCap: number, budgets?: Budgets): TokensReport {
  const each = tools.map(toolTokens);
  return {
    encoding: ENCODING,
    total: each.reduce((n, t) => n + t.total, 0),
    tools: each,
    resultCap,
    ...(budgets && Object.keys(budgets).length ? { budgets } : {}),
  };
}

/** Each answered call's result (or error text) measured; a live result past `cap` is marked.
 * Calls that never reached the server or a stub (malformed, not run) carry our words: left out. */
export function measureCalls(calls: RecordedCall[], cap: number): void {
  for (const c of calls) {
    if (c.malformed !== undefined || c.notRun !== undefined) continue;
    const text = c.result ?? c.error;
    if (text === undefined) continue;
    c.tokens = tokensOf(text);
    if (!c.stubbed && c.tokens > cap) c.pastCap = cap;
  }
}
