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
} from "./chunk-6TGHX2UK.js";
import "./chunk-MZHR2JMQ.js";
import "./chunk-O2LC7LAO.js";
import "./chunk-NQ2USIFT.js";
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
