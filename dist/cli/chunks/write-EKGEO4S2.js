import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  writeReport
} from "./chunk-3QUBK6PV.js";
import "./chunk-VUB3KOZX.js";
import "./chunk-2HSXVZRX.js";
import "./chunk-WF37TQ2Z.js";
import "./chunk-Z36LUJAH.js";
import "./chunk-I6HKNC5D.js";
import "./chunk-EMN6KHQG.js";
import "./chunk-SHUMYMAY.js";
import "./chunk-536VMWSZ.js";
import "./chunk-IJON2Y6L.js";
import "./chunk-A2KQDUST.js";
import "./chunk-V6FXAZGE.js";
import "./chunk-EL2LPTNK.js";
import "./chunk-XETKPLFK.js";
import "./chunk-JZ4XGLPB.js";
export {
  writeReport
};
