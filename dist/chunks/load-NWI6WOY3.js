import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-CDJIOD7E.js";
import "./chunk-AYZJJMEP.js";
import "./chunk-S5OZ5UI6.js";
import "./chunk-UN5CFZP4.js";
import "./chunk-IPWGR5AA.js";
import "./chunk-QY5YS7RX.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-OS4E2PKW.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
