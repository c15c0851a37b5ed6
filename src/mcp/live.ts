// A connected MCP client as an Upstream: its tools listed once (within the startup timeout),
// its calls' results cut to the limit, its JSON-RPC errors quoted once.
import { createHash } from 'node:crypto';
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
import { contentText } from './content.js';
import { callAsTask, trackProgress } from './tasks.js';
import type { CallOutcome, ServerAsks, Upstream } from './types.js';
import type { Json } from '../model/json.js';
import { rejectedArguments } from './rejection.js';
import type { LazySchemaValidator } from './validator.js';
import { Askers } from './asks.js';

export interface Limits {
  /** For initialize and tools/list, ms. */
  timeout: number;
  resultBytes: number;
  /** The run's cancel: tools/list stops waiting at once (connect() says why). */
  signal?: AbortSignal;
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
    askers = new Askers(),
    optionalTasks,
  }: {
    end?: () => Promise<unknown>;
    gone?: () => string | undefined;
    settle?: () => Promise<void>;
    /** The output schema validator, loaded before a call it may check. */
    validator?: Pick<LazySchemaValidator, 'ready' | 'check'>;
    /** Who answers the server's requests (elicitation, sampling) during a call: its `asks`. */
    askers?: Askers;
    /** Tools whose tasks are optional run as tasks too (`client.tasks.optional`). */
    optionalTasks?: boolean;
  },
): Promise<Upstream> {
  const progress = trackProgress(client);
  const tools = await listTools(client, name, limits.timeout, gone, limits.signal);
  const schemas = new Map(tools.flatMap((t) => (t.outputSchema ? [[t.name, t.outputSchema]] : [])));
  // A plain call to a tool that requires a task cannot be made (client.callTool() refuses it).
  const asTask = new Set(
    tools
      .filter((t) => {
        const support = t.execution?.taskSupport;
        return support === 'required' || (optionalTasks && support === 'optional');
      })
      .map((t) => t.name),
  );
  return {
    tools,
    live: true,
    async call(tool, args, signal, _ref, asks) {
      // The server's requests while the call runs go to the asks of the newest call in flight.
      return askers.during(asks, () => callTool(tool, args, signal, asks));
    },
    async prompt(prompt, args, signal) {
      const got = await client.getPrompt({ name: prompt, arguments: args }, { signal });
      return got.messages.map((m) => ({ role: m.role, text: contentText(m.content) }));
    },
    gone,
    close: async () => {
      await end?.();
      await client.close();
    },
  };

  async function callTool(
    tool: string,
    args: Record<string, Json>,
    signal: AbortSignal,
    asks: ServerAsks | undefined,
  ): Promise<CallOutcome> {
    let result: CallToolResult;
    try {
      await validator?.ready();
      const tracked = progress.open(asks);
      const meta = tracked?.meta;
      try {
        // Not client.callTool(): it throws on a missing or invalid structuredContent, and the
        // result would be lost; the check is made below and recorded as the server's fault.
        result = asTask.has(tool)
          ? await callAsTask(client, tool, args, signal, asks, meta)
          : await client.request(
              { method: 'tools/call', params: { name: tool, arguments: args, _meta: meta } },
              CallToolResultSchema,
              { signal },
            );
      } finally {
        tracked?.close();
      }
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
    const { structuredContent } = result;
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
      ...(structuredContent ? { structuredContent } : {}),
      ...(structured ? { structured } : {}),
    };
  }
}

/** The most a server's tools/list may hold: far past what any model takes (providers accept a
 * few hundred tools), yet a server that pages forever or floods stops at a bound. */
export const LISTING = { maxPages: 1000, maxTools: 10_000 } as const;

/** Every page of the server's tools/list, all within one startup timeout, at most
 * LISTING.maxPages pages and LISTING.maxTools tools, each cursor new; a setup error if not. */
async function listTools(
  client: Client,
  name: string,
  timeout: number,
  gone: () => string | undefined,
  signal?: AbortSignal,
): Promise<ToolSpec[]> {
  const tools: ToolSpec[] = [];
  const cursors = new Set<string>();
  let pages = 0;
  const stopped = () => `stopped after ${count(pages, 'page')} (${count(tools.length, 'tool')})`;
  const fail = (why: string) => new SetupError(`${name} ${why}`);
  const deadline = performance.now() + timeout;
  let cursor: string | undefined;
  for (;;) {
    const left = Math.ceil(deadline - performance.now());
    let page;
    try {
      if (left <= 0) throw new McpError(ErrorCode.RequestTimeout, 'listing past its deadline');
      page = await client.listTools(cursor ? { cursor } : undefined, { timeout: left, signal });
    } catch (err) {
      if (signal?.aborted) throw err;
      const exited = gone();
      if (exited) throw new SetupError(exited);
      if (!isTimeout(err)) throw fail(`answered tools/list with an error: ${mcpMessage(err)}`);
      const within = `within ${timeout / 1000} s (server.startup_timeout)`;
      throw fail(
        pages === 0
          ? `did not answer tools/list ${within}`
          : `did not finish tools/list ${within}: ${stopped()}`,
      );
    }
    pages++;
    if (tools.length + page.tools.length > LISTING.maxTools)
      throw fail(
        `listed more than ${LISTING.maxTools.toLocaleString('en-US')} tools in tools/list ` +
          `(the most mcp-eval takes): stopped at page ${pages}, which brought the count to ` +
          count(tools.length + page.tools.length, 'tool'),
      );
    for (const t of page.tools) tools.push(toSpec(t));
    cursor = page.nextCursor;
    if (cursor === undefined || cursor === '') break;
    // Kept as digests: a server may send a long cursor on each of a thousand pages.
    const seen = createHash('sha256').update(cursor).digest('base64');
    if (cursors.has(seen))
      throw fail(`returned the cursor ${quote(cursor)} twice in tools/list: ${stopped()}`);
    if (pages >= LISTING.maxPages)
      throw fail(
        `paged tools/list past ${LISTING.maxPages.toLocaleString('en-US')} pages ` +
          `(the most mcp-eval reads): ${stopped()}`,
      );
    cursors.add(seen);
  }
  return tools;
}

const count = (n: number, what: string) =>
  `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

/** A server's cursor in a message: short, and quoted as JSON so no control character gets out. */
const quote = (cursor: string) =>
  JSON.stringify(cursor.length > 40 ? `${cursor.slice(0, 40)}…` : cursor);

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
  const parts = (result.content ?? []).map(contentText);
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
