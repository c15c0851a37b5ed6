import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/model/partial-frame.ts
var PARTIAL_ROWS = "rows.partial.jsonl";
var PARTIAL_FRAME = "run.partial.json";

export {
  PARTIAL_ROWS,
  PARTIAL_FRAME
};
