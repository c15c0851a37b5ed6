// Serves a spy proxy as a real MCP server (streamable HTTP on 127.0.0.1), for MCP clients that
// run their own tool loop, such as an agent CLI. Every tools/call goes through proxy.call, so
// the spy records it exactly like a call the runner makes itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  IconsSchema,
  ListToolsRequestSchema,
  ToolAnnotationsSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Json } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';
import { errorMessage } from '../errors.js';
import type { SpyProxy } from './proxy.js';

/** Where calls belong: the turn in progress and the scenario's abort signal. */
export interface ServeContext {
  turn: number;
  signal: AbortSignal;
}

export interface ServedProxy {
  /** http://127.0.0.1:PORT/mcp */
  url: string;
  close(): Promise<void>;
}

export const SERVER_NAME = 'mcp-eval-spy';

function mcpServer(proxy: SpyProxy, context: () => ServeContext): Server {
  const server = new Server(
    { name: SERVER_NAME, version: '0.1.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: proxy.tools.map(listed) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { turn, signal } = context();
    const args = (request.params.arguments ?? {}) as Record<string, Json>;
    const out = await proxy.call(turn, request.params.name, args, signal);
    const tool = proxy.tools.find((t) => t.name === request.params.name);
    const structuredContent =
      out.structuredContent ??
      (tool?.outputSchema && !out.isError ? jsonObject(out.text) : undefined);
    return {
      content: [{ type: 'text' as const, text: out.text }],
      ...(structuredContent ? { structuredContent } : {}),
      isError: out.isError,
    };
  });
  return server;
}

/** A tool as the host sees it: as the real server declared it (title, annotations, output
 * schema, icons), so that the host asks, warns and validates as it would without the spy. Not
 * `execution`: the spy runs no task-augmented calls, which its absence ("forbidden") says. A
 * value a client's schema would refuse (from a hand-written catalog) is left out, not the list. */
function listed(t: ToolSpec): Tool {
  const outputSchema = t.outputSchema?.type === 'object' ? t.outputSchema : undefined;
  const annotations = ToolAnnotationsSchema.safeParse(t.annotations);
  const icons = IconsSchema.shape.icons.safeParse(t.icons);
  return {
    name: t.name,
    ...(t.title !== undefined ? { title: t.title } : {}),
    ...(t.description ? { description: t.description } : {}),
    inputSchema: { type: 'object' as const, ...t.inputSchema },
    ...(outputSchema ? { outputSchema: outputSchema as Tool['outputSchema'] } : {}),
    ...(t.annotations && annotations.success
      ? { annotations: t.annotations as Tool['annotations'] }
      : {}),
    ...(t.icons && icons.success ? { icons: t.icons as Tool['icons'] } : {}),
  };
}

/** A structured result from a call's text, when the server sent none (a stub is one): the SDK's
 * client refuses a result without it from a tool that declares an output schema. Text that is
 * no JSON object gives none, and the host sees that as it would from the server. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the server on an ephemeral loopback port. Stateless: each POST gets its own server and
 * transport, so any number of client processes (one per agent turn) can come and go.
 */
export async function serveProxy(
  proxy: SpyProxy,
  context: () => ServeContext,
): Promise<ServedProxy> {
  const httpServer = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'POST') {
      // No standalone SSE stream and no sessions to end in stateless mode.
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const server = mcpServer(proxy, context);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            error: { code: -32603, message: errorMessage(err) },
            id: null,
          }),
        );
      });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}
