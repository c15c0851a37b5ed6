import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  version
} from "./chunk-P27JS6WB.js";
import {
  Command,
  processIo,
  redacting
} from "./chunk-C5KN43QK.js";
import "./chunk-63R6JSCH.js";
import "./chunk-W6OLGDVE.js";
import {
  SetupError
} from "./chunk-UYY5AXPK.js";
import "./chunk-4FMHH3XZ.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-7RQSO3IO.js";
import "./chunk-ND5SJFJS.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";

// src/commands/main.ts
var SUBCOMMANDS = {
  run: () => import("./run-67XP7WCM.js"),
  validate: () => import("./validate-EFHETYFD.js"),
  score: () => import("./score-U53HUOUK.js"),
  import: () => import("./import-2NGE77LJ.js"),
  catalog: () => import("./catalog-H65JP3FN.js"),
  compare: () => import("./compare-74G3IWYO.js"),
  merge: () => import("./merge-MRJBQCQR.js")
};
function needed(argv) {
  const named = Object.hasOwn(SUBCOMMANDS, argv[2] ?? "") ? SUBCOMMANDS[argv[2]] : void 0;
  return named ? [named] : Object.values(SUBCOMMANDS);
}
async function main(argv, given = processIo()) {
  const io = redacting(given);
  let code = 0;
  const ctx = { io, exit: (c) => void (code = c) };
  const [versionText, modules] = await Promise.all([
    version(),
    Promise.all(needed(argv).map((load) => load()))
  ]);
  const program = new Command("mcp-eval").description("Measure how well language models use an MCP server's tools").version(versionText, "-V, --version").exitOverride().configureOutput({
    writeOut: (s) => void io.stdout.write(s),
    writeErr: (s) => void io.stderr.write(s)
  });
  for (const mod of modules) mod.register(program, ctx);
  try {
    await program.parseAsync(argv);
  } catch (err) {
    const e = err;
    if (typeof e.code === "string" && e.code.startsWith("commander.")) {
      return e.code === "commander.helpDisplayed" || e.code === "commander.version" ? 0 : 2;
    }
    io.stderr.write(
      `${err instanceof SetupError ? err.describe() : `error: ${err.message ?? err}`}
`
    );
    return 2;
  }
  return code;
}
export {
  main
};
