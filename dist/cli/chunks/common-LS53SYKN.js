import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  FORMAT_FLAG,
  common,
  configFile,
  count,
  formatHelp,
  int,
  list,
  logger,
  options,
  printOutcome,
  processIo,
  redacting,
  say,
  seconds,
  workers
} from "./chunk-V6A2QV3T.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-XW4BJUC5.js";
import "./chunk-NAT7GWVD.js";
import "./chunk-G25U54P6.js";
import "./chunk-JZ4XGLPB.js";
export {
  FORMAT_FLAG,
  common,
  configFile,
  count,
  formatHelp,
  int,
  list,
  logger,
  options,
  printOutcome,
  processIo,
  redacting,
  say,
  seconds,
  workers
};
