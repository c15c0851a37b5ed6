import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-37WP2FQA.js";
import "./chunk-P27JS6WB.js";
import "./chunk-RRIR4M4M.js";
import "./chunk-PQM4OO5R.js";
import "./chunk-6WXC4VQX.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-DWYNADNL.js";
import "./chunk-JKYEM27D.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-NNOWVH5L.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
