import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-H3DV5TQ7.js";
import "./chunk-O7A2TMM2.js";
import "./chunk-PLLAFEEX.js";
import "./chunk-5O4NG5L5.js";
import "./chunk-TDWPDVNH.js";
import "./chunk-CQ4DQMF2.js";
import "./chunk-CZCULCAC.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
