// What the spy proxy forwards to, whatever is behind it.
import type { Json } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';
import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import type { ProgressNote, StructuredCheck, TaskRecord } from '../model/transcript.js';

export interface CallOutcome {
  text: string;
  isError: boolean;
  /** The server refused the call for its arguments: it did not run (see rejection.ts). */
  rejected?: boolean;
  /** The result's structured content, as the server sent it (not cut): what the spy's own MCP
   * server hands an agent's host (spy/serve.ts). */
  structuredContent?: Record<string, unknown>;
  /** A tool with an outputSchema: its structuredContent checked against it. */
  structured?: StructuredCheck;
}

/** A call the transport failed (an HTTP error instead of an answer, a lost connection): the
 * server gave no answer the model could be judged on, so its scenario is errored, never shown
 * to the model as an ordinary tool error it may shrug off. */
export class TransportError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TransportError';
  }
}

/** Which call of a scenario a forwarded call is: a model's call (its index in the transcript's
 * calls) or an idempotence probe (its index in the probes). The spy backend stamps the requests
 * that come while it runs with it. */
export interface CallRef {
  kind: 'call' | 'probe';
  index: number;
}

/** A message of a prompt or a sampling request, as text. */
export interface TextMessage {
  role: string;
  text: string;
}

/** A server's `sampling/createMessage`, as text: what a stub is matched on and a model is sent. */
export interface SamplingRequest {
  messages: TextMessage[];
  systemPrompt?: string;
  maxTokens?: number;
}

/** What answered a sampling request. */
export interface SamplingAnswer {
  text: string;
  model: string;
}

/** Who answers what the server asks the client while a call runs (elicitation, sampling), and hears what it
 * tells of the call (its task, its progress): the job's. */
export interface ServerAsks {
  /** The scripted user answers an elicitation request (spy/user.ts). */
  elicit?(params: ElicitRequest['params']): ElicitResult;
  /** Absent: sampling is refused. Throws an error the server is sent instead of an answer. */
  sample?(request: SamplingRequest, signal: AbortSignal): Promise<SamplingAnswer>;
  /** The call runs as a task: its record, updated in place as it is polled. */
  task?(record: TaskRecord): void;
  progress?(note: ProgressNote): void;
}

/** What the spy proxy forwards to: the real server, or a catalog that only lists tools. */
export interface Upstream {
  readonly tools: ToolSpec[];
  readonly live: boolean;
  call(
    tool: string,
    args: Record<string, Json>,
    signal: AbortSignal,
    ref?: CallRef,
    asks?: ServerAsks,
  ): Promise<CallOutcome>;
  /** The server's prompt `name` (prompts/get), its messages as text; absent where no server
   * answers (a catalog, stub mode). */
  prompt?(name: string, args: Record<string, string>, signal: AbortSignal): Promise<TextMessage[]>;
  /** Why the server is gone (it exited), or undefined while it runs. */
  gone(): string | undefined;
  close(): Promise<void>;
}
