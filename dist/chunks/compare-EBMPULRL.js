import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-UW2G5UTW.js";
import "./chunk-LDJZUPTH.js";
import "./chunk-33RFUZHI.js";
import "./chunk-Z2RDPA6Q.js";
import "./chunk-CNUXDBOU.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-36CBJM4T.js";
import "./chunk-N2YS73PI.js";
import "./chunk-3WLKPVNI.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
