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
} from "./chunk-KVSPLYGT.js";
import "./chunk-RMEPRDK2.js";
import "./chunk-2YOR6PKX.js";
import "./chunk-FGCTUEMR.js";
import "./chunk-HA5JC6SW.js";
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
