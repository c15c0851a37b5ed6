import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  register,
  serverTools
} from "./chunk-RC3RRXFB.js";
import "./chunk-X7VO47AS.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-UG5QY5PT.js";
import "./chunk-OT2TUJTH.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-TANMXQFJ.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-WVLEIR4N.js";
import "./chunk-VXVG4M6E.js";
import "./chunk-FT2GYSII.js";
import "./chunk-G25U54P6.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  register,
  serverTools
};
