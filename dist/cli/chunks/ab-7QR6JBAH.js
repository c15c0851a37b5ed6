import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  runCommand
} from "./chunk-PDFEJXUJ.js";
import "./chunk-YLDLLP3Z.js";
import "./chunk-EHO6E6DC.js";
import "./chunk-DZGHROQ7.js";
import "./chunk-IPJGTUWI.js";
import "./chunk-RMCKQ3O2.js";
import "./chunk-IX5F3TIA.js";
import "./chunk-O4LMT67N.js";
import "./chunk-BAXKGP3O.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-FMZTKRZC.js";
import "./chunk-PCHGUURC.js";
import "./chunk-JVIL3BEP.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-FEPYHPEO.js";
import "./chunk-JGUX4BFZ.js";
import "./chunk-XI4USPBO.js";
import "./chunk-J6NDEGCQ.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-JKYEM27D.js";
import "./chunk-PH7I4MN5.js";
import "./chunk-6CESUXID.js";
import "./chunk-SRRGR2F5.js";
import "./chunk-I75637QR.js";
import "./chunk-X37PB5QE.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-7B75NLNL.js";
import "./chunk-QXBXGSQP.js";
import "./chunk-GCIQVIE6.js";
import {
  Option,
  int
} from "./chunk-76AO3HOH.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import "./chunk-OQERDROT.js";
import "./chunk-6OIHX55D.js";
import "./chunk-YP5OHWNK.js";
import "./chunk-JYPB3A3I.js";
import "./chunk-G25U54P6.js";
import "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/commands/ab.ts
function register(program, ctx) {
  const cmd = program.command("ab").description(
    "run the corpus against two versions of the server in one job, base and head trials interleaved; the head report compares with the base (docs/ab.md)"
  ).option(
    "--base-server <command>",
    "command that starts the base server (stdio; over the config's ab.base)"
  ).option("--base-url <url>", "streamable HTTP URL of the base server (loopback only)").option(
    "--base-cwd <dir>",
    "folder the base server's command runs in (alone: the run's own server, started there)"
  ).option(
    "--head-server <command>",
    "command that starts the head server (default: the run's server)"
  ).option("--head-url <url>", "streamable HTTP URL of the head server (loopback only)").addOption(
    new Option("--trials-min <n>", "adaptive trials: runs per side of every pair").argParser(int)
  ).addOption(
    new Option(
      "--trials-max <n>",
      "adaptive trials: the most runs per side of a pair whose comparison is undecided"
    ).argParser(int)
  );
  runCommand(cmd, ctx, true);
}
export {
  register
};
