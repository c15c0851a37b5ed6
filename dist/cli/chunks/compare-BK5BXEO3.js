import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-KWA4GCMR.js";
import "./chunk-CG7XPWUO.js";
import "./chunk-FMZTKRZC.js";
import "./chunk-7EAM2FJT.js";
import "./chunk-PCHGUURC.js";
import {
  compareReports
} from "./chunk-ZMKIKLY4.js";
import {
  verdictLine
} from "./chunk-52IPUKNS.js";
import "./chunk-JVIL3BEP.js";
import "./chunk-YHV2K2RC.js";
import {
  loadReport
} from "./chunk-6HMX7MDL.js";
import "./chunk-IB4VC67S.js";
import "./chunk-YSIP2RN2.js";
import "./chunk-JKYEM27D.js";
import "./chunk-PH7I4MN5.js";
import "./chunk-6CESUXID.js";
import "./chunk-GCIQVIE6.js";
import {
  DEFAULTS,
  FORMAT_FLAG,
  Option,
  formatHelp,
  list,
  say
} from "./chunk-76AO3HOH.js";
import {
  chooseFormats
} from "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import "./chunk-G25U54P6.js";
import "./chunk-ZXOGZ666.js";
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
