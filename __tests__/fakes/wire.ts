// The model APIs' loopback fakes, in one place: a scripted HTTP server on 127.0.0.1 that records
// each request and answers it (a reply, an error status, a redirect, a reset socket, a hang), and
// each API's wire format (OpenAI chat completions, Anthropic messages, Gemini generateContent):
// replies, refusals, error bodies and bodies lacking the field a reply needs. Formats as the APIs
// document them (OpenAI `message.refusal`, Anthropic `stop_reason: "refusal"`, Gemini
// `finishReason` and `promptFeedback.blockReason`). Nothing leaves 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// --- the server -------------------------------------------------------------------------------

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as sent. */
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies are asserted structurally
  body: any;
}

export type Reply =
  /** An answer; a string `json` goes as HTML (a proxy's error page). */
  | { status?: number; headers?: Record<string, string>; retryAfter?: string; json: unknown }
  | { html: string }
  /** A redirect (307 unless given) to `location`. */
  | { redirect: string; status?: number }
  /** The socket destroyed before the headers, or mid-body after them. */
  | { reset: 'before-headers' | 'after-headers' }
  /** Never answer: for timeouts. */
  | 'hang'
  | { hang: true };

type Script = Reply[] | ((req: RecordedRequest, index: number) => Reply | Promise<Reply>);

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  url: string;
  requests: RecordedRequest[];
  /** Requests received so far. */
  count(): number;
  close(): Promise<void>;
}

/** Answers the n-th request with script[n] (the last entry repeats), or script(request, n). */
export async function startFake(script: Script): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        text,
        body: parse(text),
      };
      const index = requests.push(recorded) - 1;
      void Promise.resolve(
        typeof script === 'function'
          ? script(recorded, index)
          : script[Math.min(index, script.length - 1)],
      ).then((reply) => serve(reply, req, res));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: () => requests.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serve(reply: Reply, req: http.IncomingMessage, res: http.ServerResponse): void {
  if (reply === 'hang' || 'hang' in reply) return;
  if ('reset' in reply) {
    if (reply.reset === 'before-headers') return void req.socket.destroy();
    // Headers promise a body that never fully arrives.
    const partial = '{"id":"x","object":"chat.completion","choi';
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    res.write(partial, () => setTimeout(() => req.socket.destroy(), 20));
    return;
  }
  if ('redirect' in reply) {
    res.writeHead(reply.status ?? 307, { location: reply.redirect });
    return void res.end();
  }
  if ('html' in reply) {
    res.writeHead(200, { 'content-type': 'text/html' });
    return void res.end(reply.html);
  }
  const html = typeof reply.json === 'string';
  const headers: Record<string, string> = {
    'content-type': html ? 'text/html' : 'application/json',
    ...(reply.retryAfter !== undefined ? { 'retry-after': reply.retryAfter } : {}),
    ...reply.headers,
  };
  res.writeHead(reply.status ?? 200, headers);
  res.end(html ? (reply.json as string) : JSON.stringify(reply.json));
}

/** An OpenAI chat completion answering with `message` (content, tool_calls, refusal…). */
export const completion = (
  message: Record<string, unknown>,
  usage?: Record<string, unknown>,
): Reply => ({
  json: chat(message, 'stop', usage),
});

// --- each API's wire format -------------------------------------------------------------------

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

const USAGE = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };

const chat = (message: Record<string, unknown>, finish = 'stop', usage: unknown = USAGE) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'gpt-test',
  choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', ...message } }],
  usage,
});

/** Names the i-th call of a reply; undefined leaves the id out (Gemini's ids are optional). */
type CallId = (i: number) => string | undefined;

const openaiStep = (text: string, calls: WireCall[], id: CallId) =>
  chat(
    {
      content: text || (calls.length ? null : ''),
      ...(calls.length
        ? {
            tool_calls: calls.map((c, i) => ({
              id: id(i),
              type: 'function',
              function: { name: c.name, arguments: c.raw ?? JSON.stringify(c.args ?? {}) },
            })),
          }
        : {}),
    },
    calls.length ? 'tool_calls' : 'stop',
  );

const openai: Wire = {
  api: 'openai',
  keyEnv: 'OPENAI_API_KEY',
  provider: (url, extra) => ({
    provider: 'openai',
    model: 'gpt-test',
    base_url: `${url}/v1`,
    ...extra,
  }),
  text: (content) => chat({ content }),
  calls: (calls) => openaiStep('', calls, (i) => `call_${i}`),
  empty: () => chat({ content: '' }),
  refusal: (text) => chat({ content: null, refusal: text }),
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

const anthropicStep = (text: string, calls: WireCall[], id: CallId) =>
  message(
    [
      ...(text ? [{ type: 'text', text }] : []),
      ...calls.map((c, i) => ({
        type: 'tool_use',
        id: id(i),
        name: c.name,
        // Anthropic sends an object; a string is how a broken gateway would pass bad JSON on.
        input: c.raw ?? c.args ?? {},
      })),
    ],
    calls.length ? 'tool_use' : 'end_turn',
  );

const anthropic: Wire = {
  api: 'anthropic',
  keyEnv: 'ANTHROPIC_API_KEY',
  provider: (url, extra) => ({
    provider: 'anthropic',
    model: 'claude-test',
    base_url: url,
    ...extra,
  }),
  text: (text) => anthropicStep(text, [], () => undefined),
  calls: (calls) => anthropicStep('', calls, (i) => `toolu_${i}`),
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

const geminiStep = (text: string, calls: WireCall[], id: CallId) =>
  candidate([
    ...(text ? [{ text }] : []),
    ...calls.map((c, i) => ({
      functionCall: { id: id(i), name: c.name, args: c.raw ?? c.args ?? {} },
    })),
  ]);

const gemini: Wire = {
  api: 'gemini',
  keyEnv: 'GEMINI_API_KEY',
  provider: (url, extra) => ({ provider: 'gemini', model: 'gemini-test', base_url: url, ...extra }),
  text: (text) => geminiStep(text, [], () => undefined),
  calls: (calls) => geminiStep('', calls, () => undefined),
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

const STEPS = { openai: openaiStep, anthropic: anthropicStep, gemini: geminiStep };
const PREFIX = { openai: 'call', anthropic: 'toolu', gemini: 'fc' };
let ids = 0;

/** One model step in `api`'s wire format, text and calls together, each call id new; the
 * model names itself `scripted` (Gemini's reply names none). */
export function answer(api: Api, text: string, calls: WireCall[]): unknown {
  const body = STEPS[api](text, calls, () => `${PREFIX[api]}_${++ids}`);
  if ('modelVersion' in body) {
    const { modelVersion: _, ...unnamed } = body;
    return unnamed;
  }
  return { ...body, model: 'scripted' };
}
