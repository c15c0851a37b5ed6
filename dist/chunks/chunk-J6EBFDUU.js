import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  judgeVotesSchema
} from "./chunk-SE5SHENU.js";
import {
  argsSchema,
  jsonSchema
} from "./chunk-UDSN7ZZV.js";
import {
  external_exports
} from "./chunk-YVU7IDD7.js";

// src/model/transcript.ts
var usageSchema = external_exports.object({
  inputTokens: external_exports.number().describe("The whole prompt, cached tokens included"),
  outputTokens: external_exports.number(),
  cachedTokens: external_exports.number().describe("The part of inputTokens read from a prompt cache")
});
var emptyUsage = () => ({ inputTokens: 0, outputTokens: 0, cachedTokens: 0 });
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
  stubbed: external_exports.boolean(),
  durationMs: external_exports.number()
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
var toolParamSchema = external_exports.object({
  name: external_exports.string(),
  description: external_exports.string().optional(),
  required: external_exports.boolean()
});
var transcriptSchema = external_exports.object({
  turns: external_exports.array(turnRecordSchema),
  calls: external_exports.array(recordedCallSchema),
  requests: external_exports.array(spyRequestSchema),
  /** tools/list as the model saw it. */
  tools: external_exports.array(external_exports.string()),
  /** Each listed tool's parameters (from its inputSchema), for the clarification check. */
  params: external_exports.record(external_exports.string(), external_exports.array(toolParamSchema)).optional(),
  usage: usageSchema,
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
  recordedCallSchema,
  spyRequestSchema,
  turnRecordSchema,
  emptyTranscript
};
