import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-GM5EGPTK.js";
import "./chunk-46HPPXFT.js";
import "./chunk-GSIEISKU.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-3CUMROZW.js";
import "./chunk-LKP4QQCW.js";
import "./chunk-JLVMPUIV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
