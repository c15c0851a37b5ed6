/* global setTimeout, URL */
// A stdio MCP server whose tools leave background work behind: they answer at once, and
// `after_ms` later (the scripted model picks it) send their API at OPS_API_URL a request of
// their own, as a job queue or a cache refresher does. For the spy attribution behaviours.
//   start_job {id, after_ms?}      answers "started", then DELETE /jobs/<id> (the job's cleanup)
//   refresh_cache {id, after_ms?}  answers "refreshing", then GET /jobs/<id> (a read)
//   list_jobs {}                   GET /jobs before it answers; nothing in the background
import { request } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const api = new URL(process.env.OPS_API_URL ?? 'http://127.0.0.1:9');
const prefix = api.pathname.replace(/\/+$/, '');

/** One request to the API; resolves to the answer's text (an error's message), never rejects. */
function send(method, target) {
  return new Promise((resolve) => {
    const req = request(
      { host: api.hostname, port: api.port, method, path: prefix + target },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', (err) => resolve(err.message));
    req.end();
  });
}

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const later = (ms, method, target) => setTimeout(() => void send(method, target), ms ?? 0);
const job = { id: z.string(), after_ms: z.number().int().min(0).optional() };

const server = new McpServer({ name: 'background', version: '1.0.0' });
server.registerTool(
  'start_job',
  {
    description: 'Start the cleanup job with this id; it runs in the background.',
    inputSchema: job,
  },
  async ({ id, after_ms }) => {
    later(after_ms, 'DELETE', `/jobs/${encodeURIComponent(id)}`);
    return text(`job ${id} started`);
  },
);
server.registerTool(
  'refresh_cache',
  {
    description: 'Refresh the cached state of the job with this id, in the background.',
    inputSchema: job,
  },
  async ({ id, after_ms }) => {
    later(after_ms, 'GET', `/jobs/${encodeURIComponent(id)}`);
    return text(`refreshing job ${id}`);
  },
);
server.registerTool('list_jobs', { description: 'List the jobs.', inputSchema: {} }, async () =>
  text(await send('GET', '/jobs')),
);
await server.connect(new StdioServerTransport());
