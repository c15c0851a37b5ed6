import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ArtifactNotFoundError,
  DefaultArtifactClient,
  FilesNotFoundError,
  GHESNotSupportedError,
  InvalidResponseError,
  NetworkError,
  UsageError,
  artifact_default
} from "./chunk-PKYEW6SE.js";
import "./chunk-QN34D7VY.js";
import "./chunk-CGG4TNMT.js";
import "./chunk-O2LC7LAO.js";
import "./chunk-SPVI6TQK.js";
import "./chunk-ZJRSATHC.js";
import "./chunk-NP5FRT7N.js";
import "./chunk-JZ4XGLPB.js";
export {
  ArtifactNotFoundError,
  DefaultArtifactClient,
  FilesNotFoundError,
  GHESNotSupportedError,
  InvalidResponseError,
  NetworkError,
  UsageError,
  artifact_default as default
};
