import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  register,
  serverTools
} from "./chunk-SDHMB6AC.js";
import "./chunk-FVJMHNCP.js";
import "./chunk-F6Q3TO3X.js";
import "./chunk-TUKT6S5A.js";
import "./chunk-XHLF2766.js";
import "./chunk-DVVPL4KJ.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-N47H34ZT.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-JGUX4BFZ.js";
import "./chunk-SPYR7XVB.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-EL2LPTNK.js";
import "./chunk-VXVG4M6E.js";
import "./chunk-VRERM77Z.js";
import "./chunk-XETKPLFK.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  register,
  serverTools
};
