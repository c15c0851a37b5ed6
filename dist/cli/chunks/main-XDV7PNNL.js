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
} from "./chunk-TANMXQFJ.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-WVLEIR4N.js";
import "./chunk-VXVG4M6E.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import "./chunk-JZ4XGLPB.js";

// src/commands/main.ts
var SUBCOMMANDS = {
  init: () => import("./init-UBOQZ3N7.js"),
  run: () => import("./run-YGR47JEE.js"),
  ab: () => import("./ab-4CCMAI4H.js"),
  validate: () => import("./validate-RSRJ3JW5.js"),
  score: () => import("./score-ZFBKNQBD.js"),
  import: () => import("./import-UPDNL6WJ.js"),
  catalog: () => import("./catalog-QMV2D6CX.js"),
  compare: () => import("./compare-YWJBP4PG.js"),
  merge: () => import("./merge-4IPB4N7K.js"),
  selftest: () => import("./selftest-MRWRR2VT.js")
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
