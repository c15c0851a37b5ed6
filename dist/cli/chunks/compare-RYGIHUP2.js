import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-UF565XND.js";
import "./chunk-RRIR4M4M.js";
import {
  writeReport
} from "./chunk-TXKNLA4U.js";
import "./chunk-CG7XPWUO.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-PQM4OO5R.js";
import {
  compareReports
} from "./chunk-SGI4F6SD.js";
import {
  verdictLine
} from "./chunk-G47CDLWN.js";
import "./chunk-6WXC4VQX.js";
import "./chunk-RAYNAINB.js";
import "./chunk-DWYNADNL.js";
import "./chunk-JKYEM27D.js";
import "./chunk-OLPEL2SH.js";
import "./chunk-HTSHNK7D.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-NNOWVH5L.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import {
  FORMAT_FLAG,
  Option,
  formatHelp,
  list,
  say
} from "./chunk-V6A2QV3T.js";
import "./chunk-V6FXAZGE.js";
import {
  chooseFormats
} from "./chunk-XW4BJUC5.js";
import {
  DEFAULTS
} from "./chunk-NAT7GWVD.js";
import "./chunk-G25U54P6.js";
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
