#!/usr/bin/env node
// Entry point: the ops-example MCP server over stdio.
//   OPS_API_URL   base URL of the ops API (required)
//   OPS_READ_ONLY set to 1 to register only the read-only tools
//   OPS_STRICT_ARGS set to 1 to refuse arguments a tool does not name
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServer } from './server.js';

const apiUrl = process.env.OPS_API_URL?.trim();
if (!apiUrl) {
  process.stderr.write(
    'ops-example: OPS_API_URL is not set. Set it to the base URL of the ops API, ' +
      'e.g. OPS_API_URL=http://127.0.0.1:4000\n',
  );
  process.exit(1);
}
try {
  new URL(apiUrl);
} catch {
  process.stderr.write(`ops-example: OPS_API_URL is not a valid URL: ${apiUrl}\n`);
  process.exit(1);
}

const flag = (name: string) =>
  ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());
const server = createServer({
  apiUrl,
  readOnly: flag('OPS_READ_ONLY'),
  strictArgs: flag('OPS_STRICT_ARGS'),
});
await server.connect(new StdioServerTransport());
