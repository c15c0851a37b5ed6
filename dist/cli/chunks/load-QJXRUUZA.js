import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-6SXVM7MH.js";
import "./chunk-VJLR4I5O.js";
import "./chunk-FQYSHWVY.js";
import "./chunk-56US3KL6.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-2TUVVJFH.js";
import "./chunk-G25U54P6.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
