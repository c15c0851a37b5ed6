import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-5BBQJVD2.js";
import "./chunk-BTDQCLXB.js";
import "./chunk-QYIGYFSE.js";
import "./chunk-N2YS73PI.js";
import "./chunk-3WLKPVNI.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
