import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  external_exports
} from "./chunk-YVU7IDD7.js";

// src/model/json.ts
var jsonSchema = external_exports.json();
var argsSchema = external_exports.record(external_exports.string(), jsonSchema);

export {
  jsonSchema,
  argsSchema
};
