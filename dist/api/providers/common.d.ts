import type { Json } from '../model/json.js';
import type { ToolNameMap } from './names.js';
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
export declare function isPlainObject(x: unknown): x is Record<string, Json>;
/** Builds a ModelCall; anything the runner cannot execute is marked malformed, never thrown. */
export declare function toModelCall(id: string, apiName: string, rawArgs: unknown, names: ToolNameMap): ModelCall;
/**
 * One outcome per call of the previous step, in call order. APIs reject a history where a
 * call has no result, so a call the runner did not answer (e.g. a malformed one) gets an error.
 */
export declare function pairOutcomes(calls: ModelCall[], outcomes: ToolOutcome[]): ToolOutcome[];
export declare function errorText(outcome: ToolOutcome): string;
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
export declare function historySession<M>(opts: Pick<AdapterOptions, 'name' | 'timeoutMs'>, wire: SessionWire<M>): ChatSession;
