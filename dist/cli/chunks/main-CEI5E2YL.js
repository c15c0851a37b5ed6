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
} from "./chunk-V6A2QV3T.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-XW4BJUC5.js";
import "./chunk-NAT7GWVD.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import "./chunk-JZ4XGLPB.js";

// src/commands/main.ts
var SUBCOMMANDS = {
  init: () => import("./init-APZQQFCD.js"),
  run: () => import("./run-7TEWFH5M.js"),
  ab: () => import("./ab-OLTLTB3F.js"),
  validate: () => import("./validate-GGYISI47.js"),
  score: () => import("./score-MIJXUBC2.js"),
  import: () => import("./import-PA5SM7JC.js"),
  catalog: () => import("./catalog-4NS46ULT.js"),
  compare: () => import("./compare-RYGIHUP2.js"),
  merge: () => import("./merge-OKXIEICM.js"),
  selftest: () => import("./selftest-MQ7I6QK3.js")
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
