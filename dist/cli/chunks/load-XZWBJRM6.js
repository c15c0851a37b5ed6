import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-EUF6II6A.js";
import "./chunk-FLBJF4WE.js";
import "./chunk-LQJTYEAW.js";
import "./chunk-W424MXIP.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-5P63GEZF.js";
import "./chunk-OMHVGYVR.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-4NQNM4DX.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
