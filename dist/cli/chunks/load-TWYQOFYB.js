import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-UF565XND.js";
import "./chunk-RRIR4M4M.js";
import "./chunk-6WXC4VQX.js";
import "./chunk-NNOWVH5L.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-G25U54P6.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
