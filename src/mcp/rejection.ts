// Whether the server refused a tool call for its arguments, rather than running it.

/** What the server answered a tools/call: a JSON-RPC error (with its code) or a tool result. */
export interface Answer {
  /** The JSON-RPC error code; absent for a tool result. */
  code?: number;
  text: string;
  isError: boolean;
}

/** JSON-RPC's Invalid params (the SDK's ErrorCode.InvalidParams). */
const INVALID_PARAMS = -32602;
/** The client's own output-schema checks also raise -32602: the tool did run. */
const OUTPUT_CHECK = /output schema|structured content|output validation/i;
/** The TypeScript SDK's McpServer words it so, "MCP error -32602: " before it. */
const VALIDATION_ERROR = /^(MCP error -32602: )?Input validation error\b/i;

/**
 * True when the server did not run the call because of its arguments. Two forms only:
 * - a JSON-RPC error -32602 (Invalid params), as servers answered before MCP 2025-11-25;
 * - an `isError` result whose text is an input validation error: the 2025-11-25 spec (server/
 *   tools, "Error Handling") made input validation errors tool execution errors, reported in the
 *   result so that the model can correct itself; the SDK's McpServer (server-memory,
 *   server-filesystem, our example) answers "MCP error -32602: Input validation error: …".
 * Any other error result — a 404 from the server's backend, a business rule — is the tool
 * running and failing: the call was made.
 */
export function rejectedArguments(answer: Answer): boolean {
  if (answer.code !== undefined)
    return answer.code === INVALID_PARAMS && !OUTPUT_CHECK.test(answer.text);
  return answer.isError && VALIDATION_ERROR.test(answer.text.trimStart());
}
