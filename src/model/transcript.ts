// What happened in one scenario run: the raw material of every check.
import { z } from 'zod';
import { argsSchema, jsonSchema } from './json.js';
import { ELICIT_ACTIONS } from './scenario.js';
import { toolAnnotationsSchema, toolParamSchema } from './tool.js';
import { judgeVotesSchema } from './verdict.js';

export const usageSchema = z.object({
  inputTokens: z.number().describe('The whole prompt, cached tokens included'),
  outputTokens: z.number(),
  cachedTokens: z.number().describe('The part of inputTokens read from a prompt cache'),
});
export type Usage = z.infer<typeof usageSchema>;

export const emptyUsage = (): Usage => ({ inputTokens: 0, outputTokens: 0, cachedTokens: 0 });

/** A live result of a tool that declares an outputSchema, checked against it. The MCP spec:
 * such a server MUST return structuredContent that conforms to it. */
export const structuredCheckSchema = z.object({
  status: z
    .enum(['valid', 'missing', 'invalid', 'unchecked'])
    .describe(
      'valid; missing: no structuredContent; invalid: it does not match the outputSchema (missing and invalid are server faults); unchecked: the schema could not be compiled',
    ),
  detail: z.string().optional().describe('Why, for any status but valid'),
});
export type StructuredCheck = z.infer<typeof structuredCheckSchema>;

/** A server fault: the server broke a promise of its own (not the model's doing). */
export const isStructuredFault = (s: StructuredCheck | undefined): boolean =>
  s?.status === 'missing' || s?.status === 'invalid';

/** A call run as an MCP task: its id, its last status and how often it was polled. */
export const taskRecordSchema = z.object({
  id: z.string(),
  status: z
    .string()
    .describe('The last status seen: working, input_required, completed, failed, cancelled'),
  message: z.string().optional().describe("The task's last statusMessage"),
  polls: z.number().int().describe('tasks/get requests sent'),
  cancelled: z
    .literal(true)
    .optional()
    .describe('The call was given up (the scenario ended first): tasks/cancel was sent'),
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;

/** A progress notification the server sent during a call. */
export const progressNoteSchema = z.object({
  progress: z.number(),
  total: z.number().optional(),
  message: z.string().optional(),
});
export type ProgressNote = z.infer<typeof progressNoteSchema>;

export const recordedCallSchema = z.object({
  turn: z.number().int(),
  tool: z.string(),
  args: argsSchema,
  /** Result text as the model received it. */
  result: z.string().optional(),
  error: z.string().optional(),
  /** The call could not be understood (arguments not JSON, unknown tool): why. */
  malformed: z.string().optional(),
  raw: z
    .string()
    .optional()
    .describe('With malformed: the arguments exactly as the model wrote them'),
  rejected: z
    .literal(true)
    .optional()
    .describe(
      'The server refused the call for its arguments (a JSON-RPC invalid-params error, or an input validation error result); its words are in error. It did not run',
    ),
  notRun: z
    .string()
    .optional()
    .describe('The call was never sent: why (e.g. "max_steps (3) reached")'),
  unanswered: z
    .literal(true)
    .optional()
    .describe('The call was sent and no answer came before the scenario ended; error says so'),
  structured: structuredCheckSchema
    .optional()
    .describe(
      "A live call to a tool with an outputSchema that returned a result: its structuredContent checked against the schema (JSON Schema 2020-12); an error result only when it says the server refused its own output (the SDK's McpServer: `Output validation error`)",
    ),
  task: taskRecordSchema
    .optional()
    .describe('The tool ran as a task (`execution.taskSupport`; see docs/client-features.md)'),
  progress: z
    .array(progressNoteSchema)
    .optional()
    .describe('Progress notifications the server sent during the call, in order'),
  stubbed: z.boolean(),
  durationMs: z.number(),
  tokens: z
    .number()
    .int()
    .optional()
    .describe("The result's size in tokens (report.json `tokens.encoding`), error text included"),
  pastCap: z
    .number()
    .int()
    .optional()
    .describe(
      'A live result larger than the cap (`result_token_cap`): the cap it passed. A host with that cap would cut or refuse it',
    ),
});
export type RecordedCall = z.infer<typeof recordedCallSchema>;

/** One operation a GraphQL request carries; `unknown` when it cannot be read (a persisted
 * query's hash, a body that is no GraphQL request): it counts as mutating. */
export const graphqlOperationSchema = z.object({
  type: z.enum(['query', 'mutation', 'subscription', 'unknown']),
  name: z.string().optional(),
  /** With `unknown`: why it cannot be read. */
  why: z.string().optional(),
});
export type GraphqlOperation = z.infer<typeof graphqlOperationSchema>;

export const spyRequestSchema = z.object({
  method: z.string(),
  /** Exactly as it arrived (`//x`, `%2F`, dot segments); patterns match its normalized form. */
  path: z.string(),
  query: z.record(z.string(), z.string()),
  body: jsonSchema.optional(),
  status: z.number().int(),
  /** No spy route matched: the spy answered 404 "no spy route". */
  unrouted: z.boolean().optional(),
  /** Answered by a `graphql: true` route: the operations the request carries. */
  graphql: z.array(graphqlOperationSchema).optional(),
  at: z.number(),
  calls: z
    .array(z.number().int())
    .optional()
    .describe(
      'The calls (indices in `calls`) that may have sent it: those running on its server process when it arrived, else those of the last busy spell (what a call set off in the background). More than one: parallel calls, which the spy cannot tell apart. Absent: no call had reached the process (its start-up)',
    ),
  probes: z
    .array(z.number().int())
    .optional()
    .describe('As `calls`, for the idempotence probes (indices in `probes`)'),
  late: z
    .boolean()
    .optional()
    .describe(
      "Came after the scenario's row was built (past `spy.settle_ms`), from the process it called last: the row was re-decided with it",
    ),
});
export type SpyRequest = z.infer<typeof spyRequestSchema>;

export const turnRecordSchema = z.object({
  user: z.string(),
  reply: z
    .string()
    .describe(
      "The model's final message of the turn: the text after its last tool result; reports written before `said` existed hold every text of the turn joined here",
    ),
  said: z
    .array(z.string())
    .optional()
    .describe(
      'Every text the model wrote in the turn, in order, when there was more than the final message (text beside its tool calls); `answer.scope: all` reads them',
    ),
  refusal: z
    .string()
    .optional()
    .describe(
      "The model refused this turn (OpenAI `refusal`, Anthropic `stop_reason: refusal`, Gemini `SAFETY`): its text, or the API's reason. Never a clarification",
    ),
});

export const JUDGEMENT_KINDS = ['clarification', 'answer'] as const;
export type JudgementKind = (typeof JUDGEMENT_KINDS)[number];

/** The LLM judge's verdict on one clarification or answer turn. */
export const judgementSchema = z.object({
  turn: z.number().int(),
  kind: z.enum(JUDGEMENT_KINDS),
  /** The judge's provider id, e.g. "openai:gpt-4.1-mini". */
  judge: z.string(),
  rubric: z.string(),
  /** Absent when the judge failed (or its samples tied): the check then uses the baseline, with
   * `error` as a note. With several samples, the majority's verdict and one of its reasonings. */
  passed: z.boolean().optional(),
  reasoning: z.string().optional(),
  error: z.string().optional(),
  /** With `samples` over 1: how the samples voted. */
  votes: judgeVotesSchema.optional(),
  usage: usageSchema.optional(),
});
export type Judgement = z.infer<typeof judgementSchema>;

export type { ToolParam } from './tool.js';

/** The replay self-test's second call of an `idempotentHint: true` tool, with the same
 * arguments, right after the first returned: the model never sees it. */
export const probeSchema = z.object({
  call: z.number().int().describe('The call repeated (its index in `calls`)'),
  result: z.string().optional(),
  error: z.string().optional(),
  durationMs: z.number(),
});
export type Probe = z.infer<typeof probeSchema>;

/** A server's elicitation request and the scripted user's answer. A URL is recorded, never
 * opened. */
export const elicitationSchema = z.object({
  turn: z.number().int(),
  call: z
    .number()
    .int()
    .optional()
    .describe('The call (its index in `calls`) the request came during'),
  mode: z.enum(['form', 'url']),
  message: z.string(),
  requestedSchema: jsonSchema.optional().describe('Form mode: the schema of the values asked for'),
  url: z
    .string()
    .optional()
    .describe('URL mode: the URL the user was asked to open (never opened)'),
  elicitationId: z.string().optional(),
  action: z.enum(ELICIT_ACTIONS).describe("The scripted user's answer"),
  content: z.record(z.string(), jsonSchema).optional().describe('With accept: the values sent'),
  unscripted: z
    .literal(true)
    .optional()
    .describe('No `elicit` answer matched the request: it was declined'),
  at: z.number().describe('When the answer was sent (ms since the epoch, as spy requests)'),
  callsBefore: z
    .number()
    .int()
    .describe('Calls the model had made when the answer was sent: later ones come after it'),
});
export type Elicitation = z.infer<typeof elicitationSchema>;

/** A server's `sampling/createMessage` during a call, and what it got back (client.sampling). */
export const samplingExchangeSchema = z.object({
  turn: z.number().int(),
  call: z
    .number()
    .int()
    .optional()
    .describe('The call (its index in `calls`) the server asked during'),
  messages: z
    .array(z.object({ role: z.string(), text: z.string() }))
    .describe(
      "The request's messages; content that is not text is named with its MIME type and size, e.g. `[image (image/png), 120 bytes not shown]`",
    ),
  systemPrompt: z.string().optional(),
  maxTokens: z.number().optional(),
  answeredBy: z
    .enum(['provider', 'stub', 'none'])
    .describe(
      "`provider`: the scenario's model answered; `stub`: a scenario's `sampling` text; `none`: the server got an error (`error`)",
    ),
  text: z.string().optional().describe('The answer the server got'),
  model: z.string().optional().describe('The model named in the answer'),
  error: z.string().optional().describe('The error the server got instead of an answer'),
  usage: usageSchema.optional().describe("Tokens the answer cost (also in the row's usage)"),
  durationMs: z.number(),
});
export type SamplingExchange = z.infer<typeof samplingExchangeSchema>;

export const transcriptSchema = z.object({
  turns: z.array(turnRecordSchema),
  calls: z.array(recordedCallSchema),
  requests: z.array(spyRequestSchema),
  /** tools/list as the model saw it. */
  tools: z.array(z.string()),
  /** Each listed tool's parameters (from its inputSchema), for the clarification check. */
  params: z.record(z.string(), z.array(toolParamSchema)).optional(),
  /** The annotations each listed tool declares (tools without any are left out): what the
   * annotation and confirmation checks hold its calls to. */
  annotations: z.record(z.string(), toolAnnotationsSchema).optional(),
  /** The server's sampling requests and their answers, in the order they came. */
  sampling: z.array(samplingExchangeSchema).optional(),
  /** Idempotence probes the replay self-test made (live mode). */
  probes: z.array(probeSchema).optional(),
  /** The server's elicitation requests and the scripted user's answers, in order. */
  elicitations: z.array(elicitationSchema).optional(),
  usage: usageSchema,
  /** The models the API says served the conversation, in the order first seen. */
  served: z.array(z.string()).optional(),
  latencyMs: z.number(),
  /** Why the spy backend could not see this scenario's API requests; absent when it could. */
  unobservable: z.string().optional(),
  /** Added by the LLM judge after the conversation, before scoring (when a judge is set). */
  judgements: z.array(judgementSchema).optional(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export function emptyTranscript(): Transcript {
  return { turns: [], calls: [], requests: [], tools: [], usage: emptyUsage(), latencyMs: 0 };
}
