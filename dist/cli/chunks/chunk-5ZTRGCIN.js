import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  CUT_META,
  cutResult
} from "./chunk-VRERM77Z.js";
import {
  SetupError,
  errorMessage
} from "./chunk-XETKPLFK.js";
import {
  CallToolResultSchema,
  ErrorCode,
  McpError
} from "./chunk-HFEMLQCX.js";

// src/mcp/live.ts
import { createHash } from "node:crypto";

// src/mcp/rejection.ts
var INVALID_PARAMS = -32602;
var OUTPUT_CHECK = /output schema|structured content|output validation/i;
var VALIDATION_ERROR = /^(MCP error -32602: )?Input validation error\b/i;
function rejectedArguments(answer) {
  if (answer.code !== void 0)
    return answer.code === INVALID_PARAMS && !OUTPUT_CHECK.test(answer.text);
  return answer.isError && VALIDATION_ERROR.test(answer.text.trimStart());
}

// src/mcp/live.ts
async function live(client, name, limits, {
  end,
  gone = () => void 0,
  settle,
  validator
}) {
  const tools = await listTools(client, name, limits.timeout, gone, limits.signal);
  const schemas = new Map(tools.flatMap((t) => t.outputSchema ? [[t.name, t.outputSchema]] : []));
  const taskOnly = new Set(
    tools.filter((t) => t.execution?.taskSupport === "required").map((t) => t.name)
  );
  return {
    tools,
    live: true,
    async call(tool, args, signal) {
      let result;
      if (taskOnly.has(tool))
        throw new Error(
          `Tool "${tool}" requires task-based execution, which mcp-eval does not use`
        );
      try {
        await validator?.ready();
        result = await client.request(
          { method: "tools/call", params: { name: tool, arguments: args } },
          CallToolResultSchema,
          { signal }
        );
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
    },
    gone,
    close: async () => {
      await end?.();
      await client.close();
    }
  };
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
var count = (n, what) => `${n.toLocaleString("en-US")} ${what}${n === 1 ? "" : "s"}`;
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
  const parts = (result.content ?? []).map((c) => c.type === "text" ? c.text : JSON.stringify(c));
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
  live,
  LISTING,
  toSpec,
  ownOutputCheck,
  isTimeout
};
