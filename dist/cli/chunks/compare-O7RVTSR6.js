import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-QAL4UJ7Q.js";
import "./chunk-MLDJOOOA.js";
import {
  compareReports
} from "./chunk-4N3Q564W.js";
import {
  verdictLine
} from "./chunk-7KHYHMZR.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-S77LCFPT.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-JKYEM27D.js";
import "./chunk-OYK5IHMR.js";
import {
  loadReport
} from "./chunk-SH3IGJKT.js";
import "./chunk-CNCZ7WOO.js";
import "./chunk-773VYEB3.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-N47H34ZT.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import {
  FORMAT_FLAG,
  Option,
  formatHelp,
  list,
  say
} from "./chunk-SPYR7XVB.js";
import "./chunk-V6FXAZGE.js";
import {
  chooseFormats
} from "./chunk-EL2LPTNK.js";
import {
  DEFAULTS
} from "./chunk-VXVG4M6E.js";
import "./chunk-XETKPLFK.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";

// src/commands/compare.ts
import path from "node:path";
function printComparison(ctx, comparison, failOnRegression) {
  if (!comparison) return;
  say(ctx.io, verdictLine(comparison));
  if (failOnRegression && comparison.verdict === "regressed") ctx.exit(1);
}
function register(program, ctx) {
  program.command("compare <base> <head>").description(
    "compare a report with a baseline (each a report.json or a folder holding one): writes the head report with its comparison"
  ).option("-o, --out <dir>", "where the compared report goes", DEFAULTS.out).option("--fail-on-regression", "exit 1 when the verdict is regressed").addOption(
    new Option(
      "--judge-only <mode>",
      "a pair changed only through LLM-judge grades: ignore (default: listed, not a regression) or count"
    ).choices(["ignore", "count"])
  ).option(FORMAT_FLAG, formatHelp(), list).action(async (baseArg, headArg, flags) => {
    const { io } = ctx;
    chooseFormats(flags.format);
    const base = await loadReport(baseArg, io.cwd, "baseline");
    const head = await loadReport(headArg, io.cwd);
    const label = path.relative(io.cwd, base.file) || base.file;
    const report = {
      ...head.report,
      comparison: compareReports(base.report, head.report, label, void 0, {
        judgeOnly: flags.judgeOnly
      })
    };
    const written = await writeReport(
      report,
      path.resolve(io.cwd, flags.out),
      io.env,
      [],
      flags.format
    );
    printComparison(ctx, written.report.comparison, flags.failOnRegression);
    say(io, `Reports: ${Object.values(written.files).join(", ")}`);
  });
}
export {
  printComparison,
  register
};
