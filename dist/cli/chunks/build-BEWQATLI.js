import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-J6ZCMGAJ.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-7EAM2FJT.js";
import "./chunk-PCHGUURC.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-IB4VC67S.js";
import "./chunk-YSIP2RN2.js";
import "./chunk-P27JS6WB.js";
import "./chunk-JKYEM27D.js";
import "./chunk-6CESUXID.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-YB5F7MI3.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
