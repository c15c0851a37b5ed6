import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-JMYZ742S.js";
import "./chunk-XP6GFMJH.js";
import "./chunk-SHUMYMAY.js";
import "./chunk-TL5HMGL3.js";
import "./chunk-536VMWSZ.js";
import "./chunk-GFDWA25I.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
