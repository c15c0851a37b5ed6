import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-SLCYX7SO.js";
import "./chunk-JMDNKMZ5.js";
import "./chunk-5YL7BSSX.js";
import "./chunk-FMYMOZGQ.js";
import "./chunk-DBUC5DCS.js";
import "./chunk-LQJTYEAW.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-4NQNM4DX.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
