import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  loadConfiguredCorpus
} from "./chunk-WQ2PZSXU.js";
import "./chunk-5U244FDR.js";
import "./chunk-QNTGXMYP.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-RUT43XU2.js";
import "./chunk-ND5SJFJS.js";
import "./chunk-4JWPDH2H.js";
import "./chunk-FGCTUEMR.js";
import "./chunk-HA5JC6SW.js";
import "./chunk-YVU7IDD7.js";
import "./chunk-JZ4XGLPB.js";
export {
  loadConfiguredCorpus
};
