// The server under test, reached over stdio or streamable HTTP; or a saved catalog instead.
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { ClientConfig, ServerConfig } from '../model/config.js';
import { CancelledError, errorMessage, SetupError } from '../errors.js';
import { ChildProcessTransport, DEFAULT_MESSAGE_BYTES } from './child.js';
import type { Upstream } from './types.js';
import { isLoopback } from './loopback.js';
import { keptSession } from './session.js';
import { LazySchemaValidator } from './validator.js';
import { Askers } from './asks.js';
import { DEFAULTS } from '../model/defaults.js';
import { fillServerText, type PlaceholderValues } from '../model/placeholders.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { isTimeout, live, type Limits } from './live.js';
import { answerElicitation, elicitationCapability } from './elicitation.js';
import { answerRoots } from './roots.js';

/** How long the DELETE that ends an HTTP session is waited for: in a run, once cancelled. */
const END_MS = 5000;
const CANCELLED_END_MS = 500;

export type { CallOutcome, Upstream } from './types.js';

/** A saved tool list instead of a server. */
export const loadCatalog = async (file: string): Promise<Upstream> =>
  (await import('./catalog.js')).loadCatalog(file);

/** What the client declares that lets a server ask it something during a call (elicitation,
 * sampling): such a request goes to the call in flight (asks.ts). */
export function serverAsks(config: ClientConfig = {}) {
  return {
    elicitation: elicitationCapability(config.elicitation),
    sampling: config.sampling !== undefined && config.sampling !== 'off',
  };
}

/** The SDK's client and what drives it. It declares what `client` asks (nothing by default)
 * and answers the server's requests. */
async function clientSide(config: ClientConfig = {}) {
  const validator = new LazySchemaValidator();
  const { elicitation, sampling } = serverAsks(config);
  const client = new Client(
    { name: 'mcp-eval', version: '0.1.0' },
    {
      jsonSchemaValidator: validator,
      capabilities: {
        ...(elicitation ? { elicitation } : {}),
        ...(sampling ? { sampling: {} } : {}),
        ...(config.roots ? { roots: {} } : {}),
      },
    },
  );
  const askers = new Askers();
  if (elicitation) answerElicitation(client, askers);
  if (sampling) (await import('./sampling.js')).answerSampling(client, () => askers.current);
  if (config.roots) answerRoots(client, config.roots);
  return { client, validator, live, isTimeout, askers };
}

/** What a stdio server inherits of the environment: the SDK's choice (its
 * DEFAULT_INHERITED_ENV_VARS, which __tests__/mcp/upstream.test.ts holds this to), named here so
 * that spawning does not wait for the SDK to load. */
const INHERITED_ENV_VARS =
  process.platform === 'win32'
    ? [
        'APPDATA',
        'HOMEDRIVE',
        'HOMEPATH',
        'LOCALAPPDATA',
        'PATH',
        'PROCESSOR_ARCHITECTURE',
        'SYSTEMDRIVE',
        'SYSTEMROOT',
        'TEMP',
        'USERNAME',
        'USERPROFILE',
        'PROGRAMFILES',
      ]
    : ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'];

export interface ConnectOptions {
  /** Folder the server's command runs in unless `cwd` says otherwise. */
  dir: string;
  /** Substituted for ${spy.url} (and its port for ${spy.port}) in the server's fields. */
  spyUrl: string;
  /** The run's environment, where a stdio server's PATH, HOME, ... come from (process.env when
   * absent); nothing else of it is passed on. */
  env?: NodeJS.ProcessEnv;
  /** Told what the server did wrong without ending the run (lines on stdout that are not
   * JSON-RPC). */
  warn?: (message: string) => void;
  /** Aborts this start-up: initialize and tools/list stop waiting at once and the server goes
   * (a CancelledError). */
  signal?: AbortSignal;
  /** The run's cancel (`signal` when absent): once aborted, the server is ended without the
   * polite wait, whenever it is closed. */
  cancel?: AbortSignal;
  /** What the client declares (the config's `client`): nothing when absent. */
  client?: ClientConfig;
}

/** The variables a server inherits, as the SDK's getDefaultEnvironment() picks them, from `env`. */
function inherited(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of INHERITED_ENV_VARS) {
    const value = env[key];
    // A shell function exported as a variable is skipped, as the SDK does.
    if (value !== undefined && !value.startsWith('()')) out[key] = value;
  }
  return out;
}

export async function connect(written: ServerConfig, opts: ConnectOptions): Promise<Upstream> {
  const { signal } = opts;
  const cancel = opts.cancel ?? signal;
  // Cancelled before it began: nothing is spawned only to be killed.
  if (signal?.aborted) throw new CancelledError(signal);
  const server = fillServer(written, { spyUrl: opts.spyUrl, env: opts.env ?? process.env });
  const timeout = (server.startup_timeout ?? DEFAULTS.startupTimeout) * 1000;
  const limits: Limits = {
    timeout,
    resultBytes: server.max_result_bytes ?? DEFAULTS.maxResultBytes,
    signal,
  };
  /** The cancel's error in place of whatever the abort made of the request. */
  const cancelled = (err: unknown) => (signal?.aborted ? new CancelledError(signal) : err);
  if (server.url) {
    const url = new URL(server.url);
    if (!isLoopback(url.hostname) && !server.allow_remote) {
      throw new SetupError(
        `Refusing to reach the MCP server at ${url.origin}: not a loopback address. ` +
          'Set `server.allow_remote: true` to allow it.',
      );
    }
    const [
      { StreamableHTTPClientTransport, StreamableHTTPError },
      { client, validator, live, askers },
    ] = await Promise.all([
      import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
      clientSide(opts.client),
    ]);
    const name = `The MCP server at ${written.url}`;
    const open = async () => {
      const session = new StreamableHTTPClientTransport(url, {
        requestInit: { headers: server.headers },
      });
      await client.connect(session, { timeout, signal });
      return session;
    };
    let transport: InstanceType<typeof StreamableHTTPClientTransport>;
    try {
      transport = await open();
    } catch (err) {
      await client.close().catch(() => undefined);
      if (signal?.aborted) throw new CancelledError(signal);
      throw new SetupError(`${name} did not answer initialize: ${errorMessage(err)}`);
    }
    // A client should end its HTTP session explicitly, or a long-running server keeps it. One
    // that does not answer the DELETE gets 5 s, and half a second once the run is cancelled
    // (also when the cancel comes while the run waits for it).
    const end = async () => {
      const ending = transport.terminateSession().catch(() => undefined);
      const done = new AbortController();
      const wait = (ms: number) => delay(ms, undefined, { signal: done.signal }).catch(() => {});
      const cancelled = cancel?.aborted
        ? Promise.resolve()
        : cancel && once(cancel, 'abort', { signal: done.signal });
      const cut = cancelled?.then(
        () => wait(CANCELLED_END_MS),
        () => {},
      );
      await Promise.race([ending, wait(END_MS), ...(cut ? [cut] : [])]);
      done.abort();
    };
    let upstream;
    try {
      upstream = await live(client, name, limits, {
        end,
        validator,
        askers,
        optionalTasks: opts.client?.tasks?.optional,
      });
    } catch (err) {
      await end();
      await client.close().catch(() => undefined);
      throw cancelled(err);
    }
    return keptSession(upstream, name, {
      // The spec's sign of a session the server ended: 404 to a request that carried its id.
      lost: (err) =>
        err instanceof StreamableHTTPError && err.code === 404 && transport.sessionId !== undefined,
      failed: (err) => err instanceof StreamableHTTPError || err instanceof TypeError,
      renew: async () => {
        await client.close().catch(() => undefined);
        try {
          transport = await open();
        } catch (err) {
          throw new Error(`initialize was not answered: ${errorMessage(err)}`, { cause: err });
        }
      },
      warn: opts.warn,
    });
  }
  if (!server.command)
    throw new SetupError('The config names no server (`server.command` or `server.url`)');
  const name = `The MCP server \`${commandLine(written)}\``;
  let noisy = false;
  const transport = new ChildProcessTransport({
    command: server.command,
    args: server.args ?? [],
    env: { ...inherited(opts.env ?? process.env), ...server.env },
    cwd: path.resolve(opts.dir, server.cwd ?? '.'),
    // Room for a result at the limit even when JSON escapes double it; past this, cut unread.
    maxMessageBytes: Math.max(DEFAULT_MESSAGE_BYTES, 4 * limits.resultBytes),
    cancel,
    onNoise: (line) => {
      // Once per server process: a server that prints on every call would flood the log.
      if (noisy) return;
      noisy = true;
      opts.warn?.(
        `${name} wrote a line to stdout that is not JSON-RPC (skipped; logs belong on stderr): ${line.slice(0, 200)}`,
      );
    },
  });
  const { client, validator, live, isTimeout, askers } = await clientSide(opts.client).catch(
    async (err: unknown) => {
      await transport.close();
      throw err;
    },
  );
  try {
    await client.connect(transport, { timeout, signal });
  } catch (err) {
    // Asked before close(), which ends the server either way.
    const hung = transport.running;
    await transport.close().catch(() => undefined);
    if (signal?.aborted) throw new CancelledError(signal);
    const why = !hung
      ? (await transport.stderrRead(), transport.describeExit())
      : isTimeout(err)
        ? `did not answer initialize within ${timeout / 1000} s (server.startup_timeout)`
        : `did not answer initialize (${errorMessage(err)})`;
    throw new SetupError(`${name} ${why}`);
  }
  const gone = () => (transport.running ? undefined : `${name} ${transport.describeExit()}`);
  try {
    // A server that died mid-call: its last stderr lines may come after its exit.
    const settle = () => (transport.running ? Promise.resolve() : transport.stderrRead());
    return await live(client, name, limits, {
      gone,
      settle,
      validator,
      askers,
      optionalTasks: opts.client?.tasks?.optional,
    });
  } catch (err) {
    await transport.close().catch(() => undefined);
    throw cancelled(err);
  }
}

const commandLine = (server: ServerConfig) => [server.command, ...(server.args ?? [])].join(' ');

/** The server's fields with their placeholders filled: ${spy.url}, ${spy.port}, ${env:NAME}. */
function fillServer(server: ServerConfig, values: PlaceholderValues): ServerConfig {
  const fill = (s: string) => {
    try {
      return fillServerText(s, values);
    } catch (err) {
      throw new SetupError(`The server config: ${errorMessage(err)}`);
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
