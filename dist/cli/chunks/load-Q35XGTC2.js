import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-TBBRTBIL.js";
import "./chunk-F6JJWTOL.js";
import "./chunk-3IANX2CC.js";
import "./chunk-AESSIMVC.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-CI25UGSX.js";
import "./chunk-FISJKVHV.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-OJSOWIRO.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
