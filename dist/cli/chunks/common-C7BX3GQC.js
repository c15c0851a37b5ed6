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
} from "./chunk-C5KN43QK.js";
import "./chunk-63R6JSCH.js";
import "./chunk-W6OLGDVE.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-4FMHH3XZ.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-7RQSO3IO.js";
import "./chunk-ND5SJFJS.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-YVU7IDD7.js";
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
