import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-SQQ6L3DY.js";
import "./chunk-5M35CGCA.js";
import "./chunk-WCE3CYCO.js";
import "./chunk-MB32KHYO.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-5O4NG5L5.js";
import "./chunk-M64LA7F7.js";
import "./chunk-CQ4DQMF2.js";
import "./chunk-T5G24XWX.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
