// What the spy proxy forwards to, whatever is behind it.
import type { Json } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';
import type { StructuredCheck } from '../model/transcript.js';

export interface CallOutcome {
  text: string;
  isError: boolean;
  /** The server refused the call for its arguments: it did not run (see rejection.ts). */
  rejected?: boolean;
  /** A tool with an outputSchema: its structuredContent checked against it. */
  structured?: StructuredCheck;
}

/** What the spy proxy forwards to: the real server, or a catalog that only lists tools. */
export interface Upstream {
  readonly tools: ToolSpec[];
  readonly live: boolean;
  call(tool: string, args: Record<string, Json>, signal: AbortSignal): Promise<CallOutcome>;
  /** Why the server is gone (it exited), or undefined while it runs. */
  gone(): string | undefined;
  close(): Promise<void>;
}
