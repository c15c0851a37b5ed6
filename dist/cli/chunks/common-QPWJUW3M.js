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
} from "./chunk-CYYCRFMA.js";
import "./chunk-5B2Y3MK6.js";
import "./chunk-W6OLGDVE.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-RSTWOCVI.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-5P63GEZF.js";
import "./chunk-OMHVGYVR.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-4NQNM4DX.js";
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
