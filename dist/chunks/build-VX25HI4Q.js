import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-AUACTI44.js";
import "./chunk-J53BRVL5.js";
import "./chunk-2YBTX4KD.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-JATC2XXP.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-3B5M7KFV.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
