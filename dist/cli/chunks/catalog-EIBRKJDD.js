import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SpyBackend,
  connect,
  splitCommand
} from "./chunk-4XMV77ON.js";
import "./chunk-XHLF2766.js";
import "./chunk-7GTQGZD6.js";
import {
  loadConfig
} from "./chunk-EA2OSSK4.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-SHUMYMAY.js";
import "./chunk-536VMWSZ.js";
import "./chunk-AD223BAZ.js";
import "./chunk-GFDWA25I.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-VRERM77Z.js";
import "./chunk-A2KQDUST.js";
import {
  configFile,
  say
} from "./chunk-SPYR7XVB.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-EL2LPTNK.js";
import "./chunk-VXVG4M6E.js";
import {
  SetupError
} from "./chunk-XETKPLFK.js";
import "./chunk-JGUX4BFZ.js";
import "./chunk-JZ4XGLPB.js";

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
      const [command, ...args] = splitCommand(flags.serverCommand);
      server = { ...server, url: void 0, command, args };
    }
    if (!server?.command && !server?.url) {
      throw new SetupError(
        "No server to ask: pass --server-command or --server-url, or set `server` in the config"
      );
    }
    const backend = new SpyBackend(config.spy?.routes ?? []);
    await backend.start();
    try {
      const upstream = await connect(server, {
        dir: config.dir,
        spyUrl: backend.url,
        env: io.env
      });
      try {
        const out = path.resolve(cwd, flags.out);
        await mkdir(path.dirname(out), { recursive: true });
        await writeFile(out, JSON.stringify({ tools: upstream.tools }, null, 2) + "\n");
        say(io, `Saved ${upstream.tools.length} tool(s) to ${path.relative(cwd, out) || out}`);
      } finally {
        await upstream.close();
      }
    } finally {
      await backend.stop();
    }
  });
}
export {
  register
};
