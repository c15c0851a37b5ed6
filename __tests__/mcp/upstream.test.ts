// A stdio server is spawned before the SDK's client loads, with the environment the SDK would
// give it: the variables it deems safe to inherit, plus what the config passes; nothing else of
// the run's environment (a provider key, say) reaches the server. A tool's structured output is
// checked against its output schema, and a fault recorded beside the result.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_INHERITED_ENV_VARS } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/mcp/upstream.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-upstream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stdio MCP server in a few lines of JSON-RPC (no SDK: nothing to load): `prelude` runs at
 * start; each request `m` other than initialize is answered with `answer(m)`. */
const lineServer = (answer: string, prelude = '') => `
${prelude}
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i; (i = buffer.indexOf('\\n')) >= 0; ) {
    const m = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    if (m.id === undefined) continue;
    const result = m.method === 'initialize'
      ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'test', version: '1' } }
      : (${answer})(m);
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n');
  }
});
`;

// Notes its environment, then lists one tool.
const SERVER = lineServer(
  "() => ({ tools: [{ name: 'ping', inputSchema: { type: 'object' } }] })",
  "require('node:fs').writeFileSync(process.argv[2], JSON.stringify(process.env));",
);

describe('a stdio server', () => {
  it("inherits what the SDK passes on, plus the config's env, and lists its tools", async () => {
    writeFileSync(path.join(dir, 'server.cjs'), SERVER);
    const seen = path.join(dir, 'env.json');
    const env = {
      PATH: process.env.PATH,
      HOME: '/home/someone',
      USER: 'someone',
      SHELL: '/bin/sh',
      OPENAI_API_KEY: 'sk-never-passed',
      // A shell function exported as a variable is skipped, as the SDK does.
      TERM: '() { :; }',
    };
    const upstream = await connect(
      { command: process.execPath, args: ['server.cjs', seen], env: { OPS_TOKEN: 't' } },
      { dir, spyUrl: 'http://127.0.0.1:9', env },
    );
    try {
      expect(upstream.tools.map((t) => t.name)).toEqual(['ping']);
      const got = JSON.parse(readFileSync(seen, 'utf8')) as Record<string, string>;
      const inherited = DEFAULT_INHERITED_ENV_VARS.filter(
        (k) => env[k as keyof typeof env] !== undefined && k !== 'TERM',
      );
      expect(Object.keys(got).sort()).toEqual([...inherited, 'OPS_TOKEN'].sort());
      expect(got.HOME).toBe('/home/someone');
      expect(got.OPS_TOKEN).toBe('t');
    } finally {
      await upstream.close();
    }
  });

  it('that cannot be started says so, by its command', async () => {
    await expect(
      connect({ command: path.join(dir, 'no-such-server') }, { dir, spyUrl: 'http://127.0.0.1:9' }),
    ).rejects.toThrow(/no-such-server` could not be started: .*ENOENT/);
  });
});

// One tool with an output schema ({ count: integer }); `count` in the arguments is echoed as the
// structured content, whatever its type.
const TYPED_SERVER = lineServer(`(m) => m.method === 'tools/list'
  ? { tools: [{ name: 'count', inputSchema: { type: 'object' },
      outputSchema: { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] } }] }
  : { content: [{ type: 'text', text: 'counted' }], structuredContent: { count: m.params.arguments.count } }`);

describe('a tool with an output schema', () => {
  it('returns what matches it; a result that does not carries the fault, naming the field', async () => {
    writeFileSync(path.join(dir, 'typed.cjs'), TYPED_SERVER);
    const upstream = await connect(
      { command: process.execPath, args: ['typed.cjs'] },
      { dir, spyUrl: 'http://127.0.0.1:9', env: { PATH: process.env.PATH } },
    );
    try {
      await expect(
        upstream.call('count', { count: 3 }, AbortSignal.timeout(10_000)),
      ).resolves.toEqual({
        text: 'counted',
        isError: false,
        // Kept for the spy's own MCP server to hand an agent's host (spy/serve.ts).
        structuredContent: { count: 3 },
        structured: { status: 'valid' },
      });
      // The server's fault rides beside its result: the model still sees what it returned.
      await expect(
        upstream.call('count', { count: 'three' }, AbortSignal.timeout(10_000)),
      ).resolves.toEqual({
        text: 'counted',
        isError: false,
        structuredContent: { count: 'three' },
        structured: {
          status: 'invalid',
          detail:
            'structuredContent does not match the outputSchema: structuredContent/count must be integer',
        },
      });
    } finally {
      await upstream.close();
    }
  });
});

// Answers tools/call by the `how` argument: a JSON-RPC error -32602 (servers before MCP
// 2025-11-25), an input validation error result (2025-11-25, as the SDK's McpServer words it),
// or the tool's own error (its backend's 404).
const REFUSING_SERVER = `
let buffer = '';
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
const text = (t) => ({ content: [{ type: 'text', text: t }], isError: true });
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i; (i = buffer.indexOf('\\n')) >= 0; ) {
    const m = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    if (m.id === undefined) continue;
    if (m.method === 'initialize')
      send({ id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'test', version: '1' } } });
    else if (m.method === 'tools/list')
      send({ id: m.id, result: { tools: [{ name: 'get', inputSchema: { type: 'object' } }] } });
    else if (m.params.arguments.how === 'jsonrpc')
      send({ id: m.id, error: { code: -32602, message: 'Invalid arguments for tool get: id: Expected string' } });
    else if (m.params.arguments.how === 'result')
      send({ id: m.id, result: text('MCP error -32602: Input validation error: Invalid arguments for tool get: [ { "code": "unrecognized_keys", "keys": ["idd"] } ]') });
    else send({ id: m.id, result: text('GET /clusters/c9 returned HTTP 404: {"error":"not found"}') });
  }
});
`;

describe("a server's answer to arguments it refuses", () => {
  it('is a rejection in both forms the spec has known; a backend error is not', async () => {
    writeFileSync(path.join(dir, 'refusing.cjs'), REFUSING_SERVER);
    const upstream = await connect(
      { command: process.execPath, args: ['refusing.cjs'] },
      { dir, spyUrl: 'http://127.0.0.1:9', env: { PATH: process.env.PATH } },
    );
    const call = (how: string) => upstream.call('get', { how }, AbortSignal.timeout(10_000));
    try {
      await expect(call('jsonrpc')).resolves.toEqual({
        text: 'MCP error -32602: Invalid arguments for tool get: id: Expected string',
        isError: true,
        rejected: true,
      });
      await expect(call('result')).resolves.toMatchObject({ isError: true, rejected: true });
      await expect(call('backend')).resolves.toEqual({
        text: 'GET /clusters/c9 returned HTTP 404: {"error":"not found"}',
        isError: true,
      });
    } finally {
      await upstream.close();
    }
  });
});
