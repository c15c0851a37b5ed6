// OpenAI chat completions, also spoken by Groq, OpenRouter, Together, Ollama and others.
import OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { errorText, historySession, toModelCall, type AdapterOptions } from './common.js';
import { checkedFetch, isObject, type BodyCheck } from './fetch.js';
import { createToolNameMap } from './names.js';
import type { Provider } from './types.js';
import type { ToolSpec } from '../model/tool.js';

const COMPLETION: BodyCheck = {
  what: 'chat completion',
  problem(body) {
    if (!isObject(body)) return 'not a JSON object';
    if (!Array.isArray(body.choices)) return 'no `choices`';
    if (!isObject(body.choices[0])) return '`choices` is empty';
    return isObject(body.choices[0].message) ? undefined : 'no `choices[0].message`';
  },
};

/** The API's refusal: its `refusal` text, or a content filter that cut the answer. */
function refusalOf(message: { refusal?: string | null }, finish: string | undefined) {
  if (message.refusal) return message.refusal;
  return finish === 'content_filter'
    ? 'the API withheld the answer (finish_reason: content_filter)'
    : undefined;
}

export function openaiProvider(opts: AdapterOptions): Provider {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseUrl,
    maxRetries: 0,
    timeout: opts.timeoutMs,
    fetch: checkedFetch(opts.name, COMPLETION, undefined, opts.cache),
    // From the run's environment, never the SDK's own look at process.env; and only to OpenAI
    // (spec.ts sets them for openai alone), not to other vendors' endpoints.
    organization: opts.organization ?? null,
    project: opts.project ?? null,
  });
  // Newer OpenAI models reject max_tokens; compatible servers mostly know only max_tokens.
  const tokenLimit =
    opts.maxTokens === undefined
      ? {}
      : opts.name === 'openai'
        ? { max_completion_tokens: opts.maxTokens }
        : { max_tokens: opts.maxTokens };

  return {
    id: opts.id,
    name: opts.name,
    model: opts.model,
    start(specs: ToolSpec[]) {
      const names = createToolNameMap(specs.map((t) => t.name));
      const tools: ChatCompletionTool[] = specs.map((t) => ({
        type: 'function',
        function: {
          name: names.toApi(t.name),
          ...(t.description ? { description: t.description } : {}),
          parameters: t.inputSchema,
        },
      }));
      let responses = 0;
      return historySession<ChatCompletionMessageParam>(opts, {
        userMessage: (text) => [{ role: 'user', content: text }],
        resultMessages: (_calls, outcomes) =>
          outcomes.map((o) => ({ role: 'tool', tool_call_id: o.callId, content: errorText(o) })),
        async send(messages, signal) {
          const body: ChatCompletionCreateParamsNonStreaming = {
            model: opts.model,
            messages,
            ...(tools.length ? { tools } : {}),
            ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
            ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
            ...tokenLimit,
          };
          const res = await client.chat.completions.create(body, { signal });
          // checkedFetch made sure there is one.
          const { message, finish_reason: finish } = res.choices[0];
          const refusal = refusalOf(message, finish);
          // Some compatible servers omit `type` or the id; normalise so nothing is lost.
          const toolCalls: ChatCompletionMessageFunctionToolCall[] = (
            message.tool_calls ?? []
          ).flatMap((c, i) =>
            'function' in c && c.function
              ? [
                  {
                    id: c.id || `call_${responses}_${i}`,
                    type: 'function' as const,
                    function: { name: c.function.name, arguments: c.function.arguments ?? '' },
                  },
                ]
              : [],
          );
          responses++;
          const calls = toolCalls.map((c) =>
            toModelCall(c.id, c.function.name, c.function.arguments, names),
          );
          const text = message.content ?? '';
          return {
            step: {
              text,
              calls,
              ...(refusal ? { refusal } : {}),
              ...(res.model ? { served: res.model } : {}),
              ...(res.usage
                ? {
                    usage: {
                      inputTokens: res.usage.prompt_tokens ?? 0,
                      outputTokens: res.usage.completion_tokens ?? 0,
                      cachedTokens: res.usage.prompt_tokens_details?.cached_tokens ?? 0,
                    },
                  }
                : {}),
            },
            reply: [
              {
                role: 'assistant',
                // The API requires content when there are no tool calls.
                content: message.content ?? (toolCalls.length ? null : ''),
                ...(message.refusal ? { refusal: message.refusal } : {}),
                ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
              },
            ],
          };
        },
      });
    },
  };
}
