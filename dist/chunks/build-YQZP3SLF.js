import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-VHAU4B5A.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-O7A2TMM2.js";
import "./chunk-3BLMCOU5.js";
import "./chunk-BUEMTPR6.js";
import "./chunk-JKYEM27D.js";
import "./chunk-PLLAFEEX.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-5O4NG5L5.js";
import "./chunk-TDWPDVNH.js";
import "./chunk-CQ4DQMF2.js";
import "./chunk-CZCULCAC.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
