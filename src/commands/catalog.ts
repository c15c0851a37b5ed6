// mcp-eval catalog: saves a running server's tools/list to a catalog file, so that a corpus can
// run later with no server at all (`catalog:` in the config; stub mode).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../corpus/config.js';
import { type ClientConfig, type ServerConfig } from '../model/config.js';
import { SetupError } from '../errors.js';
import { connect } from '../mcp/upstream.js';
import { splitCommand } from '../run/command-line.js';
import { SpyBackend } from '../spy/backend.js';
import type { Route } from '../model/route.js';
import type { ToolSpec } from '../model/tool.js';
import { configFile, say, type CommandContext, type Io } from './common.js';

interface CatalogFlags {
  config?: string;
  serverCommand?: string;
  serverUrl?: string;
  out: string;
}

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('catalog')
    .description("save the MCP server's tools/list to a catalog file (JSON)")
    .option(
      '-c, --config <file>',
      'config file naming the server (default: mcp-eval.yaml if present)',
    )
    .option('--server-command <command>', 'command that starts the MCP server (stdio)')
    .option('--server-url <url>', 'streamable HTTP URL of the MCP server (loopback only)')
    .option('-o, --out <file>', 'the catalog file to write', 'tools.json')
    .action(async (flags: CatalogFlags) => {
      const { io } = ctx;
      const { cwd } = io;
      const config = await loadConfig(configFile(flags.config, cwd), cwd);
      let server: ServerConfig | undefined = config.server;
      if (flags.serverUrl)
        server = { ...server, command: undefined, args: undefined, url: flags.serverUrl };
      if (flags.serverCommand) {
        const [command, ...args] = splitCommand(flags.serverCommand, '--server-command');
        server = { ...server, url: undefined, command, args };
      }
      if (!server?.command && !server?.url) {
        throw new SetupError(
          'No server to ask: pass --server-command or --server-url, or set `server` in the config',
        );
      }
      // As the run's client declares (`client`): what a server lists may depend on it.
      const tools = await serverTools(
        server,
        config.dir,
        config.spy?.routes ?? [],
        io,
        config.client,
      );
      const out = path.resolve(cwd, flags.out);
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify({ tools }, null, 2) + '\n');
      say(io, `Saved ${tools.length} tool(s) to ${path.relative(cwd, out) || out}`);
    });
}

/** The server's tools/list: started (its API pointed at a spy backend answering from `routes`,
 * for ${spy.url}), asked and stopped. Shared by `catalog` and `init`. */
export async function serverTools(
  server: ServerConfig,
  dir: string,
  routes: Route[],
  io: Io,
  client?: ClientConfig,
): Promise<ToolSpec[]> {
  const backend = new SpyBackend(routes);
  await backend.start();
  try {
    const upstream = await connect(server, { dir, spyUrl: backend.url, env: io.env, client });
    try {
      return upstream.tools;
    } finally {
      await upstream.close();
    }
  } finally {
    await backend.stop();
  }
}
