import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  contentText
} from "./chunk-JYPB3A3I.js";
import {
  errorMessage
} from "./chunk-BOFVVLHV.js";
import {
  CreateMessageRequestSchema
} from "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/mcp/sampling.ts
var REJECTED = -1;
var refusal = (message) => Object.assign(new Error(message), { code: REJECTED });
function answerSampling(client, current) {
  client.setRequestHandler(
    CreateMessageRequestSchema,
    async (request, extra) => {
      const asks = current();
      if (!asks?.sample) throw refusal("mcp-eval answers sampling only while a tool call runs");
      if (request.params.tools?.length)
        throw refusal("mcp-eval does not answer sampling with tools");
      try {
        const answer = await asks.sample(samplingText(request.params), extra.signal);
        return {
          role: "assistant",
          content: { type: "text", text: answer.text },
          model: answer.model,
          stopReason: "endTurn"
        };
      } catch (err) {
        throw refusal(errorMessage(err));
      }
    }
  );
}
function samplingText(params) {
  return {
    messages: params.messages.map((m) => ({
      role: m.role,
      text: (Array.isArray(m.content) ? m.content : [m.content]).map((c) => contentText(c)).join("\n")
    })),
    ...params.systemPrompt ? { systemPrompt: params.systemPrompt } : {},
    maxTokens: params.maxTokens
  };
}
export {
  answerSampling,
  samplingText
};
