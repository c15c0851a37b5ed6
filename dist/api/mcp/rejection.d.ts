/** What the server answered a tools/call: a JSON-RPC error (with its code) or a tool result. */
export interface Answer {
    /** The JSON-RPC error code; absent for a tool result. */
    code?: number;
    text: string;
    isError: boolean;
}
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
export declare function rejectedArguments(answer: Answer): boolean;
