import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  AjvJsonSchemaValidator
} from "./chunk-IP54VT7B.js";
import "./chunk-JZ4XGLPB.js";
export {
  AjvJsonSchemaValidator
};
