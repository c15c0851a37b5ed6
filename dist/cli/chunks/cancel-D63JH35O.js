import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ACTION_GRACE_SECONDS,
  GRACE_SECONDS,
  cancelNotice,
  cancelOf,
  notStarted,
  orCancel,
  stopOf,
  watchSignals
} from "./chunk-EN4IYILG.js";
import "./chunk-KXZYBFFB.js";
import "./chunk-JKYEM27D.js";
import "./chunk-ZGJK6L5P.js";
import "./chunk-UVE4QWPR.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-7677J7GF.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  ACTION_GRACE_SECONDS,
  GRACE_SECONDS,
  cancelNotice,
  cancelOf,
  notStarted,
  orCancel,
  stopOf,
  watchSignals
};
