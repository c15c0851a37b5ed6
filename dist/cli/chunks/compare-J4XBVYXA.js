import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-SFGUA3YO.js";
import "./chunk-J5IXEESB.js";
import "./chunk-DRELHRIP.js";
import "./chunk-ZGJK6L5P.js";
import "./chunk-RSRIPV54.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-UVE4QWPR.js";
import "./chunk-BGGBXXT5.js";
import "./chunk-7677J7GF.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
