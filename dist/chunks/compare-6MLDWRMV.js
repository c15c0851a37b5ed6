import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  compareReports
} from "./chunk-UGU4IH2B.js";
import "./chunk-5M35CGCA.js";
import "./chunk-I7TLQDRS.js";
import "./chunk-CDC3DIKE.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-5O4NG5L5.js";
import "./chunk-TDWPDVNH.js";
import "./chunk-CQ4DQMF2.js";
import "./chunk-CZCULCAC.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  compareReports
};
