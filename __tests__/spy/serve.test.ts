// The spy's own MCP server lists each tool as the catalog (or server) declared it; a value an
// MCP client would refuse, from a hand-written catalog, is left out rather than the whole list.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, expect, it } from 'vitest';
import { loadCatalog } from '../../src/mcp/catalog.js';
import { SpyProxy } from '../../src/spy/proxy.js';
import { serveProxy } from '../../src/spy/serve.js';
import { cleanup, tempDir } from '../integration/helpers.js';

afterEach(cleanup);

it("lists a catalog's metadata to the host, leaving out only what a client would refuse", async () => {
  const file = path.join(tempDir('catalog'), 'tools.json');
  const inputSchema = { type: 'object' };
  writeFileSync(
    file,
    JSON.stringify([
      {
        name: 'delete_item',
        title: 'Delete item',
        inputSchema,
        annotations: { destructiveHint: true, 'x-vendor': 1 }, // sent; the SDK's client drops keys it does not know
        outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
        icons: [{ src: 'https://example.com/d.png' }],
        execution: { taskSupport: 'required' },
      },
      {
        name: 'odd',
        inputSchema,
        annotations: { readOnlyHint: 'yes' },
        outputSchema: { type: 'array' },
        icons: [{ nosrc: true }],
      },
    ]),
  );
  const proxy = new SpyProxy(await loadCatalog(file));
  proxy.begin('stub');
  const signal = new AbortController().signal;
  const served = await serveProxy(proxy, () => ({ turn: 0, signal }));
  const client = new Client({ name: 'host', version: '1' });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const { tools } = await client.listTools();
    expect(tools).toEqual([
      {
        name: 'delete_item',
        title: 'Delete item',
        inputSchema,
        annotations: { destructiveHint: true },
        outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
        icons: [{ src: 'https://example.com/d.png' }],
      },
      { name: 'odd', inputSchema },
    ]);
    // A stub that is no JSON object gives no structured content: the host's client says so, as
    // it would of a server that sent none.
    proxy.expect([{ tool: 'delete_item', stub: 'done' }]);
    await expect(client.callTool({ name: 'delete_item', arguments: {} })).rejects.toThrow(
      /did not return structured content/,
    );
  } finally {
    await client.close();
    await served.close();
  }
});
