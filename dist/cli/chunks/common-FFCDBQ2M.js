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
} from "./chunk-VN5HTNRV.js";
import "./chunk-Z3SYOOWB.js";
import "./chunk-B7OH2LSF.js";
import "./chunk-QQAZVKZ4.js";
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
