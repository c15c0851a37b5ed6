import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  contentText
} from "./chunk-JYPB3A3I.js";
import {
  SetupError,
  errorMessage
} from "./chunk-G25U54P6.js";
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  ErrorCode,
  McpError,
  ProgressNotificationSchema
} from "./chunk-DPKFXG75.js";

// src/mcp/live.ts
import { createHash } from "node:crypto";

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

// src/mcp/tasks.ts
var MAX_POLL_MS = 5e3;
var DEFAULT_POLL_MS = 500;
var CANCEL_MS = 5e3;
async function callAsTask(client, tool, args, signal, asks, meta) {
  const created = await client.request(
    { method: "tools/call", params: { name: tool, arguments: args, task: {}, _meta: meta } },
    CreateTaskResultSchema,
    { signal }
  );
  const record = {
    id: created.task.taskId,
    status: created.task.status,
    polls: 0
  };
  asks?.task?.(record);
  const tasks = client.experimental.tasks;
  const cancel = () => {
    record.cancelled = true;
    tasks.cancelTask(record.id, { timeout: CANCEL_MS }).catch(() => void 0);
  };
  signal.addEventListener("abort", cancel, { once: true });
  try {
    for (; ; ) {
      const task = await tasks.getTask(record.id, { signal });
      record.polls++;
      record.status = task.status;
      if (task.statusMessage) record.message = task.statusMessage;
      if (task.status === "cancelled")
        throw new Error(`task ${record.id} was cancelled by the server`);
      if (["completed", "failed", "input_required"].includes(task.status)) break;
      const ms = Math.min(task.pollInterval ?? DEFAULT_POLL_MS, MAX_POLL_MS);
      await pause(ms, signal);
    }
    return await tasks.getTaskResult(record.id, CallToolResultSchema, { signal });
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}
function trackProgress(client) {
  const byToken = /* @__PURE__ */ new Map();
  let n2 = 0;
  client.setNotificationHandler(ProgressNotificationSchema, ({ params: p }) => {
    byToken.get(String(p.progressToken))?.({
      progress: p.progress,
      ...p.total !== void 0 ? { total: p.total } : {},
      ...p.message !== void 0 ? { message: p.message } : {}
    });
  });
  return {
    /** A token for one call, and its end (the token is kept until what came before is handled). */
    open(asks) {
      if (!asks?.progress) return void 0;
      const progressToken = `mcp-eval-${++n2}`;
      byToken.set(progressToken, asks.progress);
      return {
        meta: { progressToken },
        close: () => setImmediate(() => byToken.delete(progressToken))
      };
    }
  };
}
function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", stop, { once: true });
  });
}

// src/mcp/rejection.ts
var INVALID_PARAMS = -32602;
var OUTPUT_CHECK = /output schema|structured content|output validation/i;
var VALIDATION_ERROR = /^(MCP error -32602: )?Input validation error\b/i;
function rejectedArguments(answer) {
  if (answer.code !== void 0)
    return answer.code === INVALID_PARAMS && !OUTPUT_CHECK.test(answer.text);
  return answer.isError && VALIDATION_ERROR.test(answer.text.trimStart());
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

// src/mcp/live.ts
async function live(client, name, limits, {
  end,
  gone = () => void 0,
  settle,
  validator,
  askers = new Askers(),
  optionalTasks
}) {
  const progress = trackProgress(client);
  const tools = await listTools(client, name, limits.timeout, gone, limits.signal);
  const schemas = new Map(tools.flatMap((t) => t.outputSchema ? [[t.name, t.outputSchema]] : []));
  const asTask = new Set(
    tools.filter((t) => {
      const support = t.execution?.taskSupport;
      return support === "required" || optionalTasks && support === "optional";
    }).map((t) => t.name)
  );
  return {
    tools,
    live: true,
    async call(tool, args, signal, _ref, asks) {
      return askers.during(asks, () => callTool(tool, args, signal, asks));
    },
    async prompt(prompt, args, signal) {
      const got = await client.getPrompt({ name: prompt, arguments: args }, { signal });
      return got.messages.map((m) => ({ role: m.role, text: contentText(m.content) }));
    },
    gone,
    close: async () => {
      await end?.();
      await client.close();
    }
  };
  async function callTool(tool, args, signal, asks) {
    let result;
    try {
      await validator?.ready();
      const tracked = progress.open(asks);
      const meta = tracked?.meta;
      try {
        result = asTask.has(tool) ? await callAsTask(client, tool, args, signal, asks, meta) : await client.request(
          { method: "tools/call", params: { name: tool, arguments: args, _meta: meta } },
          CallToolResultSchema,
          { signal }
        );
      } finally {
        tracked?.close();
      }
    } catch (err) {
      await settle?.();
      if (!(err instanceof McpError)) throw err;
      const text2 = mcpMessage(err);
      if (rejectedArguments({ code: err.code, text: text2, isError: true }))
        return { text: text2, isError: true, rejected: true };
      const refused = schemas.has(tool) ? ownOutputCheck(text2) : void 0;
      if (refused) return { text: text2, isError: true, structured: refused };
      throw new Error(text2, { cause: err });
    }
    const cutAt = result._meta?.[CUT_META];
    const text = cutResult(
      resultText(result),
      limits.resultBytes,
      typeof cutAt === "number" ? cutAt : void 0
    );
    const isError = result.isError === true;
    const { structuredContent } = result;
    const schema = schemas.get(tool);
    const structured = !schema ? void 0 : isError ? ownOutputCheck(text) : validator?.check(schema, result.structuredContent);
    return {
      text,
      isError,
      ...rejectedArguments({ text, isError }) ? { rejected: true } : {},
      ...structuredContent ? { structuredContent } : {},
      ...structured ? { structured } : {}
    };
  }
}
var LISTING = { maxPages: 1e3, maxTools: 1e4 };
async function listTools(client, name, timeout, gone, signal) {
  const tools = [];
  const cursors = /* @__PURE__ */ new Set();
  let pages = 0;
  const stopped = () => `stopped after ${count(pages, "page")} (${count(tools.length, "tool")})`;
  const fail = (why) => new SetupError(`${name} ${why}`);
  const deadline = performance.now() + timeout;
  let cursor;
  for (; ; ) {
    const left = Math.ceil(deadline - performance.now());
    let page;
    try {
      if (left <= 0) throw new McpError(ErrorCode.RequestTimeout, "listing past its deadline");
      page = await client.listTools(cursor ? { cursor } : void 0, { timeout: left, signal });
    } catch (err) {
      if (signal?.aborted) throw err;
      const exited = gone();
      if (exited) throw new SetupError(exited);
      if (!isTimeout(err)) throw fail(`answered tools/list with an error: ${mcpMessage(err)}`);
      const within = `within ${timeout / 1e3} s (server.startup_timeout)`;
      throw fail(
        pages === 0 ? `did not answer tools/list ${within}` : `did not finish tools/list ${within}: ${stopped()}`
      );
    }
    pages++;
    if (tools.length + page.tools.length > LISTING.maxTools)
      throw fail(
        `listed more than ${LISTING.maxTools.toLocaleString("en-US")} tools in tools/list (the most mcp-eval takes): stopped at page ${pages}, which brought the count to ` + count(tools.length + page.tools.length, "tool")
      );
    for (const t of page.tools) tools.push(toSpec(t));
    cursor = page.nextCursor;
    if (cursor === void 0 || cursor === "") break;
    const seen = createHash("sha256").update(cursor).digest("base64");
    if (cursors.has(seen))
      throw fail(`returned the cursor ${quote(cursor)} twice in tools/list: ${stopped()}`);
    if (pages >= LISTING.maxPages)
      throw fail(
        `paged tools/list past ${LISTING.maxPages.toLocaleString("en-US")} pages (the most mcp-eval reads): ${stopped()}`
      );
    cursors.add(seen);
  }
  return tools;
}
var count = (n2, what) => `${n2.toLocaleString("en-US")} ${what}${n2 === 1 ? "" : "s"}`;
var quote = (cursor) => JSON.stringify(cursor.length > 40 ? `${cursor.slice(0, 40)}…` : cursor);
function toSpec(t) {
  const object = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : void 0;
  const outputSchema = object(t.outputSchema);
  const annotations = object(t.annotations);
  const execution = object(t.execution);
  return {
    name: t.name,
    ...typeof t.title === "string" ? { title: t.title } : {},
    description: t.description,
    inputSchema: t.inputSchema ?? { type: "object", properties: {} },
    ...outputSchema ? { outputSchema } : {},
    ...annotations ? { annotations } : {},
    ...Array.isArray(t.icons) ? { icons: t.icons.filter(object) } : {},
    ...execution ? { execution } : {}
  };
}
function resultText(result) {
  const parts = (result.content ?? []).map(contentText);
  if (parts.length === 0 && result.structuredContent) {
    return JSON.stringify(result.structuredContent);
  }
  return parts.join("\n");
}
function ownOutputCheck(text) {
  const m = /^(?:MCP error -32602: )?Output validation error: (.*)$/s.exec(text.trimStart());
  if (!m) return void 0;
  const missing = /no structured content was provided/i.test(m[1]);
  return {
    status: missing ? "missing" : "invalid",
    detail: `the server refused its own result, which broke the outputSchema: ${m[1]}`
  };
}
var isTimeout = (err) => err instanceof McpError && err.code === ErrorCode.RequestTimeout;
function mcpMessage(err) {
  return errorMessage(err).replace(/^(MCP error -?\d+: )\1+/, "$1");
}

export {
  cutMessageId,
  cutAnswer,
  Askers,
  live,
  toSpec,
  isTimeout
};
