import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-R5PSMBRD.js";
import {
  loadReport
} from "./chunk-EUF6II6A.js";
import "./chunk-FLBJF4WE.js";
import "./chunk-LQJTYEAW.js";
import "./chunk-W424MXIP.js";
import {
  writeReport
} from "./chunk-XN3QOJ4A.js";
import "./chunk-J3A7KZBP.js";
import {
  DEFAULTS,
  FORMAT_FLAG,
  formatHelp,
  list,
  say
} from "./chunk-CYYCRFMA.js";
import {
  chooseOutputs
} from "./chunk-5B2Y3MK6.js";
import {
  verdictLine
} from "./chunk-W6OLGDVE.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-RSTWOCVI.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-5P63GEZF.js";
import "./chunk-OMHVGYVR.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-4NQNM4DX.js";
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
  ).option("-o, --out <dir>", "where the compared report goes", DEFAULTS.out).option("--fail-on-regression", "exit 1 when the verdict is regressed").option(FORMAT_FLAG, formatHelp(), list).action(async (baseArg, headArg, flags) => {
    const { io } = ctx;
    chooseOutputs(flags.format);
    const base = await loadReport(baseArg, io.cwd, "baseline");
    const head = await loadReport(headArg, io.cwd);
    const label = path.relative(io.cwd, base.file) || base.file;
    const report = {
      ...head.report,
      comparison: compareReports(base.report, head.report, label)
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
