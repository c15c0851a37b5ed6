import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ELICIT_ACTIONS,
  GATE_KINDS,
  OBSERVATION_KINDS,
  REQUEST_GATES,
  argsSchema,
  jsonSchema
} from "./chunk-YB5F7MI3.js";
import {
  external_exports
} from "./chunk-ZXOGZ666.js";

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
  "confirmation",
  "elicitation:no_secrets",
  "elicitation:respects_decline"
];
var CHECK_KINDS = [
  ...EXPECTATION_CHECKS,
  ...GATE_KINDS.map((k) => `gate:${k}`),
  ...SERVER_CHECKS,
  ...SPY_CHECKS
];
var isSpyCheck = (check) => SPY_CHECKS.includes(check);
var readsNoRequest = (check) => check === "elicitation:no_secrets";
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
    "call_format | selection | args | sequence | clarification | answer | gate:<kind> | structured_output | annotation:read_only | annotation:non_destructive | annotation:idempotent | confirmation | elicitation:no_secrets | elicitation:respects_decline. call_format: a call that could not be run (arguments not a JSON object, a tool not offered); structured_output (with `server_faults: fail`): the server returned no or invalid structuredContent for a tool with an outputSchema; annotation:*: a tool did what its declared annotations rule out; confirmation: a tool destroyed something before the user confirmed, or after they declined; elicitation:no_secrets: a form-mode elicitation asked for a secret; elicitation:respects_decline: something mutated after the user declined an elicitation"
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

// src/model/transcript.ts
var usageSchema = external_exports.object({
  inputTokens: external_exports.number().describe("The whole prompt, cached tokens included"),
  outputTokens: external_exports.number(),
  cachedTokens: external_exports.number().describe("The part of inputTokens read from a prompt cache")
});
var emptyUsage = () => ({ inputTokens: 0, outputTokens: 0, cachedTokens: 0 });
var structuredCheckSchema = external_exports.object({
  status: external_exports.enum(["valid", "missing", "invalid", "unchecked"]).describe(
    "valid; missing: no structuredContent; invalid: it does not match the outputSchema (missing and invalid are server faults); unchecked: the schema could not be compiled"
  ),
  detail: external_exports.string().optional().describe("Why, for any status but valid")
});
var isStructuredFault = (s) => s?.status === "missing" || s?.status === "invalid";
var taskRecordSchema = external_exports.object({
  id: external_exports.string(),
  status: external_exports.string().describe("The last status seen: working, input_required, completed, failed, cancelled"),
  message: external_exports.string().optional().describe("The task's last statusMessage"),
  polls: external_exports.number().int().describe("tasks/get requests sent"),
  cancelled: external_exports.literal(true).optional().describe("The call was given up (the scenario ended first): tasks/cancel was sent")
});
var progressNoteSchema = external_exports.object({
  progress: external_exports.number(),
  total: external_exports.number().optional(),
  message: external_exports.string().optional()
});
var recordedCallSchema = external_exports.object({
  turn: external_exports.number().int(),
  tool: external_exports.string(),
  args: argsSchema,
  /** Result text as the model received it. */
  result: external_exports.string().optional(),
  error: external_exports.string().optional(),
  /** The call could not be understood (arguments not JSON, unknown tool): why. */
  malformed: external_exports.string().optional(),
  raw: external_exports.string().optional().describe("With malformed: the arguments exactly as the model wrote them"),
  rejected: external_exports.literal(true).optional().describe(
    "The server refused the call for its arguments (a JSON-RPC invalid-params error, or an input validation error result); its words are in error. It did not run"
  ),
  notRun: external_exports.string().optional().describe('The call was never sent: why (e.g. "max_steps (3) reached")'),
  unanswered: external_exports.literal(true).optional().describe("The call was sent and no answer came before the scenario ended; error says so"),
  structured: structuredCheckSchema.optional().describe(
    "A live call to a tool with an outputSchema that returned a result: its structuredContent checked against the schema (JSON Schema 2020-12); an error result only when it says the server refused its own output (the SDK's McpServer: `Output validation error`)"
  ),
  task: taskRecordSchema.optional().describe("The tool ran as a task (`execution.taskSupport`; see docs/client-features.md)"),
  progress: external_exports.array(progressNoteSchema).optional().describe("Progress notifications the server sent during the call, in order"),
  stubbed: external_exports.boolean(),
  durationMs: external_exports.number(),
  tokens: external_exports.number().int().optional().describe("The result's size in tokens (report.json `tokens.encoding`), error text included"),
  pastCap: external_exports.number().int().optional().describe(
    "A live result larger than the cap (`result_token_cap`): the cap it passed. A host with that cap would cut or refuse it"
  )
});
var graphqlOperationSchema = external_exports.object({
  type: external_exports.enum(["query", "mutation", "subscription", "unknown"]),
  name: external_exports.string().optional(),
  /** With `unknown`: why it cannot be read. */
  why: external_exports.string().optional()
});
var spyRequestSchema = external_exports.object({
  method: external_exports.string(),
  /** Exactly as it arrived (`//x`, `%2F`, dot segments); patterns match its normalized form. */
  path: external_exports.string(),
  query: external_exports.record(external_exports.string(), external_exports.string()),
  body: jsonSchema.optional(),
  status: external_exports.number().int(),
  /** No spy route matched: the spy answered 404 "no spy route". */
  unrouted: external_exports.boolean().optional(),
  /** Answered by a `graphql: true` route: the operations the request carries. */
  graphql: external_exports.array(graphqlOperationSchema).optional(),
  at: external_exports.number(),
  calls: external_exports.array(external_exports.number().int()).optional().describe(
    "The calls (indices in `calls`) that may have sent it: those running on its server process when it arrived, else those of the last busy spell (what a call set off in the background). More than one: parallel calls, which the spy cannot tell apart. Absent: no call had reached the process (its start-up)"
  ),
  probes: external_exports.array(external_exports.number().int()).optional().describe("As `calls`, for the idempotence probes (indices in `probes`)"),
  late: external_exports.boolean().optional().describe(
    "Came after the scenario's row was built (past `spy.settle_ms`), from the process it called last: the row was re-decided with it"
  )
});
var turnRecordSchema = external_exports.object({
  user: external_exports.string(),
  reply: external_exports.string().describe(
    "The model's final message of the turn: the text after its last tool result; reports written before `said` existed hold every text of the turn joined here"
  ),
  said: external_exports.array(external_exports.string()).optional().describe(
    "Every text the model wrote in the turn, in order, when there was more than the final message (text beside its tool calls); `answer.scope: all` reads them"
  ),
  refusal: external_exports.string().optional().describe(
    "The model refused this turn (OpenAI `refusal`, Anthropic `stop_reason: refusal`, Gemini `SAFETY`): its text, or the API's reason. Never a clarification"
  )
});
var JUDGEMENT_KINDS = ["clarification", "answer"];
var judgementSchema = external_exports.object({
  turn: external_exports.number().int(),
  kind: external_exports.enum(JUDGEMENT_KINDS),
  /** The judge's provider id, e.g. "openai:gpt-4.1-mini". */
  judge: external_exports.string(),
  rubric: external_exports.string(),
  /** Absent when the judge failed (or its samples tied): the check then uses the baseline, with
   * `error` as a note. With several samples, the majority's verdict and one of its reasonings. */
  passed: external_exports.boolean().optional(),
  reasoning: external_exports.string().optional(),
  error: external_exports.string().optional(),
  /** With `samples` over 1: how the samples voted. */
  votes: judgeVotesSchema.optional(),
  usage: usageSchema.optional()
});
var probeSchema = external_exports.object({
  call: external_exports.number().int().describe("The call repeated (its index in `calls`)"),
  result: external_exports.string().optional(),
  error: external_exports.string().optional(),
  durationMs: external_exports.number()
});
var elicitationSchema = external_exports.object({
  turn: external_exports.number().int(),
  call: external_exports.number().int().optional().describe("The call (its index in `calls`) the request came during"),
  mode: external_exports.enum(["form", "url"]),
  message: external_exports.string(),
  requestedSchema: jsonSchema.optional().describe("Form mode: the schema of the values asked for"),
  url: external_exports.string().optional().describe("URL mode: the URL the user was asked to open (never opened)"),
  elicitationId: external_exports.string().optional(),
  action: external_exports.enum(ELICIT_ACTIONS).describe("The scripted user's answer"),
  content: external_exports.record(external_exports.string(), jsonSchema).optional().describe("With accept: the values sent"),
  unscripted: external_exports.literal(true).optional().describe("No `elicit` answer matched the request: it was declined"),
  at: external_exports.number().describe("When the answer was sent (ms since the epoch, as spy requests)"),
  callsBefore: external_exports.number().int().describe("Calls the model had made when the answer was sent: later ones come after it")
});
var samplingExchangeSchema = external_exports.object({
  turn: external_exports.number().int(),
  call: external_exports.number().int().optional().describe("The call (its index in `calls`) the server asked during"),
  messages: external_exports.array(external_exports.object({ role: external_exports.string(), text: external_exports.string() })).describe(
    "The request's messages; content that is not text is named with its MIME type and size, e.g. `[image (image/png), 120 bytes not shown]`"
  ),
  systemPrompt: external_exports.string().optional(),
  maxTokens: external_exports.number().optional(),
  answeredBy: external_exports.enum(["provider", "stub", "none"]).describe(
    "`provider`: the scenario's model answered; `stub`: a scenario's `sampling` text; `none`: the server got an error (`error`)"
  ),
  text: external_exports.string().optional().describe("The answer the server got"),
  model: external_exports.string().optional().describe("The model named in the answer"),
  error: external_exports.string().optional().describe("The error the server got instead of an answer"),
  usage: usageSchema.optional().describe("Tokens the answer cost (also in the row's usage)"),
  durationMs: external_exports.number()
});
var transcriptSchema = external_exports.object({
  turns: external_exports.array(turnRecordSchema),
  calls: external_exports.array(recordedCallSchema),
  requests: external_exports.array(spyRequestSchema),
  /** tools/list as the model saw it. */
  tools: external_exports.array(external_exports.string()),
  /** Each listed tool's parameters (from its inputSchema), for the clarification check. */
  params: external_exports.record(external_exports.string(), external_exports.array(toolParamSchema)).optional(),
  /** The annotations each listed tool declares (tools without any are left out): what the
   * annotation and confirmation checks hold its calls to. */
  annotations: external_exports.record(external_exports.string(), toolAnnotationsSchema).optional(),
  /** The server's sampling requests and their answers, in the order they came. */
  sampling: external_exports.array(samplingExchangeSchema).optional(),
  /** Idempotence probes the replay self-test made (live mode). */
  probes: external_exports.array(probeSchema).optional(),
  /** The server's elicitation requests and the scripted user's answers, in order. */
  elicitations: external_exports.array(elicitationSchema).optional(),
  usage: usageSchema,
  /** The models the API says served the conversation, in the order first seen. */
  served: external_exports.array(external_exports.string()).optional(),
  latencyMs: external_exports.number(),
  /** Why the spy backend could not see this scenario's API requests; absent when it could. */
  unobservable: external_exports.string().optional(),
  /** Added by the LLM judge after the conversation, before scoring (when a judge is set). */
  judgements: external_exports.array(judgementSchema).optional()
});
function emptyTranscript() {
  return { turns: [], calls: [], requests: [], tools: [], usage: emptyUsage(), latencyMs: 0 };
}

export {
  toolAnnotationsSchema,
  toolParams,
  toolAnnotations,
  STATUSES,
  statusSchema,
  isSpyCheck,
  readsNoRequest,
  gateCheck,
  isGateCheck,
  isRequestGateCheck,
  verdictSchema,
  unobservedOnly,
  hookResultSchema,
  usageSchema,
  isStructuredFault,
  recordedCallSchema,
  spyRequestSchema,
  turnRecordSchema,
  probeSchema,
  elicitationSchema,
  samplingExchangeSchema,
  emptyTranscript
};
