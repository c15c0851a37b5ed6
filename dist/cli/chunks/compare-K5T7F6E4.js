import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-4N3Q564W.js";
import "./chunk-7KHYHMZR.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-773VYEB3.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
