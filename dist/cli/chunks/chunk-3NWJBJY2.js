import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SpyBackend,
  connect,
  splitCommand
} from "./chunk-X37PB5QE.js";
import {
  loadConfig
} from "./chunk-7B75NLNL.js";
import {
  configFile,
  say
} from "./chunk-76AO3HOH.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";

// src/commands/catalog.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
function register(program, ctx) {
  program.command("catalog").description("save the MCP server's tools/list to a catalog file (JSON)").option(
    "-c, --config <file>",
    "config file naming the server (default: mcp-eval.yaml if present)"
  ).option("--server-command <command>", "command that starts the MCP server (stdio)").option("--server-url <url>", "streamable HTTP URL of the MCP server (loopback only)").option("-o, --out <file>", "the catalog file to write", "tools.json").action(async (flags) => {
    const { io } = ctx;
    const { cwd } = io;
    const config = await loadConfig(configFile(flags.config, cwd), cwd);
    let server = config.server;
    if (flags.serverUrl)
      server = { ...server, command: void 0, args: void 0, url: flags.serverUrl };
    if (flags.serverCommand) {
      const [command, ...args] = splitCommand(flags.serverCommand, "--server-command");
      server = { ...server, url: void 0, command, args };
    }
    if (!server?.command && !server?.url) {
      throw new SetupError(
        "No server to ask: pass --server-command or --server-url, or set `server` in the config"
      );
    }
    const tools = await serverTools(
      server,
      config.dir,
      config.spy?.routes ?? [],
      io,
      config.client
    );
    const out = path.resolve(cwd, flags.out);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, JSON.stringify({ tools }, null, 2) + "\n");
    say(io, `Saved ${tools.length} tool(s) to ${path.relative(cwd, out) || out}`);
  });
}
async function serverTools(server, dir, routes, io, client) {
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

export {
  register,
  serverTools
};
