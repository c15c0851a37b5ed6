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
} from "./chunk-ERGPNCFG.js";
import "./chunk-LV3545F3.js";
import "./chunk-JKYEM27D.js";
import "./chunk-OLPEL2SH.js";
import "./chunk-NNOWVH5L.js";
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
