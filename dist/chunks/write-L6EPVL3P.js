import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-Y6NEPSIW.js";
import "./chunk-IJ4QHEWZ.js";
import "./chunk-LDJZUPTH.js";
import "./chunk-MOSUOB53.js";
import "./chunk-Z2BA6EMP.js";
import "./chunk-2VOGLOC2.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-BSIJSXIP.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
