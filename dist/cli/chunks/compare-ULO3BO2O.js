import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-ALPQIETZ.js";
import "./chunk-W6OLGDVE.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-S5OZ5UI6.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
