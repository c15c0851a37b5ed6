import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadReport
} from "./chunk-6QH6WFRN.js";
import "./chunk-NSDL3GT4.js";
import "./chunk-3IOCDGAF.js";
import "./chunk-JNZYYW25.js";
import "./chunk-S5OZ5UI6.js";
import "./chunk-RUT43XU2.js";
import "./chunk-ND5SJFJS.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-HA5JC6SW.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadReport
};
