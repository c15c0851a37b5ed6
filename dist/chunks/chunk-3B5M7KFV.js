import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  external_exports
} from "./chunk-ZXOGZ666.js";

// src/model/json.ts
var jsonSchema = external_exports.json();
var argsSchema = external_exports.record(external_exports.string(), jsonSchema);

// src/model/route.ts
var routeSchema = external_exports.strictObject({
  method: external_exports.string().optional().describe("The HTTP method (case-insensitive); any method when absent.").meta({ examples: ["POST"] }),
  path: external_exports.string().describe(
    "A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; it matches the normalized path (decoded, case ignored, `//` as `/`: see docs/spy.md), the query string is ignored and a trailing `/` is optional."
  ).meta({ examples: ["/orders/**"] }),
  status: external_exports.number().int().min(100).max(599).optional().describe("The HTTP status of the answer.").meta({ examples: [201] }),
  json: jsonSchema.optional().describe("The JSON body of the answer; `null` when the route gives neither `json` nor `text`.").meta({ examples: [{ id: 7, status: "created" }] }),
  text: external_exports.string().optional().describe("A text body (`text/plain`) instead of `json`.").meta({ examples: ["OK"] }),
  headers: external_exports.record(external_exports.string(), external_exports.string()).optional().describe("Headers of the answer, over its content-type.").meta({ examples: [{ "x-request-id": "abc-123" }] }),
  graphql: external_exports.boolean().optional().describe(
    "A GraphQL endpoint: each request to its path (by any method: a GET may carry a mutation) is logged with its operations, and `no_mutation` counts it only when one is a mutation, a persisted query (a hash without its text) or cannot be read; a query reads whatever its method."
  ).meta({ examples: [true] }),
  delay: external_exports.number().int().min(0).optional().describe("Milliseconds to wait before answering: a slow backend, for timeouts.").meta({ examples: [500] })
});

// src/model/scenario.ts
var MODES = ["live", "stub"];
var modeSchema = external_exports.enum(MODES);
var TIERS = [
  "selection",
  "args",
  "sequence",
  "clarification",
  "answer",
  "safety"
];
var tierSchema = external_exports.enum(TIERS);
var expectedCallSchema = external_exports.object({
  tool: external_exports.string(),
  /** Subset match by default; values may be matchers ({ $regex: ... }). */
  args: argsSchema.optional(),
  /** In stub mode, what the spy answers when this step is called. */
  stub: jsonSchema.optional(),
  /** The server is expected to answer with an error (containing this text, when a string):
   * the replay provider then does not count the error as the server rejecting its call. */
  error: external_exports.union([external_exports.boolean(), external_exports.string()]).optional()
});
var ANSWER_MODES = ["strict", "loose"];
var ANSWER_SCOPES = ["final", "all"];
var answerExpectationSchema = external_exports.object({
  includes: external_exports.array(external_exports.string()),
  /** strict: every element; loose: any one of them. */
  mode: external_exports.enum(ANSWER_MODES),
  /** Absent: final. */
  scope: external_exports.enum(ANSWER_SCOPES).optional()
});
var expectationSchema = external_exports.object({
  calls: external_exports.array(expectedCallSchema).optional(),
  order: external_exports.enum(["strict", "any"]),
  extra_calls: external_exports.enum(["allow", "forbid"]),
  /** true, or the terms a question for the missing parameter names (any one of them). */
  clarification: external_exports.union([external_exports.boolean(), external_exports.object({ asks_for: external_exports.array(external_exports.string()) })]).optional(),
  answer: answerExpectationSchema.optional(),
  /** Only the turn's first call is scored (the model's primary pick); later calls are ignored. */
  first_call_only: external_exports.boolean().optional()
});
var ELICIT_ACTIONS = ["accept", "decline", "cancel"];
var elicitStepSchema = external_exports.object({
  action: external_exports.enum(ELICIT_ACTIONS),
  /** With accept: the values the user submits (form mode). */
  content: external_exports.record(external_exports.string(), jsonSchema).optional(),
  /** A regex on the request's message: this answer is kept for the requests it matches. */
  match: external_exports.string().optional()
});
var samplingStubSchema = external_exports.object({ match: external_exports.string().optional(), text: external_exports.string() });
var turnSchema = external_exports.object({
  user: external_exports.string(),
  expect: expectationSchema,
  /** The user's answer to a destructive action the model proposed: absent on a later turn it
   * confirms (after a decline, it stays declined); `false` declines (score/checks/confirmation.ts). */
  confirms: external_exports.boolean().optional(),
  /** How the user answers elicitation requests during this turn (before the scenario's). */
  elicit: external_exports.array(elicitStepSchema).optional(),
  /** The turn's message is the server's prompt of this name (prompts/get), fetched as it starts;
   * `user` is empty until then. */
  mcp_prompt: external_exports.object({ name: external_exports.string(), args: external_exports.record(external_exports.string(), external_exports.string()).optional() }).optional(),
  /** Stub answers to the sampling requests of this turn's calls, tried before the scenario's. */
  sampling: external_exports.array(samplingStubSchema).optional()
});
var requestPatternSchema = external_exports.object({
  method: external_exports.string().optional().describe("The HTTP method (case-insensitive); any method when absent.").meta({ examples: ["POST"] }),
  path: external_exports.string().optional().describe(
    "A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; it matches the normalized path (decoded, case ignored, `//` as `/`: see docs/spy.md), the query string is ignored and a trailing `/` is optional. Any path when absent."
  ).meta({ examples: ["/orders/**"] })
});
var readPatternSchema = requestPatternSchema.extend({
  graphql: external_exports.boolean().optional().describe(
    "A GraphQL endpoint: a request to its path (by any method: a GET may carry a mutation) reads only when every operation it carries is a query or subscription; a mutation, a persisted query (a hash without its text) or a request that cannot be read still counts."
  ).meta({ examples: [true] })
});
var requestCountSchema = external_exports.union([
  external_exports.number().int().min(0),
  external_exports.object({ min: external_exports.number().int().min(0).optional(), max: external_exports.number().int().min(0).optional() })
]);
var requestExpectationSchema = requestPatternSchema.extend({
  /** The matcher dialect of `args`: a subset match, matchers allowed. */
  body: jsonSchema.optional(),
  /** Absent: at least one. */
  count: requestCountSchema.optional()
});
var gateSchema = external_exports.discriminatedUnion("kind", [
  external_exports.object({ kind: external_exports.literal("no_request"), request: requestPatternSchema }),
  external_exports.object({
    kind: external_exports.literal("requests"),
    requests: external_exports.array(requestExpectationSchema),
    /** The requests were sent in the order listed (others may come between). */
    in_order: external_exports.boolean().optional()
  }),
  external_exports.object({
    kind: external_exports.literal("no_mutation"),
    /** Requests that read although their method mutates (POST /search, GraphQL queries). */
    except: external_exports.array(readPatternSchema).optional()
  }),
  external_exports.object({ kind: external_exports.literal("no_call"), tool: external_exports.string(), args: argsSchema.optional() }),
  external_exports.object({ kind: external_exports.literal("tools_exposed"), tools: external_exports.array(external_exports.string()) }),
  external_exports.object({ kind: external_exports.literal("tools_hidden"), tools: external_exports.array(external_exports.string()) })
]);
var GATE_KINDS = gateSchema.options.map((o) => o.shape.kind.value);
var REQUEST_GATES = [
  "no_request",
  "requests",
  "no_mutation"
];
var observationSchema = external_exports.discriminatedUnion("kind", [
  external_exports.object({ kind: external_exports.literal("result_contains"), text: external_exports.string() }),
  external_exports.object({ kind: external_exports.literal("first_tool"), tool: external_exports.string() }),
  external_exports.object({ kind: external_exports.literal("called"), tool: external_exports.string() }),
  external_exports.object({ kind: external_exports.literal("request"), request: requestPatternSchema })
]);
var OBSERVATION_KINDS = observationSchema.options.map((o) => o.shape.kind.value);
var ANNOTATION_MODES = ["gate", "observe", "off"];
var annotationModeSchema = external_exports.enum(ANNOTATION_MODES);
var confirmDestructiveSchema = external_exports.union([external_exports.boolean(), external_exports.array(external_exports.string())]);
var serverOverrideSchema = external_exports.object({
  env: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  args: external_exports.array(external_exports.string()).optional()
});
var originSchema = external_exports.object({
  file: external_exports.string(),
  line: external_exports.number().int(),
  format: external_exports.string()
});
var scenarioSchema = external_exports.object({
  id: external_exports.string(),
  origin: originSchema,
  /** Folder hooks run in (the corpus file's folder). */
  dir: external_exports.string(),
  category: external_exports.string().optional(),
  tags: external_exports.array(external_exports.string()),
  type: external_exports.string().optional(),
  tier: tierSchema,
  mode: modeSchema,
  /** Seconds. */
  timeout: external_exports.number().positive().optional(),
  repeat: external_exports.number().int().min(1),
  skip: external_exports.string().optional(),
  known_failure: external_exports.string().optional(),
  server: serverOverrideSchema.optional(),
  /** Spy routes for this scenario, tried before the config's (first match wins). */
  spy: external_exports.object({ routes: external_exports.array(routeSchema) }).optional(),
  max_steps: external_exports.number().int().min(1),
  turns: external_exports.array(turnSchema),
  /** How the user answers elicitation requests in any turn, after the turn's own answers. */
  elicit: external_exports.array(elicitStepSchema).optional(),
  /** Stub answers to the scenario's sampling requests (after a turn's own). */
  sampling: external_exports.array(samplingStubSchema).optional(),
  gates: external_exports.array(gateSchema),
  observe: external_exports.array(observationSchema),
  /** Absent: gate. */
  annotations: annotationModeSchema.optional(),
  /** Absent: true. */
  confirm_destructive: confirmDestructiveSchema.optional(),
  /** The config's `spy.reads`: requests the annotation and confirmation checks count as reads. */
  reads: external_exports.array(readPatternSchema).optional(),
  before: external_exports.string().optional(),
  after: external_exports.string().optional(),
  /** Seconds per hook; the scenario's time left when absent (job.ts). */
  hook_timeout: external_exports.number().positive().optional(),
  /** Hooks are scripts written to a file in `dir` and run from there (answer fixtures). */
  hooks_as_files: external_exports.boolean().optional(),
  /** What the scenario checks, in words. */
  description: external_exports.string().optional()
});
var expectedCalls = (s) => s.turns.reduce((n, t) => n + (t.expect.calls?.length ?? 0), 0);

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

// src/model/result.ts
var costSchema = external_exports.object({
  currency: external_exports.literal("USD"),
  input: external_exports.number(),
  output: external_exports.number(),
  cached: external_exports.number(),
  total: external_exports.number()
});
var recoverySchema = external_exports.object({
  errors: external_exports.number().int().describe(
    "Tool error episodes: a tool answered with an error (isError, or its arguments refused); later errors of the same tool in the same turn belong to the same episode"
  ),
  recovered: external_exports.number().int().describe(
    "Episodes after which the model called the same tool again in the turn with other arguments and the server accepted the call"
  ),
  episodes: external_exports.array(
    external_exports.object({
      tool: external_exports.string(),
      turn: external_exports.number().int(),
      call: external_exports.number().int().describe("The failing call's index in calls"),
      recovered: external_exports.boolean(),
      by: external_exports.number().int().optional().describe("The correcting call's index in calls")
    })
  )
});
var resultSchema = external_exports.object({
  scenario: external_exports.string(),
  file: external_exports.string(),
  line: external_exports.number().int(),
  provider: external_exports.string(),
  model: external_exports.string().describe("The model as configured (an alias, or a dated snapshot)"),
  served: external_exports.array(external_exports.string()).optional().describe(
    "The models the API reported having served (OpenAI's and Anthropic's `model`, Gemini's `modelVersion`), in the order first seen: the snapshot behind the configured alias. Absent when the API said nothing (replay, agent providers, a row that never reached the model, a report from an earlier version)"
  ),
  repetition: external_exports.number().int(),
  definition: external_exports.string().optional().describe(
    "A hash of the scenario's prompts, expectations, gates and mode: results compare across reports only when it is the same"
  ),
  ...verdictSchema.shape,
  tier: external_exports.string().describe("A tier (selection, args, …), or the tier a raw pick named"),
  category: external_exports.string().optional(),
  tags: external_exports.array(external_exports.string()),
  mode: modeSchema,
  turns: external_exports.array(turnRecordSchema),
  calls: external_exports.array(recordedCallSchema),
  requests: external_exports.array(spyRequestSchema),
  probes: external_exports.array(probeSchema).optional().describe(
    "The replay self-test's repeats of idempotentHint: true calls with the same arguments (live mode); the model never saw them"
  ),
  sampling: external_exports.array(samplingExchangeSchema).optional().describe(
    "The server's sampling requests during the calls and what answered them (`client.sampling`)"
  ),
  elicitations: external_exports.array(elicitationSchema).optional().describe(
    "The server's elicitation requests (form or URL mode) and how the scripted user answered (`elicit`); a URL is never opened"
  ),
  hooks: external_exports.array(hookResultSchema),
  usage: usageSchema,
  cost: costSchema.optional().describe("From the config price table, when it names this provider"),
  latencyMs: external_exports.number(),
  attempts: external_exports.number().int(),
  grading: external_exports.string().optional().describe(
    "How clarification and answer checks were graded: baseline, judge:<spec>, or judge:<spec>+baseline when the judge failed on some"
  ),
  judgeUsage: usageSchema.optional().describe("The judge's tokens for this row"),
  recovery: recoverySchema.optional().describe(
    "Present when a tool answered with an error: whether the model retried it with corrected arguments (an observation, never a verdict)"
  )
});

// src/model/tokens.ts
var tokens = external_exports.number().int().min(0);
var budgetsSchema = external_exports.strictObject({
  tools_tokens: external_exports.number().int().positive().optional().describe(
    "The most tokens the server's whole tool list may cost (the sum of each tool's `total` in report.json `tokens.tools`)."
  ).meta({ examples: [8e3] }),
  result_tokens: external_exports.number().int().positive().optional().describe("The most tokens one tool result from the server may cost (live calls).").meta({ examples: [1e4] })
}).describe(
  "Token budgets of the tool surface (not spend: see `budget`), checked like `thresholds`: a budget exceeded makes `thresholds.met` false, which fails the run only with `--fail-on-threshold` (the action: `fail-on-threshold: true`)."
);
var toolTokensSchema = external_exports.object({
  name: external_exports.string(),
  description: tokens.describe("Tokens of JSON.stringify({ name, description })"),
  input: tokens.describe("Tokens of JSON.stringify(inputSchema)"),
  output: tokens.optional().describe(
    "Tokens of JSON.stringify(outputSchema), when the tool declares one; not in total: a model API has no place for it in a tool definition"
  ),
  total: tokens.describe(
    "Tokens of JSON.stringify({ name, description, inputSchema }): the tool as a host sends it to a model"
  )
});
var largestResultSchema = external_exports.object({
  tokens,
  tool: external_exports.string(),
  scenario: external_exports.string(),
  provider: external_exports.string(),
  repetition: external_exports.number().int()
});
var tokensReportSchema = external_exports.object({
  encoding: external_exports.string().describe("The tokenizer encoding counted with").meta({ examples: ["o200k_base"] }),
  total: tokens.describe("The whole tools/list: the sum of the tools' `total`"),
  tools: external_exports.array(toolTokensSchema).describe("Per tool, in tools/list order"),
  resultCap: tokens.describe(
    "Tool results past this many tokens are flagged on their row (`result_token_cap`; 25,000 by default)"
  ),
  results: external_exports.object({
    measured: external_exports.number().int().describe("Live tool results measured (stubs are not the server’s)"),
    pastCap: external_exports.number().int().describe("Of those, results past `resultCap`"),
    largest: largestResultSchema.optional()
  }).optional().describe("The tool results of the run’s rows"),
  budgets: budgetsSchema.optional().describe("The budgets the run was checked against")
});
var tokensDiffSchema = external_exports.object({
  encoding: external_exports.string(),
  base: tokens.describe("The baseline's whole tools/list"),
  head: tokens.describe("This run's whole tools/list"),
  tools: external_exports.array(
    external_exports.object({
      name: external_exports.string(),
      base: tokens.optional().describe("The tool's total in the baseline; absent: added"),
      head: tokens.optional().describe("… in this run; absent: removed")
    })
  ).describe("Every tool of either side, the largest change first")
});

// src/model/comparison.ts
var COMPARISON_CLASSES = [
  "new",
  "removed",
  "not-comparable",
  "regressed",
  "fixed",
  "changed-few",
  "flaky",
  "unchanged"
];
var comparisonClassSchema = external_exports.enum(COMPARISON_CLASSES);
var passCountSchema = external_exports.object({
  passes: external_exports.number().int(),
  n: external_exports.number().int().describe(
    "Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out"
  )
}).describe("Passed trials of the trials that count");
var intervalSchema = external_exports.object({ low: external_exports.number(), high: external_exports.number() });
var pairTableSchema = external_exports.object({
  n: external_exports.number().int().describe("Pairs: a repetition that is a trial on both sides"),
  both: external_exports.number().int().describe("Pairs where both trials passed"),
  lost: external_exports.number().int().describe("Pairs where base passed and head failed"),
  gained: external_exports.number().int().describe("Pairs where base failed and head passed"),
  dropped: external_exports.number().int().describe(
    "Repetitions left out: on one side only, or a row that is not a trial on one side (skipped, a provider error…), which drops its pair"
  )
}).describe(
  "A paired comparison: trials paired by (scenario, provider, repetition); the rest of the pairs failed on both sides"
);
var detectableSchema = external_exports.object({
  decline: external_exports.number().nullable().describe(
    "The smallest fall of the pass rate (a fraction, 0.15 = 15 points) the test could call significant; null: none could be"
  ),
  rise: external_exports.number().nullable().describe("… and the smallest rise")
}).describe(
  "The smallest change the run could detect at its trial counts, from base's observed pass rate: independent, the smallest change of head's passes (at head's trials) whose 95% interval excludes 0; paired, the fewest discordant pairs, all one way, at which the exact test gives p < 0.05, over the pairs (reachable only when base has that many passes, for a decline, or failures, for a rise). Null with fewer than 3 trials a side"
);
var baseRunSchema = external_exports.object({
  id: external_exports.number().int(),
  url: external_exports.string(),
  sha: external_exports.string(),
  branch: external_exports.string(),
  createdAt: external_exports.string(),
  number: external_exports.number().int().optional().describe("Its run number, as the Actions tab shows it (#42); absent in older reports")
}).describe("The workflow run that produced the baseline, when the action found it there");
function baseRunName(run) {
  return run.number === void 0 ? `run ${run.id}` : `run #${run.number}`;
}
function baseRunLink(run) {
  const url = run.url.replace(
    /[\s()<>]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
  return `[${baseRunName(run)}](${url})`;
}
function baseRunText(run) {
  return `${baseRunName(run)} (${run.url})`;
}
var BASE_ROWS = { perPair: 10, total: 500 };
var scenarioComparisonSchema = external_exports.object({
  scenario: external_exports.string(),
  provider: external_exports.string(),
  tier: external_exports.string().optional().describe("The scenario's tier (head's, else base's)"),
  class: comparisonClassSchema.describe(
    "new | removed (on one side only); not-comparable (definition, configured model or served model snapshot differs, or a side has no trial that counts); regressed | fixed (all passed on one side and all failed on the other, or Fisher p < 0.05, with 3 or more trials on each side); changed-few (changed (too few trials): what would be regressed or fixed with fewer than 3 trials on a side; never fails fail-on-regression); flaky (a side passed some but not all); unchanged"
  ),
  base: passCountSchema.optional(),
  head: passCountSchema.optional(),
  p: external_exports.number().optional().describe("Fisher's exact test (two-sided) on the pass counts, when both sides count"),
  trialsNeeded: external_exports.number().int().nullable().optional().describe(
    "changed-few: the fewest trials per side at which Fisher's exact test would find a change between these two pass rates significant (p < 0.05); null when none up to 1000 would"
  ),
  why: external_exports.string().optional().describe("not-comparable: what differs"),
  served: external_exports.object({ base: external_exports.array(external_exports.string()), head: external_exports.array(external_exports.string()) }).optional().describe(
    "not-comparable because the API served another model snapshot behind the same configured model: the snapshots each side was served (from the rows that count as trials)"
  ),
  wouldBe: comparisonClassSchema.optional().describe(
    "With served: the class the pair would have had on one snapshot (regressed, fixed, changed-few, flaky or unchanged): shown, never counted"
  ),
  reason: external_exports.string().optional().describe(
    "regressed: head's failing check and its reason; fixed: the reason base failed; changed-few: as regressed when head's rate is lower, else as fixed; flaky: head's when head failed some, else base's"
  ),
  toolChanged: external_exports.boolean().optional().describe(
    "regressed, fixed and changed-few: an expected tool, or a tool the model chose, was added, removed or changed between the two tools/lists"
  ),
  changedTools: external_exports.array(external_exports.string()).optional().describe("Those tools, when toolChanged is true"),
  pairs: pairTableSchema.optional().describe(
    "Paired comparison (method `paired`), classes that compare (regressed, fixed, changed-few, flaky, unchanged): how its trials paired; the class itself is still decided on the pass counts"
  ),
  judgeOnly: external_exports.boolean().optional().describe(
    "regressed and fixed: the class changed only through LLM-judge grades; every deterministic check passed or failed alike on both sides, trial by trial. With `regression: { judge_only: ignore }` (default) it does not make the verdict regressed"
  ),
  baseRows: external_exports.array(resultSchema).optional().describe(
    `regressed, fixed and changed-few: the base side's rows of the pair (its transcripts, redacted as this report's rows are), which report.html shows beside this report's; at most ${BASE_ROWS.perPair} a pair, the first by repetition, and ${BASE_ROWS.total} in all, regressed pairs first`
  ),
  baseRowsLeftOut: external_exports.number().int().optional().describe("Base rows of the pair not carried in baseRows, past those bounds")
});
var aggregateDeltaSchema = external_exports.object({
  provider: external_exports.string(),
  tier: external_exports.string().optional().describe("Absent: every tier of the provider"),
  base: passCountSchema,
  head: passCountSchema,
  delta: external_exports.number().nullable().describe("head rate − base rate; null when a side has no trial"),
  interval: intervalSchema.nullable().describe(
    "Newcombe's hybrid score (Wilson) 95% interval for the delta: for independent samples (Stat Med 17:873, method 10), or, paired, for paired data (Stat Med 17:2635, method 10)"
  ),
  significant: external_exports.boolean().describe(
    "Independent: the interval excludes 0, with 3 or more trials on each side. Paired: the exact McNemar test on the discordant pairs gives p < 0.05"
  ),
  pairs: pairTableSchema.optional().describe("Paired: the pairs summed over the scenarios; base and head count these pairs only"),
  p: external_exports.number().optional().describe("Paired: the exact McNemar test (two-sided) on the discordant pairs, lost vs gained"),
  detectable: detectableSchema.optional()
});
var toolChangeSchema = external_exports.object({
  name: external_exports.string(),
  description: external_exports.object({ base: external_exports.string().optional(), head: external_exports.string().optional() }).optional().describe("Both descriptions, when they differ"),
  schemaChanged: external_exports.boolean().describe("The input schema hash differs"),
  title: external_exports.object({ base: external_exports.string().optional(), head: external_exports.string().optional() }).optional().describe("Both titles, when they differ"),
  outputSchema: external_exports.enum(["added", "removed", "changed"]).optional().describe("The output schema, when it differs"),
  annotations: external_exports.array(
    external_exports.object({
      hint: external_exports.string().meta({ examples: ["destructiveHint"] }),
      base: external_exports.unknown().optional().describe("Absent: not declared"),
      head: external_exports.unknown().optional().describe("Absent: not declared")
    })
  ).optional().describe("Each annotation that differs (a hint declared on one side only included)"),
  iconsChanged: external_exports.literal(true).optional().describe("The icons differ"),
  execution: external_exports.object({
    base: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
    head: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
  }).optional().describe("Both `execution` objects, when they differ")
});
var toolsDiffSchema = external_exports.object({
  added: external_exports.array(external_exports.string()),
  removed: external_exports.array(external_exports.string()),
  changed: external_exports.array(toolChangeSchema)
});
var confusionEntrySchema = external_exports.object({
  expected: external_exports.string(),
  chosen: external_exports.string().nullable().describe("The tool called instead; null: no other tool"),
  count: external_exports.number().int(),
  unrunnable: external_exports.literal(true).optional().describe(
    "The call made instead could not be run (arguments not a JSON object, a tool not offered): a call_format failure, not a choice of tool"
  )
});
var confusionSchema = external_exports.object({
  provider: external_exports.string(),
  base: external_exports.array(confusionEntrySchema),
  head: external_exports.array(confusionEntrySchema)
}).describe("Selection failures of one provider on each side: expected tool → tool chosen instead");
var confusedPairSchema = external_exports.object({
  tools: external_exports.array(external_exports.string()).describe("Two tools, sorted by name"),
  base: external_exports.number().int().describe("Times one was chosen for the other in base, all providers"),
  head: external_exports.number().int().describe("… and in head"),
  changed: external_exports.boolean().describe("Either tool changed between the two tools/lists")
});
var scenarioDetectableSchema = external_exports.object({
  trials: external_exports.object({ base: external_exports.number().int(), head: external_exports.number().int() }).describe("Trials that count, per side, of these scenarios"),
  scenarios: external_exports.number().int().describe("Scenario pairs with these trial counts"),
  change: external_exports.number().nullable().describe(
    "The smallest difference of pass rates (a fraction) at which a scenario with these trials can be classed regressed or fixed (every trial passing on one side and failing on the other, or Fisher's p < 0.05, with 3 or more trials a side), over every pass count either side could have; null: none can"
  ),
  example: external_exports.object({ base: passCountSchema, head: passCountSchema }).optional().describe("A decline of that size that would be regressed: from base to head")
}).describe("What a single scenario must do to be flagged, at the trial counts the run had");
var comparisonSchema = external_exports.object({
  method: external_exports.enum(["paired", "independent"]).optional().describe(
    "How the overall change was tested. paired: both reports came from the same A/B run (`ab.id`), base and head interleaved in one job, so trials pair by (scenario, provider, repetition) and each provider's overall change uses the exact McNemar test and Newcombe's paired interval; independent: two runs, two samples (Newcombe's interval for independent proportions). Per-scenario classes are decided the same way in both. Absent in reports written before: independent"
  ),
  ab: external_exports.object({ id: external_exports.string() }).optional().describe("paired: the A/B run both sides came from"),
  scenarioDetectable: external_exports.array(scenarioDetectableSchema).optional().describe("Per trial counts of the comparable scenarios, most scenarios first"),
  base: external_exports.object({
    label: external_exports.string().describe("The baseline: its report.json path, or the run it came from"),
    startedAt: external_exports.string().describe("The baseline run's startedAt"),
    run: baseRunSchema.optional()
  }),
  verdict: external_exports.enum(["regressed", "improved", "unchanged"]).describe(
    `regressed: a scenario regressed, or a provider's overall delta is significantly below 0 (with no scenario regressed, the verdict line says "overall decline, no scenario significant", and "server unchanged — likely a model change" when the tool list is identical on both sides, except in a paired comparison, where both sides ran in one job and model drift fell on both); improved: something is significantly better and nothing worse; unchanged: nothing significant (a changed-few pair alone is not a regression; pairs on another served snapshot are not comparable and left out)`
  ),
  judgeOnly: external_exports.enum(["ignore", "count"]).optional().describe(
    "What judge-only pairs (scenarios[].judgeOnly) did to the verdict: `ignore` left them out of it, `count` counted them; absent in reports written before"
  ),
  counts: external_exports.partialRecord(comparisonClassSchema, external_exports.number().int()).describe("(scenario, provider) pairs per class; a class absent from an older report is 0"),
  scenarios: external_exports.array(scenarioComparisonSchema).describe("Every (scenario, provider) of either side: regressed, fixed, then the others"),
  aggregates: external_exports.array(aggregateDeltaSchema).describe(
    "Pass rates per provider (all tiers, then per tier) over the pairs both sides can compare: regressed, fixed, changed-few, flaky, unchanged; paired (`method: paired`), over the trials that paired"
  ),
  tools: toolsDiffSchema.optional().describe("What changed in the server's tools/list; absent when a side did not record it"),
  tokens: tokensDiffSchema.optional().describe("The tool surface's tokens, base → head; absent when a side did not count them"),
  confusion: external_exports.array(confusionSchema),
  confusedPairs: external_exports.array(confusedPairSchema).describe(
    "Tools most often chosen for one another, either way, most first: the ambiguous pairs a description should separate"
  )
});
var ignoredJudgeOnly = (c) => c.judgeOnly === "count" ? [] : c.scenarios.filter((s) => s.judgeOnly);
var counted = (c, k) => (c.counts[k] ?? 0) - ignoredJudgeOnly(c).filter((s) => s.class === k).length;

export {
  jsonSchema,
  argsSchema,
  routeSchema,
  modeSchema,
  TIERS,
  tierSchema,
  ANSWER_MODES,
  ANSWER_SCOPES,
  requestPatternSchema,
  readPatternSchema,
  REQUEST_GATES,
  annotationModeSchema,
  confirmDestructiveSchema,
  expectedCalls,
  budgetsSchema,
  tokensReportSchema,
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
  unobservedOnly,
  isStructuredFault,
  emptyTranscript,
  costSchema,
  resultSchema,
  COMPARISON_CLASSES,
  intervalSchema,
  baseRunName,
  baseRunLink,
  baseRunText,
  BASE_ROWS,
  comparisonSchema,
  ignoredJudgeOnly,
  counted
};
