import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-ESYEDGAA.js";
import "./chunk-3XSYUVFX.js";
import "./chunk-LZSWPU7Z.js";
import "./chunk-FMYMOZGQ.js";
import "./chunk-I6W7ZYMI.js";
import "./chunk-3IANX2CC.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-OJSOWIRO.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
