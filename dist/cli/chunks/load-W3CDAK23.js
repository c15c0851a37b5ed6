import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-EOR74WXM.js";
import "./chunk-LMBL5LA7.js";
import "./chunk-TL5HMGL3.js";
import "./chunk-SHUMYMAY.js";
import "./chunk-536VMWSZ.js";
import "./chunk-GFDWA25I.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-A2KQDUST.js";
import "./chunk-XETKPLFK.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
