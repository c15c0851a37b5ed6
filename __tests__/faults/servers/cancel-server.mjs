/* global setTimeout */
// A stdio MCP server for the cancel tests, started through `sh -c` so that it is a grandchild of
// the run; it starts a helper of its own (a great-grandchild), as a server behind `npx` may. Its
// marker (argv[2]) is in every command line of the tree. `quick` answers at once; `slow` leaves
// a file named after its id in $CANCEL_DIR, then takes `ms` (a minute by default). For a cancel
// mid start-up: with $CANCEL_INIT_MS it leaves `starting` and waits that long before it reads a
// message (initialize included); with $CANCEL_LIST_HANG it leaves `listing` at tools/list and never
// answers it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const marker = process.argv[2] ?? 'no-marker';
spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)', marker], { stdio: 'ignore' });

const server = new McpServer({ name: 'cancel', version: '1.0.0' });
const text = (t) => ({ content: [{ type: 'text', text: t }] });
server.registerTool('quick', { inputSchema: {} }, async () => text('done'));
const slowSchema = { id: z.string(), ms: z.number().optional() };
server.registerTool('slow', { inputSchema: slowSchema }, async ({ id, ms = 60_000 }) => {
  writeFileSync(path.join(process.env.CANCEL_DIR ?? '.', `slow-${id}`), '');
  await new Promise((resolve) => setTimeout(resolve, ms));
  return text(`slow ${id} done`);
});
const here = (name) => writeFileSync(path.join(process.env.CANCEL_DIR ?? '.', name), '');
if (process.env.CANCEL_LIST_HANG)
  server.server.setRequestHandler(ListToolsRequestSchema, () => {
    here('listing');
    return new Promise(() => {});
  });
if (process.env.CANCEL_INIT_MS) {
  here('starting');
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.CANCEL_INIT_MS)));
}
await server.connect(new StdioServerTransport());
