// What @modelcontextprotocol/server-filesystem declares about its tools (title, annotations,
// output schema) survives: into a catalog, into report.json, into the tools diff of a comparison
// (a flipped destructiveHint is named), and into the spy's own tools/list an agent's host sees.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { connect } from '../../src/mcp/upstream.js';
import type { Report } from '../../src/model/report.js';
import { SpyProxy } from '../../src/spy/proxy.js';
import { serveProxy } from '../../src/spy/serve.js';
import { runCli } from '../commands/run-cli.js';
import { cleanup, corpusFile, run, SERVERS, stdioServer, tempDir } from './helpers.js';

afterEach(cleanup);

/** What server-filesystem (2026.8.31) declares for write_file. */
const WRITE_FILE = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
  openWorldHint: false,
};

const STUB_CORPUS = () =>
  corpusFile(`scenarios:
  - id: list
    mode: stub
    prompt: List the folder.
    expect: { calls: [{ tool: list_directory, stub: "[FILE] a.txt" }] }
`);

describe("server-filesystem's tool metadata", () => {
  it('is kept by the catalog command, and by a run on that catalog', async () => {
    const root = tempDir('fs');
    const dir = tempDir('catalog');
    writeFileSync(
      path.join(dir, 'mcp-eval.yaml'),
      stringify({ server: stdioServer(SERVERS.filesystem, [root]) }),
    );
    const r = await runCli(['catalog', '-o', 'tools.json'], dir);
    expect(r.code).toBe(0);
    const { tools } = JSON.parse(readFileSync(path.join(dir, 'tools.json'), 'utf8')) as {
      tools: Record<string, unknown>[];
    };
    const tool = (name: string) => tools.find((t) => t.name === name);
    expect(tool('write_file')).toMatchObject({
      title: 'Write File',
      annotations: WRITE_FILE,
      outputSchema: { type: 'object' },
    });
    expect(tool('read_text_file')?.annotations).toEqual({
      readOnlyHint: true,
      openWorldHint: false,
    });
    // Every tool of this server declares its hints and an output schema.
    expect(tools.filter((t) => !t.annotations || !t.outputSchema)).toEqual([]);

    // A run on the catalog alone (no server) records them as the live server's run does.
    const { written } = await run({
      catalog: path.join(dir, 'tools.json'),
      corpus: [STUB_CORPUS()],
    });
    expect(written.tools?.find((t) => t.name === 'write_file')).toMatchObject({
      title: 'Write File',
      annotations: WRITE_FILE,
      outputSchemaHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it('is in report.json, and a comparison names a flipped destructiveHint', async () => {
    const root = tempDir('fs');
    const { written } = await run({
      server: stdioServer(SERVERS.filesystem, [root]),
      corpus: [STUB_CORPUS()],
    });
    const record = written.tools?.find((t) => t.name === 'write_file');
    expect(record).toMatchObject({
      name: 'write_file',
      title: 'Write File',
      annotations: WRITE_FILE,
      schemaHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      outputSchemaHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // Schemas by hash: the record stays small.
    expect(JSON.stringify(record).length).toBeLessThan(600);

    const head = structuredClone(written) as Report;
    const flipped = head.tools?.find((t) => t.name === 'write_file');
    if (!flipped?.annotations) throw new Error('no annotations recorded');
    flipped.annotations.destructiveHint = false;
    const dir = tempDir('compare');
    writeFileSync(path.join(dir, 'base.json'), JSON.stringify(written));
    writeFileSync(path.join(dir, 'head.json'), JSON.stringify(head));
    const r = await runCli(['compare', 'base.json', 'head.json', '--out', 'out'], dir);
    expect(r.code).toBe(0);
    const compared = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as Report;
    expect(compared.comparison?.tools).toEqual({
      added: [],
      removed: [],
      changed: [
        {
          name: 'write_file',
          schemaChanged: false,
          annotations: [{ hint: 'destructiveHint', base: true, head: false }],
        },
      ],
    });
    expect(readFileSync(path.join(dir, 'out/report.md'), 'utf8')).toContain(
      '- ✏️ `write_file`: destructiveHint true → false',
    );
  });

  it("reaches an agent's host through the spy's tools/list, and structured results with it", async () => {
    const root = tempDir('fs');
    const upstream = await connect(stdioServer(SERVERS.filesystem, [root]), {
      dir: root,
      spyUrl: 'http://127.0.0.1:9',
    });
    const proxy = new SpyProxy(upstream);
    proxy.begin('live');
    const signal = new AbortController().signal;
    const served = await serveProxy(proxy, () => ({ turn: 0, signal }));
    const client = new Client({ name: 'host', version: '1' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(upstream.tools.map((t) => t.name));
      for (const t of tools) {
        const real = upstream.tools.find((u) => u.name === t.name);
        expect(t.annotations, t.name).toEqual(real?.annotations);
        expect(t.outputSchema, t.name).toEqual(real?.outputSchema);
        expect(t.title, t.name).toBe(real?.title);
        // The spy runs no tasks: it says so by leaving `execution` out.
        expect(t.execution).toBeUndefined();
      }
      // The SDK's client refuses a result without structured content from a tool that declares
      // an output schema: the server's own reaches the host.
      const result = await client.callTool({ name: 'list_allowed_directories', arguments: {} });
      expect(result.isError).toBeFalsy();
      expect(JSON.stringify(result.structuredContent)).toContain(path.basename(root));
      expect(proxy.takeCalls()).toMatchObject([{ tool: 'list_allowed_directories' }]);
      // In stub mode the stub is the structured result.
      proxy.begin('stub');
      proxy.expect([{ tool: 'get_file_info', stub: { content: 'size: 14' } }]);
      const stubbed = await client.callTool({ name: 'get_file_info', arguments: { path: 'x' } });
      expect(stubbed.structuredContent).toEqual({ content: 'size: 14' });
    } finally {
      await client.close();
      await served.close();
      await proxy.close();
    }
  });
});
