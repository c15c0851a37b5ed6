// Serves a spy proxy as a real MCP server (streamable HTTP on 127.0.0.1), for MCP clients that
// run their own tool loop, such as an agent CLI. Every tools/call goes through proxy.call, so
// the spy records it exactly like a call the runner makes itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Json } from '../model/json.js';
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
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: proxy.tools.map((t) => ({
      name: t.name,
      ...(t.description ? { description: t.description } : {}),
      inputSchema: { type: 'object' as const, ...t.inputSchema },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { turn, signal } = context();
    const args = (request.params.arguments ?? {}) as Record<string, Json>;
    const out = await proxy.call(turn, request.params.name, args, signal);
    return { content: [{ type: 'text' as const, text: out.text }], isError: out.isError };
  });
  return server;
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
