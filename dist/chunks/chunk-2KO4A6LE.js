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
} from "./chunk-OS4E2PKW.js";
import {
  ErrorCode,
  McpError
} from "./chunk-LQ5RK7P2.js";

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
  const tools = await listTools(client, name, limits.timeout, gone);
  return {
    tools,
    live: true,
    async call(tool, args, signal) {
      let result;
      try {
        await validator?.ready();
        result = await client.callTool({ name: tool, arguments: args }, void 0, {
          signal
        });
      } catch (err) {
        await settle?.();
        if (!(err instanceof McpError)) throw err;
        const text2 = mcpMessage(err);
        if (rejectedArguments({ code: err.code, text: text2, isError: true }))
          return { text: text2, isError: true, rejected: true };
        throw new Error(text2, { cause: err });
      }
      const cutAt = result._meta?.[CUT_META];
      const text = cutResult(
        resultText(result),
        limits.resultBytes,
        typeof cutAt === "number" ? cutAt : void 0
      );
      const isError = result.isError === true;
      return { text, isError, ...rejectedArguments({ text, isError }) ? { rejected: true } : {} };
    },
    gone,
    close: async () => {
      await end?.();
      await client.close();
    }
  };
}
async function listTools(client, name, timeout, gone) {
  const tools = [];
  let cursor;
  try {
    do {
      const page = await client.listTools(cursor ? { cursor } : void 0, { timeout });
      tools.push(...page.tools.map(toSpec));
      cursor = page.nextCursor;
    } while (cursor);
  } catch (err) {
    const why = gone() ?? (isTimeout(err) ? `${name} did not answer tools/list within ${timeout / 1e3} s (server.startup_timeout)` : `${name} answered tools/list with an error: ${mcpMessage(err)}`);
    throw new SetupError(why);
  }
  return tools;
}
function toSpec(t) {
  return {
    name: t.name,
    description: t.description,
    inputSchema: t.inputSchema ?? { type: "object", properties: {} }
  };
}
function resultText(result) {
  const parts = (result.content ?? []).map((c) => c.type === "text" ? c.text : JSON.stringify(c));
  if (parts.length === 0 && result.structuredContent) {
    return JSON.stringify(result.structuredContent);
  }
  return parts.join("\n");
}
var isTimeout = (err) => err instanceof McpError && err.code === ErrorCode.RequestTimeout;
function mcpMessage(err) {
  return errorMessage(err).replace(/^(MCP error -?\d+: )\1+/, "$1");
}

export {
  live,
  toSpec,
  isTimeout
};
