// Each model API's wire format, as the fault fakes speak it: replies, refusals, error bodies and
// bodies that lack the field a reply needs. Formats as the APIs document them (OpenAI chat
// completions `message.refusal`, Anthropic `stop_reason: "refusal"`, Gemini `finishReason` and
// `promptFeedback.blockReason`).

export type Api = 'openai' | 'anthropic' | 'gemini';

/** One tool call; `raw` is sent verbatim as the arguments (for arguments that are not JSON). */
export interface WireCall {
  name: string;
  args?: Record<string, unknown>;
  raw?: string;
}

export interface Wire {
  api: Api;
  /** The provider object for the config, pointed at the fake. */
  provider(url: string, extra?: Record<string, unknown>): Record<string, unknown>;
  /** The key variable the provider needs. */
  keyEnv: string;
  text(text: string): unknown;
  calls(calls: WireCall[]): unknown;
  /** No text, no calls. */
  empty(): unknown;
  /** The API's refusal format; `kind` picks among Gemini's. */
  refusal(text: string, kind?: string): unknown;
  error(status: number, message: string): unknown;
  /** A 200 JSON body without the field every reply has. */
  hollow(): unknown;
  /** The first user message of a request (which scenario it belongs to). */
  prompt(body: Record<string, unknown>): string;
  /** Does the request carry tool results (the second step of a conversation)? */
  hasResults(body: Record<string, unknown>): boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies are read structurally
type Body = any;

const completion = (message: Record<string, unknown>, finish = 'stop') => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'gpt-test',
  choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', ...message } }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

const openai: Wire = {
  api: 'openai',
  keyEnv: 'OPENAI_API_KEY',
  provider: (url, extra) => ({
    provider: 'openai',
    model: 'gpt-test',
    base_url: `${url}/v1`,
    ...extra,
  }),
  text: (content) => completion({ content }),
  calls: (calls) =>
    completion(
      {
        content: null,
        tool_calls: calls.map((c, i) => ({
          id: `call_${i}`,
          type: 'function',
          function: { name: c.name, arguments: c.raw ?? JSON.stringify(c.args ?? {}) },
        })),
      },
      'tool_calls',
    ),
  empty: () => completion({ content: '' }),
  refusal: (text) => completion({ content: null, refusal: text }),
  error: (_status, message) => ({ error: { message, type: 'server_error', code: null } }),
  hollow: () => ({ id: 'chatcmpl-1', object: 'chat.completion', created: 0, model: 'gpt-test' }),
  prompt: (body: Body) => body.messages.find((m: Body) => m.role === 'user')?.content ?? '',
  hasResults: (body: Body) => body.messages.at(-1)?.role === 'tool',
};

const message = (content: unknown[], stop = 'end_turn') => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-test',
  content,
  stop_reason: stop,
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 5 },
});

const anthropic: Wire = {
  api: 'anthropic',
  keyEnv: 'ANTHROPIC_API_KEY',
  provider: (url, extra) => ({
    provider: 'anthropic',
    model: 'claude-test',
    base_url: url,
    ...extra,
  }),
  text: (text) => message([{ type: 'text', text }]),
  calls: (calls) =>
    message(
      calls.map((c, i) => ({
        type: 'tool_use',
        id: `toolu_${i}`,
        name: c.name,
        // Anthropic sends an object; a string is how a broken gateway would pass bad JSON on.
        input: c.raw ?? c.args ?? {},
      })),
      'tool_use',
    ),
  empty: () => message([]),
  refusal: (text) => message(text ? [{ type: 'text', text }] : [], 'refusal'),
  error: (_status, msg) => ({ type: 'error', error: { type: 'api_error', message: msg } }),
  hollow: () => ({ id: 'msg_1', type: 'message', role: 'assistant', model: 'claude-test' }),
  prompt: (body: Body) => {
    const first = body.messages[0]?.content;
    return typeof first === 'string' ? first : (first?.[0]?.text ?? '');
  },
  hasResults: (body: Body) => {
    const last = body.messages.at(-1)?.content;
    return Array.isArray(last) && last.some((b: Body) => b.type === 'tool_result');
  },
};

const candidate = (parts: unknown[], finishReason = 'STOP') => ({
  candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
  usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
  modelVersion: 'gemini-test',
});

const gemini: Wire = {
  api: 'gemini',
  keyEnv: 'GEMINI_API_KEY',
  provider: (url, extra) => ({ provider: 'gemini', model: 'gemini-test', base_url: url, ...extra }),
  text: (text) => candidate([{ text }]),
  calls: (calls) =>
    candidate(calls.map((c) => ({ functionCall: { name: c.name, args: c.raw ?? c.args ?? {} } }))),
  empty: () => candidate([]),
  // The Gemini API sends no text with a safety stop (finishMessage is Vertex's, and the SDK drops
  // it): the finish reason and the flagged categories are all there is.
  refusal: (text, kind = 'SAFETY') => {
    if (kind === 'blockReason') {
      return { promptFeedback: { blockReason: 'SAFETY', blockReasonMessage: text } };
    }
    return {
      candidates: [
        {
          finishReason: kind,
          index: 0,
          safetyRatings: [
            {
              category: 'HARM_CATEGORY_DANGEROUS_CONTENT',
              probability: 'HIGH',
              blocked: true,
            },
          ],
        },
      ],
    };
  },
  error: (status, msg) => ({ error: { code: status, message: msg, status: 'INTERNAL' } }),
  hollow: () => ({ usageMetadata: { promptTokenCount: 10 }, modelVersion: 'gemini-test' }),
  prompt: (body: Body) => body.contents?.[0]?.parts?.[0]?.text ?? '',
  hasResults: (body: Body) =>
    (body.contents?.at(-1)?.parts ?? []).some((p: Body) => p.functionResponse),
};

export const WIRES: Record<Api, Wire> = { openai, anthropic, gemini };
