import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  context,
  getOctokit
} from "./chunk-O2LC7LAO.js";
import "./chunk-SPVI6TQK.js";
import "./chunk-JZ4XGLPB.js";
export {
  context,
  getOctokit
};
