import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-TLFG74GC.js";
import "./chunk-J3A7KZBP.js";
import "./chunk-FXYB5G5U.js";
import "./chunk-W6OLGDVE.js";
import "./chunk-SBC4PIP4.js";
import "./chunk-JNZYYW25.js";
import "./chunk-RMEPRDK2.js";
import "./chunk-2YOR6PKX.js";
import "./chunk-RUT43XU2.js";
import "./chunk-ND5SJFJS.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-HA5JC6SW.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
