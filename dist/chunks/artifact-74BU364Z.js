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
} from "./chunk-NXJI5BV6.js";
import "./chunk-4SUUMZV7.js";
import "./chunk-LUNZJHDN.js";
import "./chunk-XFGYKEMZ.js";
import "./chunk-AVNPN77L.js";
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
