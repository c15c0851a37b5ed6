import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-A4F5W52S.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-JMDNKMZ5.js";
import "./chunk-5YL7BSSX.js";
import "./chunk-L3QWRWZT.js";
import "./chunk-DBUC5DCS.js";
import "./chunk-LQJTYEAW.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-4NQNM4DX.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
