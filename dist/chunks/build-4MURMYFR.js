import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-7L4KVXMG.js";
import "./chunk-JPJFPNNN.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-AZ74EQ4Y.js";
import "./chunk-JKYEM27D.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-7HSW4YU7.js";
import "./chunk-LF3BELO7.js";
import "./chunk-QYQEAWRY.js";
import "./chunk-3WLKPVNI.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
