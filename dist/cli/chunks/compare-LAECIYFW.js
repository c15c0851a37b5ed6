import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-S2WTH5WR.js";
import "./chunk-VUB3KOZX.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-TL5HMGL3.js";
import "./chunk-536VMWSZ.js";
import "./chunk-GFDWA25I.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
