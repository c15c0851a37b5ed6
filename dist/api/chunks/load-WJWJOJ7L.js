import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-V3WPSXUZ.js";
import "./chunk-KPB2RVGZ.js";
import "./chunk-JTXKRGRN.js";
import "./chunk-WHHBMH74.js";
import "./chunk-U5IPNAB3.js";
import "./chunk-ZFXNU66H.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
