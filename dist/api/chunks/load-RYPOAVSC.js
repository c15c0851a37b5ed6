import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-Z27OFKLA.js";
import "./chunk-5ECU5E2R.js";
import "./chunk-FMYMOZGQ.js";
import "./chunk-E7KKCXVZ.js";
import "./chunk-S5OZ5UI6.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
