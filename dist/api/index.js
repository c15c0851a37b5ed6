import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  chooseFormats
} from "./chunks/chunk-SDWWWZO7.js";
import {
  compareReports
} from "./chunks/chunk-ALPQIETZ.js";
import "./chunks/chunk-W6OLGDVE.js";
import "./chunks/chunk-SBC4PIP4.js";
import {
  Servers,
  prepare
} from "./chunks/chunk-UM5SEZZ3.js";
import "./chunks/chunk-2YOR6PKX.js";
import {
  loadReport
} from "./chunks/chunk-CDJIOD7E.js";
import "./chunks/chunk-AYZJJMEP.js";
import "./chunks/chunk-S5OZ5UI6.js";
import "./chunks/chunk-UN5CFZP4.js";
import "./chunks/chunk-IPWGR5AA.js";
import "./chunks/chunk-3RTJL2NF.js";
import "./chunks/chunk-QY5YS7RX.js";
import "./chunks/chunk-4JWPDH2H.js";
import "./chunks/chunk-VRERM77Z.js";
import "./chunks/chunk-OS4E2PKW.js";
import "./chunks/chunk-YVU7IDD7.js";
import "./chunks/chunk-JZ4XGLPB.js";

// src/run/evaluate.ts
async function evaluate(opts) {
  const started = /* @__PURE__ */ new Date();
  chooseFormats(opts.formats);
  const read = (b) => import("./chunks/load-NWI6WOY3.js").then((m) => m.loadReport(b.path, opts.cwd, "baseline"));
  const given = opts.baseline;
  const reading = given && read(given);
  reading?.catch(() => void 0);
  let running;
  const load = () => running ??= import("./chunks/execute-XTZUXH56.js");
  let early;
  const startEarly = async (target, concurrency) => {
    if (opts.cancel?.signal.aborted) return;
    early = new Servers(target, concurrency, opts.log);
    early.tools(void 0).catch(() => void 0);
    await new Promise((resolve) => setImmediate(resolve));
    load().catch(() => void 0);
  };
  let plan;
  let execute;
  try {
    plan = await prepare(opts, false, startEarly);
    ({ execute } = await load());
  } catch (err) {
    await early?.stop();
    throw err;
  }
  return execute(opts, plan, { started, early, given, reading: reading || void 0, read });
}
export {
  compareReports,
  evaluate,
  loadReport
};
