import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-DQGTG4U5.js";
import "./chunk-7ZKR3FPN.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-GJSDA526.js";
import "./chunk-GFDWA25I.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
