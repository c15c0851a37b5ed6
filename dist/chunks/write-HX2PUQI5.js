import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-B7BEBSJF.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-DTPDDCHT.js";
import "./chunk-3BLMCOU5.js";
import "./chunk-BUEMTPR6.js";
import "./chunk-JKYEM27D.js";
import "./chunk-PLLAFEEX.js";
import "./chunk-I7TLQDRS.js";
import "./chunk-CDC3DIKE.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-5O4NG5L5.js";
import "./chunk-TDWPDVNH.js";
import "./chunk-CQ4DQMF2.js";
import "./chunk-CZCULCAC.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
