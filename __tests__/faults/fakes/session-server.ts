// A streamable-HTTP MCP server on 127.0.0.1 (the official SDK's transport, one per session) that
// loses its sessions after `after` tool calls, as a restarted or forgetful server does:
//   once    every session is forgotten once; new ones are kept
//   always  from then on, a session is forgotten as soon as a call comes on it
//   refuse  every session is forgotten, and initialize is answered 503 from then on
//   http500 no session is lost, but each later call is answered HTTP 500 without JSON-RPC
// A request that carries a forgotten session id is answered 404, as the MCP spec says.
// Tool: echo {text}; `calls` lists the texts it ran, in order.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  isInitializeRequest,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

export type Forget = 'once' | 'always' | 'refuse' | 'http500';

export interface SessionServer {
  url: string;
  /** initialize requests answered with a new session. */
  initializes: number;
  /** 404s sent for a forgotten session. */
  lost: number;
  calls: string[];
  close(): Promise<void>;
}

export async function sessionServer(forget: Forget, after: number): Promise<SessionServer> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const state: Omit<SessionServer, 'url' | 'close'> = { initializes: 0, lost: 0, calls: [] };
  const past = () => state.calls.length >= after;
  let forgotOnce = false;

  const mcp = () => {
    const server = new Server(
      { name: 'forgetful', version: '1.0.0' },
      { capabilities: { tools: {} } },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [
        {
          name: 'echo',
          description: 'Echo text',
          inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
        },
      ],
    }));
    server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
      const text = String(params.arguments?.text);
      state.calls.push(text);
      if (forget === 'once' && past() && !forgotOnce) {
        forgotOnce = true;
        sessions.clear();
      }
      if (forget === 'refuse' && past()) sessions.clear();
      return { content: [{ type: 'text', text: `echo: ${text}` }] };
    });
    return server;
  };

  const answer = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // No stream of its own: the client does without (the spec allows 405).
    if (req.method === 'GET') return answer(res, 405, '');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body: unknown = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const id = req.headers['mcp-session-id'];
    const method = (body as { method?: string } | undefined)?.method;
    if (typeof id === 'string') {
      if (forget === 'always' && past() && method === 'tools/call') sessions.delete(id);
      if (forget === 'http500' && past() && method === 'tools/call')
        return answer(res, 500, 'internal server error');
      const transport = sessions.get(id);
      if (!transport) {
        state.lost++;
        return answer(
          res,
          404,
          JSON.stringify({
            jsonrpc: '2.0',
            error: { code: -32001, message: 'Session not found' },
            id: null,
          }),
        );
      }
      return transport.handleRequest(req, res, body);
    }
    if (!isInitializeRequest(body)) return answer(res, 400, '');
    if (forget === 'refuse' && past()) return answer(res, 503, 'not taking sessions');
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      enableJsonResponse: true,
      onsessioninitialized: (sid) => {
        state.initializes++;
        sessions.set(sid, transport);
      },
    });
    await mcp().connect(transport);
    return transport.handleRequest(req, res, body);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) answer(res, 500, String(err));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/mcp`,
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  });
}
