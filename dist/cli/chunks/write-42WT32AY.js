import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-QAL4UJ7Q.js";
import "./chunk-MLDJOOOA.js";
import "./chunk-7KHYHMZR.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-S77LCFPT.js";
import "./chunk-4OTTE3WK.js";
import "./chunk-JKYEM27D.js";
import "./chunk-773VYEB3.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-N47H34ZT.js";
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
