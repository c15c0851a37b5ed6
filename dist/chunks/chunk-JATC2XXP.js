import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  isStructuredFault
} from "./chunk-3B5M7KFV.js";

// src/score/recovery.ts
import { isDeepStrictEqual } from "node:util";
var toolError = (c) => c.error !== void 0 && c.malformed === void 0 && c.notRun === void 0 && !c.unanswered;
var accepted = (c) => c.error === void 0 && c.result !== void 0;
function recovery(calls) {
  const episodes = [];
  const open = /* @__PURE__ */ new Map();
  calls.forEach((c, i) => {
    const key = `${c.turn}\0${c.tool}`;
    const current = open.get(key);
    if (toolError(c)) {
      if (current) current.failed.push(c.args);
      else {
        const episode = { tool: c.tool, turn: c.turn, call: i, recovered: false };
        episodes.push(episode);
        open.set(key, { episode, failed: [c.args] });
      }
      return;
    }
    if (!current || !accepted(c)) return;
    open.delete(key);
    if (current.failed.some((args) => isDeepStrictEqual(args, c.args))) return;
    Object.assign(current.episode, { recovered: true, by: i });
  });
  if (!episodes.length) return void 0;
  return {
    errors: episodes.length,
    recovered: episodes.filter((e) => e.recovered).length,
    episodes
  };
}
function recoveryRate(rows) {
  let errors = 0;
  let recovered = 0;
  for (const r of rows) {
    errors += r.recovery?.errors ?? 0;
    recovered += r.recovery?.recovered ?? 0;
  }
  return { errors, recovered };
}

// src/score/server-faults.ts
var structuredFaults = (calls) => calls.filter((c) => isStructuredFault(c.structured));
var describe = (c) => `${c.tool}: ${c.structured?.detail ?? c.structured?.status}`;
var structuredOutput = (_scenario, t) => {
  const checked = t.calls.filter((c) => c.structured && c.structured.status !== "unchecked");
  if (!checked.length) return [];
  const faults = structuredFaults(checked);
  return [
    {
      check: "structured_output",
      passed: faults.length === 0,
      reason: faults.length ? `the server broke its output schema in ${faults.length} of ${checked.length} result(s): ${faults.map(describe).join("; ")}` : `${checked.length} structured result(s) matched their output schema`,
      expected: "structuredContent matching each tool’s outputSchema",
      actual: faults.map((c) => ({ tool: c.tool, status: c.structured?.status ?? "unchecked" }))
    }
  ];
};

export {
  recovery,
  recoveryRate,
  structuredFaults,
  structuredOutput
};
