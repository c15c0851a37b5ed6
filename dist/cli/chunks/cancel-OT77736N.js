import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ACTION_GRACE_SECONDS,
  GRACE_SECONDS,
  cancelNotice,
  notStarted,
  stopOf,
  watchSignals
} from "./chunk-SRD3XQ3V.js";
import "./chunk-VNJR6NHT.js";
import "./chunk-IYC2AU2B.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-J6EBFDUU.js";
import "./chunk-SE5SHENU.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  ACTION_GRACE_SECONDS,
  GRACE_SECONDS,
  cancelNotice,
  notStarted,
  stopOf,
  watchSignals
};
