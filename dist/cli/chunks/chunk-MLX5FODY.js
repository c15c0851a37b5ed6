import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SetupError,
  errorMessage
} from "./chunk-G25U54P6.js";

// src/report/out-folder.ts
import path from "node:path";
var CAUSES = {
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOTDIR: "a file is in the way of a folder",
  EEXIST: "a file is in the way of a folder",
  EISDIR: "a folder is in the way of a file",
  EIO: "input/output error",
  EMFILE: "too many open files",
  ENFILE: "too many open files"
};
function errorCode(err) {
  const code = err?.code;
  return typeof code === "string" ? code : void 0;
}
function cause(err) {
  const code = errorCode(err);
  return code && CAUSES[code] ? `${CAUSES[code]} (${code})` : errorMessage(err);
}
function isFsError(err) {
  const code = errorCode(err);
  return !!code && /^E[A-Z]+$/.test(code);
}
function outputError(err, folder, doing, then = "") {
  return new SetupError(
    `Cannot ${doing} in the output folder ${folder}: ${cause(err)}${then ? `
${then}` : ""}`
  );
}
function shownOut(opts) {
  return path.isAbsolute(opts.out) ? opts.out : path.relative(opts.cwd, path.resolve(opts.cwd, opts.out)) || ".";
}

export {
  errorCode,
  cause,
  isFsError,
  outputError,
  shownOut
};
