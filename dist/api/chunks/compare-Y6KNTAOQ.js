import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-A36X4BWG.js";
import "./chunk-NJUUBAY7.js";
import "./chunk-HCUUQXPU.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-WHHBMH74.js";
import "./chunk-U5IPNAB3.js";
import "./chunk-ZFXNU66H.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
