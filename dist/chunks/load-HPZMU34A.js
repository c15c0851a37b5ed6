import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-YJCODZTT.js";
import "./chunk-RM3NHDRQ.js";
import "./chunk-W6P5GKPV.js";
import "./chunk-J6EBFDUU.js";
import "./chunk-SE5SHENU.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-OS4E2PKW.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
