import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-II3NSONV.js";
import "./chunk-WMY42NH7.js";
import "./chunk-36CBJM4T.js";
import "./chunk-N2YS73PI.js";
import "./chunk-3WLKPVNI.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
