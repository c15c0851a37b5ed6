import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/mcp/cut.ts
var CUT_META = "mcp-eval/cut-message-bytes";
var n = (x) => x.toLocaleString("en-US");
function cutResult(text, limit, messageBytes) {
  const bytes = Buffer.byteLength(text);
  if (bytes <= limit && messageBytes === void 0) return text;
  const kept = Buffer.from(text).subarray(0, limit).toString("utf8").replace(/\uFFFD+$/, "");
  const was = messageBytes === void 0 ? `${n(bytes)} bytes` : `${n(messageBytes)} bytes (the whole message)`;
  return `${kept}
[cut: ${was}; limit ${n(limit)} (server.max_result_bytes)]`;
}
var ID = String.raw`"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")`;
var JSONRPC = String.raw`"jsonrpc"\s*:\s*"2\.0"`;
var ID_FIRST = new RegExp(String.raw`^\s*\{\s*(?:${JSONRPC}\s*,\s*)?${ID}`);
var ID_LAST = new RegExp(String.raw`${ID}\s*(?:,\s*${JSONRPC}\s*)?\}\s*$`);
function cutMessageId(line, waiting) {
  const head = line.head.subarray(0, 512).toString("utf8");
  if (!head.includes('"result"')) return void 0;
  for (const m of [ID_FIRST.exec(head), ID_LAST.exec(line.tail.toString("utf8"))]) {
    const id = m && JSON.parse(m[1]);
    if (id !== null && waiting.has(id)) return id;
  }
  return waiting.size === 1 ? [...waiting.keys()][0] : void 0;
}
function cutAnswer(line, id, method) {
  if (method !== "tools/call") {
    return {
      jsonrpc: "2.0",
      id,
      error: {
        code: -32e3,
        message: `the answer to ${method} was ${n(line.bytes)} bytes, too long to read`
      }
    };
  }
  const tail = line.tail.toString("utf8");
  return {
    jsonrpc: "2.0",
    id,
    result: {
      content: [{ type: "text", text: firstText(line.head.toString("utf8")) }],
      .../"isError"\s*:\s*true/.test(tail) ? { isError: true } : {},
      _meta: { [CUT_META]: line.bytes }
    }
  };
}
function firstText(head) {
  const start = head.search(/"text"\s*:\s*"/);
  if (start === -1) return head.replace(/\uFFFD+$/, "");
  const from = head.indexOf('"', head.indexOf(":", start)) + 1;
  let end = from;
  while (end < head.length && head[end] !== '"') {
    const step = head[end] !== "\\" ? 1 : head[end + 1] === "u" ? 6 : 2;
    if (end + step > head.length) break;
    end += step;
  }
  const body = head.slice(from, end).replace(/\uFFFD+$/, "");
  try {
    return JSON.parse(`"${body}"`);
  } catch {
    return body;
  }
}

// src/mcp/asks.ts
var Askers = class {
  inFlight = [];
  /** Runs a call with `asks` answering what the server asks meanwhile. */
  async during(asks, call) {
    if (!asks) return call();
    this.inFlight.push(asks);
    try {
      return await call();
    } finally {
      this.inFlight.splice(this.inFlight.lastIndexOf(asks), 1);
    }
  }
  /** The answers of the newest call in flight; none between calls. */
  get current() {
    return this.inFlight.at(-1);
  }
};

export {
  CUT_META,
  cutResult,
  cutMessageId,
  cutAnswer,
  Askers
};
