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

export {
  jsonSchema,
  argsSchema,
  routeSchema,
  modeSchema,
  TIERS,
  tierSchema,
  ANSWER_MODES,
  ANSWER_SCOPES,
  ELICIT_ACTIONS,
  requestPatternSchema,
  readPatternSchema,
  GATE_KINDS,
  REQUEST_GATES,
  OBSERVATION_KINDS,
  annotationModeSchema,
  confirmDestructiveSchema,
  expectedCalls
};
