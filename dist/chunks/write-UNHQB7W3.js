import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-77ZCVX2H.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-JPJFPNNN.js";
import "./chunk-LDJZUPTH.js";
import "./chunk-VAFGVESI.js";
import "./chunk-RAYNAINB.js";
import "./chunk-VWZAQZFB.js";
import "./chunk-AZ74EQ4Y.js";
import "./chunk-JKYEM27D.js";
import "./chunk-FEWNIEJ3.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-LF3BELO7.js";
import "./chunk-QYQEAWRY.js";
import "./chunk-3WLKPVNI.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
