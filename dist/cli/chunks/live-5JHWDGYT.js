import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  LISTING,
  isTimeout,
  live,
  ownOutputCheck,
  toSpec
} from "./chunk-KQ3GU7XD.js";
import "./chunk-JYPB3A3I.js";
import "./chunk-FT2GYSII.js";
import "./chunk-G25U54P6.js";
import "./chunk-HFEMLQCX.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  LISTING,
  isTimeout,
  live,
  ownOutputCheck,
  toSpec
};
