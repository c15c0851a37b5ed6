import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  argsSchema,
  jsonSchema
} from "./chunk-QY5YS7RX.js";
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
  stubbed: external_exports.boolean(),
  durationMs: external_exports.number()
});
var spyRequestSchema = external_exports.object({
  method: external_exports.string(),
  path: external_exports.string(),
  query: external_exports.record(external_exports.string(), external_exports.string()),
  body: jsonSchema.optional(),
  status: external_exports.number().int(),
  /** No spy route matched: the spy answered 404 "no spy route". */
  unrouted: external_exports.boolean().optional(),
  at: external_exports.number()
});
var turnRecordSchema = external_exports.object({
  user: external_exports.string(),
  reply: external_exports.string(),
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
  /** Absent when the judge failed: the check then uses the baseline, with `error` as a note. */
  passed: external_exports.boolean().optional(),
  reasoning: external_exports.string().optional(),
  error: external_exports.string().optional(),
  usage: usageSchema.optional()
});
var transcriptSchema = external_exports.object({
  turns: external_exports.array(turnRecordSchema),
  calls: external_exports.array(recordedCallSchema),
  requests: external_exports.array(spyRequestSchema),
  /** tools/list as the model saw it. */
  tools: external_exports.array(external_exports.string()),
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
