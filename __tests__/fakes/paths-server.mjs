/* global URL */
// A stdio MCP server for the path and GraphQL behaviours: its tools send the API at OPS_API_URL
// requests spelt exactly as the model gives them, as a generic REST or GraphQL MCP server does.
//   api_request {method, path, json?}  the request target as given: `//x`, `..` and escapes
//                                      reach the API as written (no URL parsing on the way)
//   graphql {query, operationName?}    POST /graphql {query, operationName}
import { request } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const api = new URL(process.env.OPS_API_URL ?? 'http://127.0.0.1:9');
const prefix = api.pathname.replace(/\/+$/, '');

/** Sends `target` verbatim; resolves to the answer's status and text, or an error's message. */
function send(method, target, json) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve) => {
    const req = request(
      {
        host: api.hostname,
        port: api.port,
        method,
        path: prefix + target,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: err.message }));
    req.end(body);
  });
}

const str = { type: 'string' };
const TOOLS = [
  {
    name: 'api_request',
    description:
      'Send one request to the items API: an HTTP method, a path and an optional JSON body.',
    inputSchema: {
      type: 'object',
      properties: { method: str, path: str, json: {} },
      required: ['method', 'path'],
    },
  },
  {
    name: 'graphql',
    description: 'Run a GraphQL operation against the items API.',
    inputSchema: {
      type: 'object',
      properties: { query: str, operationName: str },
      required: ['query'],
    },
  },
];

const server = new Server({ name: 'paths', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
  const a = params.arguments ?? {};
  const { status, text } =
    params.name === 'graphql'
      ? await send('POST', '/graphql', { query: a.query, operationName: a.operationName })
      : await send(String(a.method), String(a.path), a.json);
  return {
    content: [{ type: 'text', text: `HTTP ${status}: ${text}` }],
    ...(status >= 200 && status < 300 ? {} : { isError: true }),
  };
});
await server.connect(new StdioServerTransport());
