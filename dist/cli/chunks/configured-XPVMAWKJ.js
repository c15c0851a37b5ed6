import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  corpusLimit,
  loadConfiguredCorpus
} from "./chunk-LGHAUK44.js";
import "./chunk-CMUE46DI.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-UDSN7ZZV.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-QQAZVKZ4.js";
import "./chunk-HA5JC6SW.js";
import "./chunk-JZ4XGLPB.js";
export {
  corpusLimit,
  loadConfiguredCorpus
};
