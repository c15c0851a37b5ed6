import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-VXW6OTGZ.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-L4VBMWGE.js";
import "./chunk-DZJEAZSZ.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-VJLR4I5O.js";
import "./chunk-FQYSHWVY.js";
import "./chunk-P27JS6WB.js";
import "./chunk-JKYEM27D.js";
import "./chunk-56US3KL6.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-2TUVVJFH.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
