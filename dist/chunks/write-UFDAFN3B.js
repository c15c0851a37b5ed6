import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-PIUHUQM6.js";
import "./chunk-OLUYUJBP.js";
import "./chunk-4V3E3JST.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-3LLA67FV.js";
import "./chunk-SE5SHENU.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-OS4E2PKW.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
