import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-TXKNLA4U.js";
import "./chunk-CG7XPWUO.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-PQM4OO5R.js";
import "./chunk-G47CDLWN.js";
import "./chunk-6WXC4VQX.js";
import "./chunk-RAYNAINB.js";
import "./chunk-DWYNADNL.js";
import "./chunk-JKYEM27D.js";
import "./chunk-HTSHNK7D.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-NNOWVH5L.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-XW4BJUC5.js";
import "./chunk-G25U54P6.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
