import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  checkedFetch,
  createToolNameMap
} from "./chunk-GLS5LTEL.js";
import {
  errorText,
  historySession,
  toModelCall
} from "./chunk-FS2QUJAG.js";
import {
  Anthropic
} from "./chunk-NXDBZVZQ.js";
import "./chunk-JZ4XGLPB.js";

// src/providers/anthropic.ts
var ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
function toParam(block) {
  switch (block.type) {
    case "text":
      return [{ type: "text", text: block.text }];
    case "tool_use":
      return [{ type: "tool_use", id: block.id, name: block.name, input: block.input }];
    case "thinking":
      return [{ type: "thinking", thinking: block.thinking, signature: block.signature }];
    case "redacted_thinking":
      return [{ type: "redacted_thinking", data: block.data }];
    default:
      return [];
  }
}
var MESSAGE = {
  what: "message",
  problem: (body) => typeof body === "object" && body !== null && Array.isArray(body.content) ? void 0 : "no `content`"
};
function anthropicProvider(opts) {
  const client = new Anthropic({
    apiKey: opts.apiKey,
    // Otherwise ANTHROPIC_AUTH_TOKEN from the environment would be sent as well.
    authToken: null,
    baseURL: opts.baseUrl,
    maxRetries: 0,
    fetch: checkedFetch(opts.name, MESSAGE, void 0, opts.cache),
    ...opts.timeoutMs ? { timeout: opts.timeoutMs } : {}
  });
  return {
    id: opts.id,
    name: opts.name,
    model: opts.model,
    start(specs) {
      const names = createToolNameMap(specs.map((t) => t.name));
      const tools = specs.map((t) => ({
        name: names.toApi(t.name),
        ...t.description ? { description: t.description } : {},
        input_schema: { ...t.inputSchema, type: "object" }
      }));
      return historySession(opts, {
        userMessage: (text) => [{ role: "user", content: text }],
        resultMessages: (_calls, outcomes) => [
          {
            role: "user",
            content: outcomes.map((o) => ({
              type: "tool_result",
              tool_use_id: o.callId,
              content: errorText(o),
              ...o.isError ? { is_error: true } : {}
            }))
          }
        ],
        async send(messages, signal) {
          const res = await client.messages.create(
            {
              model: opts.model,
              max_tokens: opts.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
              messages,
              ...tools.length ? { tools } : {},
              ...opts.temperature !== void 0 ? { temperature: opts.temperature } : {}
            },
            { signal }
          );
          const calls = res.content.flatMap(
            (b) => b.type === "tool_use" ? [toModelCall(b.id, b.name, b.input, names)] : []
          );
          const text = res.content.flatMap((b) => b.type === "text" ? [b.text] : []).join("");
          const refusal = res.stop_reason === "refusal" ? text || "the API stopped the answer (stop_reason: refusal)" : void 0;
          const u = res.usage ?? { input_tokens: 0, output_tokens: 0 };
          const cached = u.cache_read_input_tokens ?? 0;
          const content = res.content.flatMap(toParam);
          return {
            step: {
              text,
              calls,
              ...refusal ? { refusal } : {},
              ...res.model ? { served: res.model } : {},
              usage: {
                // input_tokens excludes cache reads and writes; report the whole prompt like
                // OpenAI and Gemini do, with the cached part beside it.
                inputTokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
                outputTokens: u.output_tokens ?? 0,
                cachedTokens: cached
              }
            },
            reply: content.length ? [{ role: "assistant", content }] : []
          };
        }
      });
    }
  };
}
export {
  ANTHROPIC_DEFAULT_MAX_TOKENS,
  anthropicProvider
};
