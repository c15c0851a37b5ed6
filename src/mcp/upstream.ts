// The server under test, reached over stdio or streamable HTTP; or a saved catalog instead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { DEFAULT_INHERITED_ENV_VARS } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import { SetupError } from '../errors.js';
import type { ToolSpec } from '../model/tool.js';
import { ChildProcessTransport } from './child.js';
import { isLoopback } from './loopback.js';
import { DEFAULTS } from '../model/defaults.js';
import { fillServerText, type PlaceholderValues } from '../model/placeholders.js';

export interface CallOutcome {
  text: string;
  isError: boolean;
}

/** What the spy proxy forwards to: the real server, or a catalog that only lists tools. */
export interface Upstream {
  readonly tools: ToolSpec[];
  readonly live: boolean;
  call(tool: string, args: Record<string, Json>, signal: AbortSignal): Promise<CallOutcome>;
  /** Why the server is gone (it exited), or undefined while it runs. */
  gone(): string | undefined;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Folder the server's command runs in unless `cwd` says otherwise. */
  dir: string;
  /** Substituted for ${spy.url} (and its port for ${spy.port}) in the server's fields. */
  spyUrl: string;
  /** The run's environment, where a stdio server's PATH, HOME, ... come from (process.env when
   * absent); nothing else of it is passed on. */
  env?: NodeJS.ProcessEnv;
}

/** The variables a server inherits, as the SDK's getDefaultEnvironment() picks them, from `env`. */
function inherited(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of DEFAULT_INHERITED_ENV_VARS) {
    const value = env[key];
    // A shell function exported as a variable is skipped, as the SDK does.
    if (value !== undefined && !value.startsWith('()')) out[key] = value;
  }
  return out;
}

export async function connect(written: ServerConfig, opts: ConnectOptions): Promise<Upstream> {
  const server = fillServer(written, { spyUrl: opts.spyUrl, env: opts.env ?? process.env });
  const client = new Client({ name: 'mcp-eval', version: '0.1.0' });
  const timeout = (server.startup_timeout ?? DEFAULTS.startupTimeout) * 1000;
  if (server.url) {
    const url = new URL(server.url);
    if (!isLoopback(url.hostname) && !server.allow_remote) {
      throw new SetupError(
        `Refusing to reach the MCP server at ${url.origin}: not a loopback address. ` +
          'Set `server.allow_remote: true` to allow it.',
      );
    }
    const transport = new StreamableHTTPClientTransport(url, {
      requestInit: { headers: server.headers },
    });
    try {
      await client.connect(transport, { timeout });
    } catch (err) {
      throw new SetupError(
        `The MCP server at ${written.url} did not answer initialize: ${message(err)}`,
      );
    }
    // A client should end its HTTP session explicitly, or a long-running server keeps it.
    return live(client, () => transport.terminateSession().catch(() => undefined));
  }
  if (!server.command)
    throw new SetupError('The config names no server (`server.command` or `server.url`)');
  const transport = new ChildProcessTransport({
    command: server.command,
    args: server.args ?? [],
    env: { ...inherited(opts.env ?? process.env), ...server.env },
    cwd: path.resolve(opts.dir, server.cwd ?? '.'),
  });
  try {
    await client.connect(transport, { timeout });
  } catch (err) {
    await transport.close().catch(() => undefined);
    const why = transport.running
      ? `did not answer initialize (${message(err)})`
      : transport.describeExit();
    throw new SetupError(`The MCP server \`${commandLine(written)}\` ${why}`);
  }
  return live(client, undefined, () =>
    transport.running
      ? undefined
      : `The MCP server \`${commandLine(written)}\` ${transport.describeExit()}`,
  );
}

const commandLine = (server: ServerConfig) => [server.command, ...(server.args ?? [])].join(' ');

async function live(
  client: Client,
  end?: () => Promise<unknown>,
  gone: () => string | undefined = () => undefined,
): Promise<Upstream> {
  const tools: ToolSpec[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined);
    tools.push(...page.tools.map(toSpec));
    cursor = page.nextCursor;
  } while (cursor);
  return {
    tools,
    live: true,
    async call(tool, args, signal) {
      const result = (await client.callTool({ name: tool, arguments: args }, undefined, {
        signal,
      })) as CallToolResult;
      return { text: resultText(result), isError: result.isError === true };
    },
    gone,
    close: async () => {
      await end?.();
      await client.close();
    },
  };
}

/** A saved tool list: a JSON array of tools, or a `tools/list` result ({ tools: [...] }). */
export async function loadCatalog(file: string): Promise<Upstream> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new SetupError(`Cannot read the catalog ${file}: ${message(err)}`);
  }
  const list = Array.isArray(data) ? data : (data as { tools?: unknown })?.tools;
  if (!Array.isArray(list) || list.some((t) => typeof t?.name !== 'string')) {
    throw new SetupError(
      `${file}: a catalog is a JSON array of tools ({name, description, inputSchema}) or { "tools": [...] }`,
    );
  }
  return {
    tools: list.map(toSpec),
    live: false,
    call: () => Promise.reject(new Error('no server behind this catalog: use mode: stub')),
    gone: () => undefined,
    close: async () => undefined,
  };
}

function toSpec(t: { name: string; description?: string; inputSchema?: unknown }): ToolSpec {
  return {
    name: t.name,
    description: t.description,
    inputSchema: (t.inputSchema as Record<string, unknown>) ?? { type: 'object', properties: {} },
  };
}

export function resultText(result: CallToolResult): string {
  const parts = (result.content ?? []).map((c) => (c.type === 'text' ? c.text : JSON.stringify(c)));
  if (parts.length === 0 && result.structuredContent) {
    return JSON.stringify(result.structuredContent);
  }
  return parts.join('\n');
}

/** The server's fields with their placeholders filled: ${spy.url}, ${spy.port}, ${env:NAME}. */
function fillServer(server: ServerConfig, values: PlaceholderValues): ServerConfig {
  const fill = (s: string) => {
    try {
      return fillServerText(s, values);
    } catch (err) {
      throw new SetupError(`The server config: ${message(err)}`);
    }
  };
  const each = (o: Record<string, string> | undefined) =>
    o && Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fill(v)]));
  return {
    ...server,
    command: server.command && fill(server.command),
    args: server.args?.map(fill),
    env: each(server.env),
    url: server.url && fill(server.url),
    cwd: server.cwd && fill(server.cwd),
    headers: each(server.headers),
  };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
