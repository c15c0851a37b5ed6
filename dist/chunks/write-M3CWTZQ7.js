import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-WYFSJTNE.js";
import "./chunk-AJZR7JYA.js";
import "./chunk-FMYMOZGQ.js";
import "./chunk-B34E2UNF.js";
import "./chunk-I6W7ZYMI.js";
import "./chunk-W6OLGDVE.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-OJSOWIRO.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
