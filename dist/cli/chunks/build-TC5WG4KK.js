import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-73SHIJFH.js";
import "./chunk-P27JS6WB.js";
import "./chunk-MPGO7SIX.js";
import "./chunk-4D6MCQSK.js";
import "./chunk-DRELHRIP.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-UC5KXPBS.js";
import "./chunk-JKYEM27D.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-UVE4QWPR.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
