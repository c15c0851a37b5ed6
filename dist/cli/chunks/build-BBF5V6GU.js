import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-IM6N3TUO.js";
import "./chunk-P27JS6WB.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-FLBJF4WE.js";
import "./chunk-LQJTYEAW.js";
import "./chunk-W424MXIP.js";
import "./chunk-RSTWOCVI.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-5P63GEZF.js";
import "./chunk-OMHVGYVR.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-4NQNM4DX.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
