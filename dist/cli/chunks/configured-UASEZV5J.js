import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  corpusLimit,
  loadConfiguredCorpus
} from "./chunk-4WZVSU5J.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-IJYFWB5P.js";
import "./chunk-GFDWA25I.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-VXVG4M6E.js";
import "./chunk-XETKPLFK.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  corpusLimit,
  loadConfiguredCorpus
};
