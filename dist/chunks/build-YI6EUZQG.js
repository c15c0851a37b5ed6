import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-NQKRB3RG.js";
import "./chunk-RM3NHDRQ.js";
import "./chunk-OLUYUJBP.js";
import "./chunk-W6P5GKPV.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-J6EBFDUU.js";
import "./chunk-SE5SHENU.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
