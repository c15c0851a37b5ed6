import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  corpusLimit,
  loadConfiguredCorpus
} from "./chunk-HYCEGTRY.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-SSEXOK6Y.js";
import "./chunk-I75637QR.js";
import "./chunk-AUIYWPLO.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-NAT7GWVD.js";
import "./chunk-G25U54P6.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  corpusLimit,
  loadConfiguredCorpus
};
