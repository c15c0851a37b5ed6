import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-FMAIAHHR.js";
import "./chunk-H3BPJOAN.js";
import "./chunk-SBB2MA2J.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-FQYSHWVY.js";
import "./chunk-YI4Y2GZ3.js";
import "./chunk-56US3KL6.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-2TUVVJFH.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
