import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-NZSMYU2H.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-DTPDDCHT.js";
import "./chunk-NFM6JKRX.js";
import "./chunk-Z5AQLRLN.js";
import "./chunk-EMN6KHQG.js";
import "./chunk-GKPB63QQ.js";
import "./chunk-WCE3CYCO.js";
import "./chunk-MB32KHYO.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-5O4NG5L5.js";
import "./chunk-M64LA7F7.js";
import "./chunk-CQ4DQMF2.js";
import "./chunk-T5G24XWX.js";
import "./chunk-BOFVVLHV.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
