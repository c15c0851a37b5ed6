import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-27O47ARU.js";
import "./chunk-LDJZUPTH.js";
import "./chunk-RYZVKQPE.js";
import "./chunk-R22YWAXX.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-3B5M7KFV.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
