// Tool results past `server.max_result_bytes` are cut, with a note: the cut text is what the
// model sees and what the report keeps. A message too long to hold at all is cut earlier, by the
// transport (child.ts), which answers the call from the head of the message.
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { LongLine } from './lines.js';

/** Set in a result's `_meta` by the transport: the size of the message it cut. */
export const CUT_META = 'mcp-eval/cut-message-bytes';

const n = (x: number) => x.toLocaleString('en-US');

/** `text` within `limit` bytes of UTF-8, with a note when it was longer (or the transport cut
 * it already: `messageBytes`). */
export function cutResult(text: string, limit: number, messageBytes?: number): string {
  const bytes = Buffer.byteLength(text);
  if (bytes <= limit && messageBytes === undefined) return text;
  // A character split at the limit decodes as U+FFFD: dropped, not shown half.
  const kept = Buffer.from(text)
    .subarray(0, limit)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
  const was =
    messageBytes === undefined
      ? `${n(bytes)} bytes`
      : `${n(messageBytes)} bytes (the whole message)`;
  return `${kept}\n[cut: ${was}; limit ${n(limit)} (server.max_result_bytes)]`;
}

const ID = String.raw`"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")`;
const JSONRPC = String.raw`"jsonrpc"\s*:\s*"2\.0"`;
/** The envelope's id, first (most servers: jsonrpc, id, result) or last (the TypeScript SDK:
 * result, jsonrpc, id); an "id" anywhere else belongs to the result. */
const ID_FIRST = new RegExp(String.raw`^\s*\{\s*(?:${JSONRPC}\s*,\s*)?${ID}`);
const ID_LAST = new RegExp(String.raw`${ID}\s*(?:,\s*${JSONRPC}\s*)?\}\s*$`);

/** The request a cut message answers, if it is an answer (a "result" near its start) to one. */
export function cutMessageId(
  line: LongLine,
  waiting: Map<RequestId, string>,
): RequestId | undefined {
  const head = line.head.subarray(0, 512).toString('utf8');
  if (!head.includes('"result"')) return undefined;
  for (const m of [ID_FIRST.exec(head), ID_LAST.exec(line.tail.toString('utf8'))]) {
    const id = m && (JSON.parse(m[1]) as RequestId);
    if (id !== null && waiting.has(id)) return id;
  }
  // One request waiting: the answer is its.
  return waiting.size === 1 ? [...waiting.keys()][0] : undefined;
}

/** The answer to the request `id` made from the head of a message too long to hold. */
export function cutAnswer(line: LongLine, id: RequestId, method: string): JSONRPCMessage {
  if (method !== 'tools/call') {
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: -32000,
        message: `the answer to ${method} was ${n(line.bytes)} bytes, too long to read`,
      },
    };
  }
  const tail = line.tail.toString('utf8');
  return {
    jsonrpc: '2.0',
    id,
    result: {
      content: [{ type: 'text', text: firstText(line.head.toString('utf8')) }],
      ...(/"isError"\s*:\s*true/.test(tail) ? { isError: true } : {}),
      _meta: { [CUT_META]: line.bytes },
    },
  };
}

/** The first `"text"` string of a message cut short: decoded as far as it goes. */
function firstText(head: string): string {
  const start = head.search(/"text"\s*:\s*"/);
  if (start === -1) return head.replace(/\uFFFD+$/, '');
  const from = head.indexOf('"', head.indexOf(':', start)) + 1;
  // Up to the closing quote, or to the last escape the cut left whole.
  let end = from;
  while (end < head.length && head[end] !== '"') {
    const step = head[end] !== '\\' ? 1 : head[end + 1] === 'u' ? 6 : 2;
    if (end + step > head.length) break;
    end += step;
  }
  const body = head.slice(from, end).replace(/\uFFFD+$/, '');
  try {
    return JSON.parse(`"${body}"`) as string;
  } catch {
    return body;
  }
}
