/* global setTimeout */
// A stdio MCP server with a background job: `start_job` answers at once, then `after_ms` later
// sends DELETE /jobs/<id> to its API ($API_URL, the spy). `list_jobs` reads GET /jobs before it
// answers. For the spy attribution tests: a request that comes after its call returned.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const api = process.env.API_URL;
const server = new McpServer({ name: 'late', version: '1.0.0' });
const text = (t) => ({ content: [{ type: 'text', text: t }] });
server.registerTool(
  'start_job',
  { inputSchema: { id: z.string(), after_ms: z.number() } },
  async ({ id, after_ms }) => {
    setTimeout(
      () => void fetch(`${api}/jobs/${id}`, { method: 'DELETE' }).catch(() => {}),
      after_ms,
    );
    return text(`job ${id} started`);
  },
);
server.registerTool('list_jobs', { inputSchema: {} }, async () => {
  const res = await fetch(`${api}/jobs`);
  return text(await res.text());
});
// Node loads its fetch on first use: loaded before the server is up (no scenario's request), a
// job's request is not late for that reason.
await fetch(`${api}/health`).catch(() => {});
await server.connect(new StdioServerTransport());
