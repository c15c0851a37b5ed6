import type { Budgets, TokensReport, ToolTokens } from '../model/tokens.js';
import type { ToolSpec } from '../model/tool.js';
import type { RecordedCall } from '../model/transcript.js';
export declare const ENCODING = "o200k_base";
export declare function tokensOf(text: string): number;
/** One tool's cost, each part counted as the JSON text a host would send. */
export declare function toolTokens(t: ToolSpec): ToolTokens;
/** The tool surface of a run: every tool's cost and the whole list's. */
export declare function toolSurface(tools: ToolSpec[], resultCap: number, budgets?: Budgets): TokensReport;
/** Each answered call's result (or error text) measured; a live result past `cap` is marked.
 * Calls that never reached the server or a stub (malformed, not run) carry our words: left out. */
export declare function measureCalls(calls: RecordedCall[], cap: number): void;
