import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-2IEAVS3C.js";
import "./chunk-W6P5GKPV.js";
import "./chunk-4V3E3JST.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-SE5SHENU.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
