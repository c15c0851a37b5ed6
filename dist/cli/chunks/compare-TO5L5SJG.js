import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-TLFG74GC.js";
import "./chunk-J3A7KZBP.js";
import "./chunk-FXYB5G5U.js";
import {
  compareReports
} from "./chunk-ALPQIETZ.js";
import {
  verdictLine
} from "./chunk-W6OLGDVE.js";
import "./chunk-SBC4PIP4.js";
import {
  loadReport
} from "./chunk-6QH6WFRN.js";
import "./chunk-NSDL3GT4.js";
import "./chunk-3IOCDGAF.js";
import "./chunk-JNZYYW25.js";
import "./chunk-S5OZ5UI6.js";
import {
  FORMAT_FLAG,
  formatHelp,
  list,
  say
} from "./chunk-KVSPLYGT.js";
import {
  chooseFormats
} from "./chunk-RMEPRDK2.js";
import "./chunk-2YOR6PKX.js";
import "./chunk-RUT43XU2.js";
import "./chunk-ND5SJFJS.js";
import "./chunk-4JWPDH2H.js";
import {
  DEFAULTS
} from "./chunk-FGCTUEMR.js";
import "./chunk-HA5JC6SW.js";
import "./chunk-YVU7IDD7.js";
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
    chooseFormats(flags.format);
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
