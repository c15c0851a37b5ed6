import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  judgeVotesSchema,
  toolAnnotationsSchema,
  toolParamSchema
} from "./chunk-536VMWSZ.js";
import {
  argsSchema,
  jsonSchema
} from "./chunk-IJON2Y6L.js";
import {
  external_exports
} from "./chunk-A2KQDUST.js";

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
  /** Idempotence probes the replay self-test made (live mode). */
  probes: external_exports.array(probeSchema).optional(),
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
  usageSchema,
  isStructuredFault,
  recordedCallSchema,
  spyRequestSchema,
  turnRecordSchema,
  probeSchema,
  emptyTranscript
};
