import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-SFP7JIEO.js";
import "./chunk-PGQISJZS.js";
import "./chunk-J6EBFDUU.js";
import {
  writeReport
} from "./chunk-OBZZNHC2.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-OLUYUJBP.js";
import {
  compareReports
} from "./chunk-2IEAVS3C.js";
import "./chunk-W6P5GKPV.js";
import {
  verdictLine
} from "./chunk-4V3E3JST.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-SE5SHENU.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-YVU7IDD7.js";
import {
  FORMAT_FLAG,
  formatHelp,
  list,
  say
} from "./chunk-VN5HTNRV.js";
import "./chunk-Z3SYOOWB.js";
import {
  chooseFormats
} from "./chunk-B7OH2LSF.js";
import {
  DEFAULTS
} from "./chunk-QQAZVKZ4.js";
import "./chunk-HA5JC6SW.js";
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
