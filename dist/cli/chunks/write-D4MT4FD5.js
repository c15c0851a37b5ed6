import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-TMYZ6BIF.js";
import "./chunk-TOPWA3XE.js";
import "./chunk-7KHYHMZR.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-PTJV7RCS.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-EMN6KHQG.js";
import "./chunk-773VYEB3.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-KXT5HPTM.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-EL2LPTNK.js";
import "./chunk-XETKPLFK.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
