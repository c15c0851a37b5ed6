import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-7UY4HZNU.js";
import "./chunk-IJ4QHEWZ.js";
import "./chunk-Y57WLAQM.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-Z2BA6EMP.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-BSIJSXIP.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
