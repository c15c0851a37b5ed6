// Pieces every adapter shares: options, argument parsing, pairing results with calls.
import type { Json } from '../model/json.js';
import type { ToolNameMap } from './names.js';
import { toProviderError } from './errors.js';
import type { ChatSession, ModelCall, ModelStep, ToolOutcome } from './types.js';
import type { ResponseCache } from './cache.js';

export interface AdapterOptions {
  /** As the user wrote it, e.g. "groq:llama-3.3-70b-versatile". */
  id: string;
  /** openai, groq, gemini, anthropic, ... */
  name: string;
  model: string;
  apiKey: string;
  baseUrl: string;
  temperature?: number;
  maxTokens?: number;
  seed?: number;
  /** Per request, milliseconds. */
  timeoutMs?: number;
  /** OpenAI only: OPENAI_ORG_ID and OPENAI_PROJECT_ID of the run's environment. */
  organization?: string;
  project?: string;
  /** The response cache (`cache: true`): answers read from and written to disk. */
  cache?: ResponseCache;
}

export function isPlainObject(x: unknown): x is Record<string, Json> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Builds a ModelCall; anything the runner cannot execute is marked malformed, never thrown. */
export function toModelCall(
  id: string,
  apiName: string,
  rawArgs: unknown,
  names: ToolNameMap,
): ModelCall {
  const tool = names.toMcp(apiName);
  const raw = typeof rawArgs === 'string' ? rawArgs : (JSON.stringify(rawArgs) ?? '');
  if (tool === undefined) {
    return { id, tool: apiName, args: {}, malformed: `unknown tool "${apiName}"`, raw };
  }
  let args: unknown = rawArgs;
  if (typeof rawArgs === 'string') {
    // Some models send "" for a tool without parameters.
    if (rawArgs.trim() === '') return { id, tool, args: {} };
    try {
      args = JSON.parse(rawArgs);
    } catch {
      return {
        id,
        tool,
        args: {},
        malformed: `arguments are not valid JSON: ${clip(rawArgs)}`,
        raw,
      };
    }
  }
  if (args === undefined || args === null) return { id, tool, args: {} };
  if (!isPlainObject(args)) {
    return {
      id,
      tool,
      args: {},
      malformed: `arguments are not a JSON object: ${clip(JSON.stringify(args))}`,
      raw,
    };
  }
  return { id, tool, args };
}

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * One outcome per call of the previous step, in call order. APIs reject a history where a
 * call has no result, so a call the runner did not answer (e.g. a malformed one) gets an error.
 */
export function pairOutcomes(calls: ModelCall[], outcomes: ToolOutcome[]): ToolOutcome[] {
  const byId = new Map(outcomes.map((o) => [o.callId, o]));
  return calls.map(
    (call) =>
      byId.get(call.id) ?? {
        callId: call.id,
        tool: call.tool,
        text: call.malformed
          ? `Error: malformed tool call (${call.malformed})`
          : 'Error: the tool was not executed',
        isError: true,
      },
  );
}

export function errorText(outcome: ToolOutcome): string {
  return outcome.isError && !outcome.text.startsWith('Error')
    ? `Error: ${outcome.text}`
    : outcome.text;
}

export interface Exchange<M> {
  step: ModelStep;
  /** The model's reply in the API's own format, appended to the history. */
  reply: M[];
}

export interface SessionWire<M> {
  userMessage(text: string): M[];
  resultMessages(calls: ModelCall[], outcomes: ToolOutcome[]): M[];
  send(history: M[], signal: AbortSignal): Promise<Exchange<M>>;
}

/**
 * A ChatSession over an API that takes the whole history each request. History is committed
 * only after a request succeeds, so the retry wrapper can repeat a failed call safely.
 */
export function historySession<M>(
  opts: Pick<AdapterOptions, 'name' | 'timeoutMs'>,
  wire: SessionWire<M>,
): ChatSession {
  const history: M[] = [];
  let pending: ModelCall[] = [];
  const step = async (added: M[], signal: AbortSignal): Promise<ModelStep> => {
    let exchange: Exchange<M>;
    try {
      exchange = await wire.send([...history, ...added], signal);
    } catch (err) {
      throw toProviderError(opts.name, err, signal, undefined, opts.timeoutMs);
    }
    history.push(...added, ...exchange.reply);
    pending = exchange.step.calls;
    return exchange.step;
  };
  return {
    user: (turn, signal) => step(wire.userMessage(turn.user), signal),
    results: (outcomes, signal) =>
      step(wire.resultMessages(pending, pairOutcomes(pending, outcomes)), signal),
  };
}
