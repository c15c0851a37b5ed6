import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-KWA4GCMR.js";
import "./chunk-CG7XPWUO.js";
import "./chunk-FMZTKRZC.js";
import "./chunk-7EAM2FJT.js";
import "./chunk-PCHGUURC.js";
import "./chunk-52IPUKNS.js";
import "./chunk-JVIL3BEP.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-YSIP2RN2.js";
import "./chunk-JKYEM27D.js";
import "./chunk-6CESUXID.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import "./chunk-G25U54P6.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
