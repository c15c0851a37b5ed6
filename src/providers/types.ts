// The narrow interface between the runner and a model API. The runner owns the tool loop;
// an adapter owns its API's message format and history.
import type { Json } from '../model/json.js';
import type { Turn } from '../model/scenario.js';
import type { ToolSpec } from '../model/tool.js';
import type { Usage } from '../model/transcript.js';

/** A tool call as the model made it. */
export interface ModelCall {
  /** The API's call id, echoed back with the result. */
  id: string;
  /** The MCP tool name (adapters map API-safe names back). */
  tool: string;
  args: Record<string, Json>;
  /** Set when the call could not be understood (arguments not JSON, unknown tool). */
  malformed?: string;
  /** With `malformed`: the arguments exactly as the model wrote them. */
  raw?: string;
}

/** What the model did in one step: text, tool calls, or both. */
export interface ModelStep {
  text: string;
  calls: ModelCall[];
  usage?: Usage;
  /** The model refused (a safety refusal, not a question): its text or the API's reason. */
  refusal?: string;
  /** The model the API says answered (a dated snapshot behind the configured alias), when it
   * said: OpenAI's and Anthropic's `model`, Gemini's `modelVersion`. */
  served?: string;
}

export interface ToolOutcome {
  callId: string;
  tool: string;
  /** The text the model gets back. */
  text: string;
  isError: boolean;
}

/** One conversation (a scenario run): keeps history across turns and steps. */
export interface ChatSession {
  /** A new user turn. `turn` carries the expectation only the replay provider may read. */
  user(turn: Turn, signal: AbortSignal): Promise<ModelStep>;
  /** Results of the previous step's calls; the model's next step. */
  results(outcomes: ToolOutcome[], signal: AbortSignal): Promise<ModelStep>;
}

export interface SessionOptions {
  /** When the scenario's time runs out (a Date.now() value): retries never wait past it. */
  deadline?: number;
  /** Wraps a wait that needs no model capacity (a retry's sleep): the run lends the scenario's
   * slot to another scenario meanwhile, and the wait ends when the slot is back. */
  idle?: <T>(wait: () => Promise<T>) => Promise<T>;
  /** Which scenario and repetition the session plays: only the scripted provider reads it. */
  scenario?: { id: string; repetition: number };
}

export interface Provider {
  /** The spec as the user wrote it, e.g. "openai:gpt-4.1-mini". */
  id: string;
  name: string;
  model: string;
  start(tools: ToolSpec[], options?: SessionOptions): ChatSession;
  /**
   * Set for agent providers (an agent CLI) that run their own tool loop against an MCP server:
   * the runner serves the spy proxy and calls this once per turn instead of `start`.
   */
  agent?: AgentRunner;
}

export interface AgentTurnContext {
  /** The spy proxy, served as a streamable HTTP MCP server on 127.0.0.1. */
  mcpUrl: string;
  signal: AbortSignal;
  /** From the previous turn's reply: continue that conversation. */
  sessionId?: string;
  /** The scenario's step limit (tool rounds per turn). */
  maxSteps: number;
}

export interface AgentReply {
  /** The agent's final text for the turn. */
  text: string;
  usage?: Usage;
  sessionId?: string;
}

export interface AgentRunner {
  run(turn: Turn, ctx: AgentTurnContext): Promise<AgentReply>;
}

export type ProviderErrorKind =
  | 'auth' // 401/403: stop this provider for the rest of the run
  | 'rate-limit' // 429
  | 'overloaded' // 503, 529
  | 'server' // other 5xx
  | 'timeout'
  | 'bad-request' // 400 and other 4xx: not retried
  | 'other';

/** Adapters throw this; the runner turns it into an `errored` row (or stops the provider). */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
    /** From retry-after / retry-after-ms, when the API sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
