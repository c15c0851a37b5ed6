// The bundled example server (examples/server), driven through the real SDK client over stdio
// against a loopback HTTP backend that records every request.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'examples/server/dist/index.js');

interface Seen {
  method: string;
  path: string;
  body: string;
}
interface Reply {
  status: number;
  json: unknown;
}

const PROD = { id: 'c1', name: 'prod', region: 'eu-west-1', nodes: 5 };
const STAGING = { id: 'c2', name: 'staging', region: 'eu-central-1', nodes: 3 };

function route(method: string, p: string): Reply {
  if (method === 'GET' && p === '/clusters') return { status: 200, json: [PROD, STAGING] };
  if (method === 'GET' && p === '/clusters/c1') return { status: 200, json: PROD };
  if (method === 'GET' && /^\/clusters\/[^/]+\/status$/.test(p))
    return { status: 200, json: { state: 'running' } };
  if (method === 'POST' && p === '/clusters') return { status: 201, json: { id: 'c3' } };
  if (method === 'POST' && /^\/clusters\/[^/]+\/restart$/.test(p))
    return { status: 202, json: { ok: true } };
  if (method === 'DELETE' && /^\/clusters\/[^/]+$/.test(p))
    return { status: 202, json: { ok: true } };
  return { status: 404, json: { error: 'cluster not found' } };
}

const seen: Seen[] = [];
let failWith: Reply | undefined;
const backend = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const p = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const method = req.method ?? 'GET';
    seen.push({ method, path: p, body });
    const reply = failWith ?? route(method, p);
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.json));
  });
});

let apiUrl = '';
const clients: Client[] = [];

async function connect(env: Record<string, string> = {}): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [ENTRY],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', OPS_API_URL: apiUrl, ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'example-server-test', version: '0.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = result.content as { type: string; text?: string }[];
  return content.map((c) => c.text ?? '').join('\n');
}

let client: Client;

beforeAll(async () => {
  if (!existsSync(ENTRY)) {
    execFileSync('npx', ['tsc', '-p', 'examples/server/tsconfig.json'], { cwd: ROOT });
  }
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  client = await connect();
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await new Promise<void>((resolve) => backend.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
  failWith = undefined;
});

describe('example server (ops-example)', () => {
  it('lists every tool with an input schema and a description', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'cluster_status',
      'create_cluster',
      'delete_cluster',
      'get_cluster',
      'list_clusters',
      'restart_cluster',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(20);
      expect(tool.inputSchema.type).toBe('object');
    }
    const create = tools.find((t) => t.name === 'create_cluster');
    expect(create?.inputSchema.required).toEqual(['name', 'region']);
    expect(client.getServerVersion()?.name).toBe('ops-example');
  });

  it('registers only the read-only tools when OPS_READ_ONLY=1', async () => {
    const readOnly = await connect({ OPS_READ_ONLY: '1' });
    const { tools } = await readOnly.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'cluster_status',
      'get_cluster',
      'list_clusters',
      'search_docs',
    ]);
    const result = await readOnly.callTool({ name: 'delete_cluster', arguments: { id: 'c1' } });
    expect(result.isError).toBe(true);
    expect(seen).toEqual([]);
  });

  it('drops an unknown field by default, and refuses it when OPS_STRICT_ARGS=1', async () => {
    const lax = await client.callTool({
      name: 'get_cluster',
      arguments: { id: 'c1', verbose: true },
    });
    expect(lax.isError).toBeFalsy();
    const strict = await connect({ OPS_STRICT_ARGS: '1' });
    const { tools } = await strict.listTools();
    expect(tools.find((t) => t.name === 'get_cluster')?.inputSchema.additionalProperties).toBe(
      false,
    );
    seen.length = 0;
    const refused = await strict.callTool({
      name: 'get_cluster',
      arguments: { id: 'c1', verbose: true },
    });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^MCP error -32602: Input validation error: .*"verbose"/);
    expect(seen).toEqual([]);
  });

  it('maps the read tools to GET requests', async () => {
    const list = await client.callTool({ name: 'list_clusters', arguments: {} });
    expect(JSON.parse(text(list))).toEqual([PROD, STAGING]);
    await client.callTool({ name: 'get_cluster', arguments: { id: 'c1' } });
    await client.callTool({ name: 'cluster_status', arguments: { id: 'c2' } });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /clusters',
      'GET /clusters/c1',
      'GET /clusters/c2/status',
    ]);
  });

  it('creates a cluster with a JSON body', async () => {
    const result = await client.callTool({
      name: 'create_cluster',
      arguments: { name: 'batch', region: 'eu-west-1', nodes: 3 },
    });
    expect(result.isError).toBeFalsy();
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].path).toBe('/clusters');
    expect(JSON.parse(seen[0].body)).toEqual({ name: 'batch', region: 'eu-west-1', nodes: 3 });
  });

  it('passes labels on, a list of key/value objects', async () => {
    const labels = [{ key: 'team', value: 'data' }];
    await client.callTool({
      name: 'create_cluster',
      arguments: { name: 'batch', region: 'eu-west-1', labels },
    });
    expect(JSON.parse(seen[0].body)).toEqual({ name: 'batch', region: 'eu-west-1', labels });
  });

  it('answers an unconfirmed delete with a preflight and sends no DELETE', async () => {
    const result = await client.callTool({ name: 'delete_cluster', arguments: { id: 'c1' } });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toMatch(/^preflight:/);
    expect(text(result)).toContain('prod');
    expect(text(result)).toContain('confirm: true');
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /clusters/c1']);
  });

  it('sends DELETE only when the delete is confirmed', async () => {
    const result = await client.callTool({
      name: 'delete_cluster',
      arguments: { id: 'c1', confirm: true },
    });
    expect(result.isError).toBeFalsy();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /clusters/c1']);
  });

  it('restarts only when confirmed', async () => {
    const preflight = await client.callTool({ name: 'restart_cluster', arguments: { id: 'c1' } });
    expect(text(preflight)).toMatch(/^preflight:/);
    await client.callTool({ name: 'restart_cluster', arguments: { id: 'c1', confirm: true } });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /clusters/c1',
      'POST /clusters/c1/restart',
    ]);
  });

  it('searches the docs without any HTTP request', async () => {
    const result = await client.callTool({
      name: 'search_docs',
      arguments: { query: 'restart downtime' },
    });
    const hits = JSON.parse(text(result)) as { title: string; snippet: string }[];
    expect(hits[0].title).toBe('Restarting a cluster');
    expect(hits[0].snippet).toContain('rolling');
    expect(seen).toEqual([]);
  });

  it('turns an HTTP error from the backend into isError with the status and body', async () => {
    failWith = { status: 500, json: { error: 'backend exploded' } };
    const result = await client.callTool({ name: 'list_clusters', arguments: {} });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('500');
    expect(text(result)).toContain('backend exploded');
  });

  it('reports a missing cluster (404) as an error and a failed preflight deletes nothing', async () => {
    const result = await client.callTool({ name: 'delete_cluster', arguments: { id: 'nope' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('404');
    expect(seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('exits 1 with a clear message when OPS_API_URL is missing', () => {
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, [ENTRY], {
        env: { PATH: process.env.PATH ?? '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (err) {
      const e = err as { status: number; stderr: Buffer };
      status = e.status;
      stderr = e.stderr.toString();
    }
    expect(status).toBe(1);
    expect(stderr).toContain('OPS_API_URL');
  });
});
