import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  register,
  serverTools
} from "./chunk-WPA6V4C6.js";
import "./chunk-FSRV5DWN.js";
import "./chunk-TA4FJG7Q.js";
import "./chunk-F5J42O6T.js";
import "./chunk-XHLF2766.js";
import "./chunk-IJYFWB5P.js";
import "./chunk-OYK5IHMR.js";
import "./chunk-GFDWA25I.js";
import "./chunk-KXT5HPTM.js";
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
