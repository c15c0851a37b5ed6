import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  corpusLimit,
  loadConfiguredCorpus
} from "./chunk-QUDY6Y77.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-DVVPL4KJ.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-VXVG4M6E.js";
import "./chunk-XETKPLFK.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  corpusLimit,
  loadConfiguredCorpus
};
