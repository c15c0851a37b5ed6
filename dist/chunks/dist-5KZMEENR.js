import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  require_dist2 as require_dist
} from "./chunk-ZJRSATHC.js";
import "./chunk-JZ4XGLPB.js";
export default require_dist();
