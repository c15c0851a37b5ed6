import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-OFAHZR33.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-DTPDDCHT.js";
import "./chunk-NFM6JKRX.js";
import "./chunk-Z5AQLRLN.js";
import "./chunk-EMN6KHQG.js";
import "./chunk-GKPB63QQ.js";
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
