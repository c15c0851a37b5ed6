import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  register,
  runCommand
} from "./chunk-LYYV4XB2.js";
import "./chunk-PJKDYM6D.js";
import "./chunk-PUV667F6.js";
import "./chunk-NZPU4ION.js";
import "./chunk-GMUQEBN7.js";
import "./chunk-XVZWFHON.js";
import "./chunk-IX5F3TIA.js";
import "./chunk-K744HX3M.js";
import "./chunk-BAXKGP3O.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-BOT7TZ2G.js";
import "./chunk-FMZTKRZC.js";
import "./chunk-DZJEAZSZ.js";
import "./chunk-SBB2MA2J.js";
import "./chunk-YHV2K2RC.js";
import "./chunk-FEPYHPEO.js";
import "./chunk-JGUX4BFZ.js";
import "./chunk-7PO6HARR.js";
import "./chunk-F73DPSYP.js";
import "./chunk-KQCSDRWO.js";
import "./chunk-JKYEM27D.js";
import "./chunk-YI4Y2GZ3.js";
import "./chunk-56US3KL6.js";
import "./chunk-SRRGR2F5.js";
import "./chunk-I75637QR.js";
import "./chunk-BSPCY6CC.js";
import "./chunk-5SMTY4KM.js";
import "./chunk-X5BSIJOS.js";
import "./chunk-QXBXGSQP.js";
import "./chunk-GCIQVIE6.js";
import "./chunk-76AO3HOH.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-2TUVVJFH.js";
import "./chunk-OQERDROT.js";
import "./chunk-6OIHX55D.js";
import "./chunk-YP5OHWNK.js";
import "./chunk-JYPB3A3I.js";
import "./chunk-G25U54P6.js";
import "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";
export {
  register,
  runCommand
};
