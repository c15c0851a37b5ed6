import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-MVCXW3LD.js";
import "./chunk-J3A7KZBP.js";
import "./chunk-S7NE4PVL.js";
import "./chunk-W6OLGDVE.js";
import "./chunk-UYY5AXPK.js";
import "./chunk-WXLFBVAI.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-CI25UGSX.js";
import "./chunk-FISJKVHV.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-OJSOWIRO.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
