// Which answers of a server are a refusal of the call's arguments (the call did not run).
import { describe, expect, it } from 'vitest';
import { rejectedArguments } from '../../src/mcp/rejection.js';

describe('rejectedArguments', () => {
  it('is true for a JSON-RPC invalid-params error and for an input validation error result', () => {
    expect(
      rejectedArguments({ code: -32602, text: 'MCP error -32602: Bad id', isError: true }),
    ).toBe(true);
    const sdk =
      'MCP error -32602: Input validation error: Invalid arguments for tool get: Unrecognized key: "x"';
    expect(rejectedArguments({ text: sdk, isError: true })).toBe(true);
    expect(
      rejectedArguments({ text: 'Input validation error: id is required', isError: true }),
    ).toBe(true);
  });

  it("is false for the tool running and failing, and for the client's own output checks", () => {
    const backend = 'GET /clusters/c9 returned HTTP 404: {"error":"not found"}';
    expect(rejectedArguments({ text: backend, isError: true })).toBe(false);
    // Not an error result: a tool may well print these words.
    expect(rejectedArguments({ text: 'Input validation error: none', isError: false })).toBe(false);
    // A server's own output failing its schema is no refusal of the input.
    const output = 'MCP error -32602: Output validation error: Invalid structured content';
    expect(rejectedArguments({ text: output, isError: true })).toBe(false);
    expect(
      rejectedArguments({
        code: -32602,
        text: "MCP error -32602: Structured content does not match the tool's output schema",
        isError: true,
      }),
    ).toBe(false);
    expect(rejectedArguments({ code: -32603, text: 'MCP error -32603: boom', isError: true })).toBe(
      false,
    );
  });
});
