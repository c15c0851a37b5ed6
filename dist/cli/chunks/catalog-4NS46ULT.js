import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  register,
  serverTools
} from "./chunk-XBQB5STA.js";
import "./chunk-TLUHAXXC.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-ZFFTVKCC.js";
import "./chunk-AUIYWPLO.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-V6A2QV3T.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-XW4BJUC5.js";
import "./chunk-NAT7GWVD.js";
import "./chunk-FT2GYSII.js";
import "./chunk-G25U54P6.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  register,
  serverTools
};
