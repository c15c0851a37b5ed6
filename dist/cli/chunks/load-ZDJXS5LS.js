import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-TNOZYSHO.js";
import "./chunk-HCYABW4Z.js";
import "./chunk-S5OZ5UI6.js";
import "./chunk-3IOCDGAF.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-7RQSO3IO.js";
import "./chunk-ND5SJFJS.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
