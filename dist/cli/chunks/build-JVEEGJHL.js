import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  buildReport
} from "./chunk-E46RWCZQ.js";
import "./chunk-P27JS6WB.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-WF37TQ2Z.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-I6HKNC5D.js";
import "./chunk-EMN6KHQG.js";
import "./chunk-LMBL5LA7.js";
import "./chunk-TL5HMGL3.js";
import "./chunk-SHUMYMAY.js";
import "./chunk-536VMWSZ.js";
import "./chunk-GFDWA25I.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";
export {
  buildReport
};
