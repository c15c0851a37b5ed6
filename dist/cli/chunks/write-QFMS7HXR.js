import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-BUPEAB7D.js";
import "./chunk-CG7XPWUO.js";
import "./chunk-FMZTKRZC.js";
import "./chunk-L4VBMWGE.js";
import "./chunk-DZJEAZSZ.js";
import "./chunk-H3BPJOAN.js";
import "./chunk-SBB2MA2J.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-FQYSHWVY.js";
import "./chunk-JKYEM27D.js";
import "./chunk-56US3KL6.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-2TUVVJFH.js";
import "./chunk-G25U54P6.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
