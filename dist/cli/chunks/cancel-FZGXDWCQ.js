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
} from "./chunk-L2TH3JUA.js";
import "./chunk-4ZYVRN4F.js";
import "./chunk-JKYEM27D.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-N47H34ZT.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
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
