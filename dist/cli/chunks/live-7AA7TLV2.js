import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  isTimeout,
  live,
  toSpec
} from "./chunk-AOPDZN6E.js";
import "./chunk-VRERM77Z.js";
import "./chunk-LQ5RK7P2.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-HA5JC6SW.js";
import "./chunk-JZ4XGLPB.js";
export {
  isTimeout,
  live,
  toSpec
};
