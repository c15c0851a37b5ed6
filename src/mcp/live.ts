// A connected MCP client as an Upstream: its tools listed once (within the startup timeout),
// its calls' results cut to the limit, its JSON-RPC errors quoted once.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CallToolResultSchema,
  ErrorCode,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { errorMessage, SetupError } from '../errors.js';
import type { ToolSpec } from '../model/tool.js';
import type { StructuredCheck } from '../model/transcript.js';
import { CUT_META, cutResult } from './cut.js';
import type { Upstream } from './types.js';
import { rejectedArguments } from './rejection.js';
import type { LazySchemaValidator } from './validator.js';

export interface Limits {
  /** For initialize and tools/list, ms. */
  timeout: number;
  resultBytes: number;
}

export async function live(
  client: Client,
  name: string,
  limits: Limits,
  {
    end,
    gone = () => undefined,
    settle,
    validator,
  }: {
    end?: () => Promise<unknown>;
    gone?: () => string | undefined;
    settle?: () => Promise<void>;
    /** The output schema validator, loaded before a call it may check. */
    validator?: Pick<LazySchemaValidator, 'ready' | 'check'>;
  },
): Promise<Upstream> {
  const tools = await listTools(client, name, limits.timeout, gone);
  const schemas = new Map(tools.flatMap((t) => (t.outputSchema ? [[t.name, t.outputSchema]] : [])));
  // As client.callTool() refuses them: a plain call to such a tool cannot be made.
  const taskOnly = new Set(
    tools.filter((t) => t.execution?.taskSupport === 'required').map((t) => t.name),
  );
  return {
    tools,
    live: true,
    async call(tool, args, signal) {
      let result: CallToolResult;
      if (taskOnly.has(tool))
        throw new Error(
          `Tool "${tool}" requires task-based execution, which mcp-eval does not use`,
        );
      try {
        await validator?.ready();
        // Not client.callTool(): it throws on a missing or invalid structuredContent, and the
        // result would be lost; the check is made below and recorded as the server's fault.
        result = await client.request(
          { method: 'tools/call', params: { name: tool, arguments: args } },
          CallToolResultSchema,
          { signal },
        );
      } catch (err) {
        await settle?.();
        if (!(err instanceof McpError)) throw err;
        // A JSON-RPC error answer is a tool error the model sees: its code and message, once.
        const text = mcpMessage(err);
        if (rejectedArguments({ code: err.code, text, isError: true }))
          return { text, isError: true, rejected: true };
        const refused = schemas.has(tool) ? ownOutputCheck(text) : undefined;
        if (refused) return { text, isError: true, structured: refused };
        throw new Error(text, { cause: err });
      }
      const cutAt = result._meta?.[CUT_META];
      const text = cutResult(
        resultText(result),
        limits.resultBytes,
        typeof cutAt === 'number' ? cutAt : undefined,
      );
      const isError = result.isError === true;
      // An error result need not carry structured content (the spec's "unless it's an error").
      const schema = schemas.get(tool);
      const structured = !schema
        ? undefined
        : isError
          ? ownOutputCheck(text)
          : validator?.check(schema, result.structuredContent);
      return {
        text,
        isError,
        ...(rejectedArguments({ text, isError }) ? { rejected: true } : {}),
        ...(structured ? { structured } : {}),
      };
    },
    gone,
    close: async () => {
      await end?.();
      await client.close();
    },
  };
}

/** Every page of the server's tools/list, within the startup timeout; a setup error if not. */
async function listTools(
  client: Client,
  name: string,
  timeout: number,
  gone: () => string | undefined,
): Promise<ToolSpec[]> {
  const tools: ToolSpec[] = [];
  let cursor: string | undefined;
  try {
    do {
      const page = await client.listTools(cursor ? { cursor } : undefined, { timeout });
      tools.push(...page.tools.map(toSpec));
      cursor = page.nextCursor;
    } while (cursor);
  } catch (err) {
    const why =
      gone() ??
      (isTimeout(err)
        ? `${name} did not answer tools/list within ${timeout / 1000} s (server.startup_timeout)`
        : `${name} answered tools/list with an error: ${mcpMessage(err)}`);
    throw new SetupError(why);
  }
  return tools;
}

/** A listed tool as the run keeps it: the metadata a server declares rides along unchanged
 * (annotations, output schema, icons, execution), for the checks of the server's promises. */
export function toSpec(t: {
  name: string;
  title?: unknown;
  description?: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
  annotations?: unknown;
  icons?: unknown;
  execution?: unknown;
}): ToolSpec {
  const object = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  const outputSchema = object(t.outputSchema);
  const annotations = object(t.annotations);
  const execution = object(t.execution);
  return {
    name: t.name,
    ...(typeof t.title === 'string' ? { title: t.title } : {}),
    description: t.description,
    inputSchema: (t.inputSchema as Record<string, unknown>) ?? { type: 'object', properties: {} },
    ...(outputSchema ? { outputSchema } : {}),
    ...(annotations ? { annotations } : {}),
    ...(Array.isArray(t.icons)
      ? { icons: t.icons.filter(object) as Record<string, unknown>[] }
      : {}),
    ...(execution ? { execution } : {}),
  };
}

function resultText(result: CallToolResult): string {
  const parts = (result.content ?? []).map((c) => (c.type === 'text' ? c.text : JSON.stringify(c)));
  if (parts.length === 0 && result.structuredContent) {
    return JSON.stringify(result.structuredContent);
  }
  return parts.join('\n');
}

/** The SDK's McpServer checks a handler's result against the tool's outputSchema and, when it
 * fails, answers with an error instead ("Output validation error: …"; a JSON-RPC -32602 from
 * older servers): the server broke its schema all the same. The fault, or undefined. */
export function ownOutputCheck(text: string): StructuredCheck | undefined {
  const m = /^(?:MCP error -32602: )?Output validation error: (.*)$/s.exec(text.trimStart());
  if (!m) return undefined;
  const missing = /no structured content was provided/i.test(m[1]);
  return {
    status: missing ? 'missing' : 'invalid',
    detail: `the server refused its own result, which broke the outputSchema: ${m[1]}`,
  };
}

export const isTimeout = (err: unknown) =>
  err instanceof McpError && err.code === ErrorCode.RequestTimeout;

/** An MCP error's message, once: the SDK prefixes "MCP error <code>: " on both sides, so an
 * error a TypeScript server threw arrives with it twice. */
function mcpMessage(err: unknown): string {
  return errorMessage(err).replace(/^(MCP error -?\d+: )\1+/, '$1');
}
