import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  runCommand
} from "./chunk-NHXOXTHW.js";
import "./chunk-YNFH4MVZ.js";
import "./chunk-PKQAJ23J.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-76YEPWJM.js";
import "./chunk-6EC5OARZ.js";
import "./chunk-GRJSNXJ4.js";
import "./chunk-MIX2I4QF.js";
import "./chunk-MLX5FODY.js";
import "./chunk-ERGPNCFG.js";
import "./chunk-LV3545F3.js";
import "./chunk-JKYEM27D.js";
import "./chunk-OLPEL2SH.js";
import "./chunk-NNOWVH5L.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-SRRGR2F5.js";
import "./chunk-I75637QR.js";
import "./chunk-TLUHAXXC.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-ZFFTVKCC.js";
import "./chunk-AUIYWPLO.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-JGUX4BFZ.js";
import {
  Option,
  int
} from "./chunk-V6A2QV3T.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-XW4BJUC5.js";
import "./chunk-NAT7GWVD.js";
import "./chunk-FT2GYSII.js";
import "./chunk-G25U54P6.js";
import "./chunk-A2KQDUST.js";
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
