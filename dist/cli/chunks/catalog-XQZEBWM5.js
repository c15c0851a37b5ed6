import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  register,
  serverTools
} from "./chunk-3NWJBJY2.js";
import "./chunk-X37PB5QE.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-7B75NLNL.js";
import "./chunk-QXBXGSQP.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-76AO3HOH.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import "./chunk-OQERDROT.js";
import "./chunk-6OIHX55D.js";
import "./chunk-YP5OHWNK.js";
import "./chunk-JYPB3A3I.js";
import "./chunk-G25U54P6.js";
import "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  register,
  serverTools
};
