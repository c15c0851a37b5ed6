import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-SAYB5V7W.js";
import {
  loadReport
} from "./chunk-TBBRTBIL.js";
import "./chunk-F6JJWTOL.js";
import "./chunk-3IANX2CC.js";
import "./chunk-AESSIMVC.js";
import {
  writeReport
} from "./chunk-MVCXW3LD.js";
import "./chunk-J3A7KZBP.js";
import {
  DEFAULTS,
  FORMAT_FLAG,
  formatHelp,
  list,
  say
} from "./chunk-KSXEFUDE.js";
import {
  chooseOutputs
} from "./chunk-S7NE4PVL.js";
import {
  verdictLine
} from "./chunk-W6OLGDVE.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-WXLFBVAI.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-CI25UGSX.js";
import "./chunk-FISJKVHV.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-OJSOWIRO.js";
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
