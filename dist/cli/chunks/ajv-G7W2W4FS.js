import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  require_ajv
} from "./chunk-OQERDROT.js";
import "./chunk-6OIHX55D.js";
import "./chunk-JZ4XGLPB.js";
export default require_ajv();
