import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-4KZW4R7S.js";
import "./chunk-CAOLABPB.js";
import "./chunk-PM7BY7XI.js";
import "./chunk-W6OLGDVE.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-J3A7KZBP.js";
import "./chunk-2YOR6PKX.js";
import "./chunk-IPWGR5AA.js";
import "./chunk-QY5YS7RX.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-OS4E2PKW.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
