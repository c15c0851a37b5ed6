import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  isStructuredFault
} from "./chunk-6CESUXID.js";

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
  structuredFaults,
  structuredOutput
};
