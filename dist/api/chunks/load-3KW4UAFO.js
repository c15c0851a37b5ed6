import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-GMM2WD7D.js";
import "./chunk-FCKPR4FO.js";
import "./chunk-VSEU5JTO.js";
import "./chunk-3CUMROZW.js";
import "./chunk-LKP4QQCW.js";
import "./chunk-JLVMPUIV.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
