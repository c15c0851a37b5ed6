import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  GATE_KINDS,
  OBSERVATION_KINDS,
  REQUEST_GATES,
  jsonSchema
} from "./chunk-JLVMPUIV.js";
import {
  external_exports
} from "./chunk-A2KQDUST.js";

// src/model/tool.ts
var toolParamSchema = external_exports.object({
  name: external_exports.string(),
  description: external_exports.string().optional(),
  required: external_exports.boolean()
});
var toolAnnotationsSchema = external_exports.object({
  title: external_exports.string().optional(),
  readOnlyHint: external_exports.boolean().optional(),
  destructiveHint: external_exports.boolean().optional(),
  idempotentHint: external_exports.boolean().optional(),
  openWorldHint: external_exports.boolean().optional()
}).catchall(external_exports.unknown());
var toolSpecSchema = external_exports.object({
  name: external_exports.string(),
  title: external_exports.string().optional(),
  description: external_exports.string().optional(),
  inputSchema: external_exports.record(external_exports.string(), external_exports.unknown()),
  outputSchema: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  annotations: toolAnnotationsSchema.optional(),
  icons: external_exports.array(external_exports.record(external_exports.string(), external_exports.unknown())).optional(),
  execution: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
});
function toolParams(tools) {
  return Object.fromEntries(
    tools.map((t) => {
      const props = t.inputSchema.properties;
      const required = new Set(
        Array.isArray(t.inputSchema.required) ? t.inputSchema.required : []
      );
      const params = props && typeof props === "object" ? Object.entries(props).map(([name, p]) => {
        const d = p?.description;
        return {
          name,
          ...typeof d === "string" && d ? { description: d } : {},
          required: required.has(name)
        };
      }) : [];
      return [t.name, params];
    })
  );
}
function toolAnnotations(tools) {
  return Object.fromEntries(
    tools.flatMap(
      (t) => t.annotations && Object.keys(t.annotations).length ? [[t.name, t.annotations]] : []
    )
  );
}

// src/model/verdict.ts
var STATUSES = [
  "pass",
  "fail",
  "inconclusive",
  "errored",
  "timeout",
  "skipped",
  "known-failure",
  "setup-failed",
  "cancelled"
];
var statusSchema = external_exports.enum(STATUSES);
var EXPECTATION_CHECKS = [
  "call_format",
  "selection",
  "args",
  "sequence",
  "clarification",
  "answer"
];
var SERVER_CHECKS = ["structured_output"];
var SPY_CHECKS = [
  "annotation:read_only",
  "annotation:non_destructive",
  "annotation:idempotent",
  "confirmation"
];
var CHECK_KINDS = [
  ...EXPECTATION_CHECKS,
  ...GATE_KINDS.map((k) => `gate:${k}`),
  ...SERVER_CHECKS,
  ...SPY_CHECKS
];
var isSpyCheck = (check) => SPY_CHECKS.includes(check);
var gateCheck = (kind) => `gate:${kind}`;
var isGateCheck = (check) => check.startsWith("gate:");
var isRequestGateCheck = (check) => REQUEST_GATES.some((kind) => check === gateCheck(kind));
var judgeVotesSchema = external_exports.object({
  pass: external_exports.number().int(),
  fail: external_exports.number().int(),
  error: external_exports.number().int().describe("Samples that brought no verdict (an error, not JSON)")
});
var checkResultSchema = external_exports.object({
  check: external_exports.enum(CHECK_KINDS).describe(
    "call_format | selection | args | sequence | clarification | answer | gate:<kind> | structured_output | annotation:read_only | annotation:non_destructive | annotation:idempotent | confirmation. call_format: a call that could not be run (arguments not a JSON object, a tool not offered); structured_output (with `server_faults: fail`): the server returned no or invalid structuredContent for a tool with an outputSchema; annotation:*: a tool did what its declared annotations rule out; confirmation: a tool destroyed something before the user confirmed, or after they declined"
  ),
  passed: external_exports.boolean(),
  unobserved: external_exports.boolean().optional().describe(
    "A gate that could not see what it guards (stub mode, a server not wired to the spy): neither passed nor failed; passed is false and the row is inconclusive"
  ),
  reason: external_exports.string(),
  turn: external_exports.number().int().optional(),
  expected: jsonSchema.optional(),
  actual: jsonSchema.optional(),
  mode: external_exports.string().optional().describe("answer: strict | loose; sequence: strict | any (the order asked for)"),
  missing: external_exports.array(external_exports.string()).optional().describe("What was expected and not found: answer elements, tools, argument keys"),
  gradedBy: external_exports.enum(["baseline", "judge"]).optional().describe("clarification and answer: the deterministic baseline or the LLM judge"),
  judge: external_exports.string().optional().describe(
    "The judge provider, when it was asked: gradedBy says whether it decided or failed (then `note` says why)"
  ),
  votes: judgeVotesSchema.optional().describe("The judge's samples (with `judge: { samples: n }`, n > 1): the majority decides"),
  baseline: external_exports.enum(["passed", "failed"]).optional().describe(
    "The deterministic grader's verdict, when the judge decided: where they differ, the report lists the row"
  ),
  rubric: external_exports.string().optional().describe("What the judge was asked to apply"),
  reasoning: external_exports.string().optional().describe("The judge's reasoning"),
  note: external_exports.string().optional().describe("E.g. why the baseline was used although a judge is set")
});
var observationResultSchema = external_exports.object({
  kind: external_exports.enum([...OBSERVATION_KINDS, ...SPY_CHECKS]).describe(
    "A scenario's `observe` kind, or a spy check recorded only (`annotations: observe`, or the spy could not see the requests: then observed is false and detail says why)"
  ),
  spec: jsonSchema,
  observed: external_exports.boolean(),
  unobserved: external_exports.boolean().optional().describe(
    "The spy could not see what it looks for (a `request` in stub mode, a server not wired to it): observed is false and says nothing"
  ),
  detail: external_exports.string()
});
var verdictSchema = external_exports.object({
  status: statusSchema,
  reason: external_exports.string().describe("Why this status: the first failed check, the error, the skip reason"),
  checks: external_exports.array(checkResultSchema),
  observations: external_exports.array(observationResultSchema)
});
function unobservedOnly(v) {
  return v.status === "inconclusive" && v.checks.some((c) => c.unobserved) && v.checks.every((c) => c.passed || c.unobserved);
}
var hookResultSchema = external_exports.object({
  phase: external_exports.enum(["before", "after"]),
  command: external_exports.string(),
  exitCode: external_exports.number().int().nullable(),
  stdout: external_exports.string(),
  stderr: external_exports.string(),
  durationMs: external_exports.number()
});

export {
  toolParamSchema,
  toolAnnotationsSchema,
  toolParams,
  toolAnnotations,
  STATUSES,
  statusSchema,
  isSpyCheck,
  gateCheck,
  isGateCheck,
  isRequestGateCheck,
  judgeVotesSchema,
  verdictSchema,
  unobservedOnly,
  hookResultSchema
};
