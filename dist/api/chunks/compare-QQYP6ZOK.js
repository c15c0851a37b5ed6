import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-3E5MJPGF.js";
import "./chunk-BOZ5A632.js";
import "./chunk-DPWZ34Z6.js";
import "./chunk-FEWNIEJ3.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-BPGHIHSP.js";
import "./chunk-QYQEAWRY.js";
import "./chunk-3WLKPVNI.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
