// Anthropic messages API: tool_use blocks in, tool_result blocks back.
import Anthropic from '@anthropic-ai/sdk';
import type {
  ContentBlock,
  ContentBlockParam,
  MessageParam,
  Tool,
} from '@anthropic-ai/sdk/resources/messages';
import { errorText, historySession, toModelCall, type AdapterOptions } from './common.js';
import { checkedFetch, type BodyCheck } from './fetch.js';
import { createToolNameMap } from './names.js';
import type { Provider } from './types.js';
import type { ToolSpec } from '../model/tool.js';

/** max_tokens is required by the API. */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;

function toParam(block: ContentBlock): ContentBlockParam[] {
  switch (block.type) {
    case 'text':
      return [{ type: 'text', text: block.text }];
    case 'tool_use':
      return [{ type: 'tool_use', id: block.id, name: block.name, input: block.input }];
    case 'thinking':
      return [{ type: 'thinking', thinking: block.thinking, signature: block.signature }];
    case 'redacted_thinking':
      return [{ type: 'redacted_thinking', data: block.data }];
    default:
      return [];
  }
}

const MESSAGE: BodyCheck = {
  what: 'message',
  problem: (body) =>
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { content?: unknown }).content)
      ? undefined
      : 'no `content`',
};

export function anthropicProvider(opts: AdapterOptions): Provider {
  const client = new Anthropic({
    apiKey: opts.apiKey,
    // Otherwise ANTHROPIC_AUTH_TOKEN from the environment would be sent as well.
    authToken: null,
    baseURL: opts.baseUrl,
    maxRetries: 0,
    fetch: checkedFetch(opts.name, MESSAGE, undefined, opts.cache),
    ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : {}),
  });
  return {
    id: opts.id,
    name: opts.name,
    model: opts.model,
    start(specs: ToolSpec[]) {
      const names = createToolNameMap(specs.map((t) => t.name));
      const tools: Tool[] = specs.map((t) => ({
        name: names.toApi(t.name),
        ...(t.description ? { description: t.description } : {}),
        input_schema: { ...t.inputSchema, type: 'object' },
      }));
      return historySession<MessageParam>(opts, {
        userMessage: (text) => [{ role: 'user', content: text }],
        resultMessages: (_calls, outcomes) => [
          {
            role: 'user',
            content: outcomes.map((o) => ({
              type: 'tool_result',
              tool_use_id: o.callId,
              content: errorText(o),
              ...(o.isError ? { is_error: true } : {}),
            })),
          },
        ],
        async send(messages, signal) {
          const res = await client.messages.create(
            {
              model: opts.model,
              max_tokens: opts.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
              messages,
              ...(tools.length ? { tools } : {}),
              ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
            },
            { signal },
          );
          const calls = res.content.flatMap((b) =>
            b.type === 'tool_use' ? [toModelCall(b.id, b.name, b.input, names)] : [],
          );
          const text = res.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
          // The refusal's text is the reply's own, when the model wrote any before stopping.
          const refusal =
            res.stop_reason === 'refusal'
              ? text || 'the API stopped the answer (stop_reason: refusal)'
              : undefined;
          // Compatible servers may leave usage out; count what is there.
          const u = res.usage ?? { input_tokens: 0, output_tokens: 0 };
          const cached = u.cache_read_input_tokens ?? 0;
          const content = res.content.flatMap(toParam);
          return {
            step: {
              text,
              calls,
              ...(refusal ? { refusal } : {}),
              ...(res.model ? { served: res.model } : {}),
              usage: {
                // input_tokens excludes cache reads and writes; report the whole prompt like
                // OpenAI and Gemini do, with the cached part beside it.
                inputTokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
                outputTokens: u.output_tokens ?? 0,
                cachedTokens: cached,
              },
            },
            reply: content.length ? [{ role: 'assistant', content }] : [],
          };
        },
      });
    },
  };
}
