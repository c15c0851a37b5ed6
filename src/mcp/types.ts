// What the spy proxy forwards to, whatever is behind it.
import type { Json } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';

export interface CallOutcome {
  text: string;
  isError: boolean;
  /** The server refused the call for its arguments: it did not run (see rejection.ts). */
  rejected?: boolean;
}

/** Which call of a scenario a forwarded call is: a model's call (its index in the transcript's
 * calls) or an idempotence probe (its index in the probes). The spy backend stamps the requests
 * that come while it runs with it. */
export interface CallRef {
  kind: 'call' | 'probe';
  index: number;
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
  ): Promise<CallOutcome>;
  /** Why the server is gone (it exited), or undefined while it runs. */
  gone(): string | undefined;
  close(): Promise<void>;
}
