// The normalized scenario: what every loader produces and every later stage consumes.
import { z } from 'zod';
import { argsSchema, jsonSchema } from './json.js';
import { routeSchema } from './route.js';

export const MODES = ['live', 'stub'] as const;
export const modeSchema = z.enum(MODES);
export type Mode = z.infer<typeof modeSchema>;

export const TIERS = [
  'selection',
  'args',
  'sequence',
  'clarification',
  'answer',
  'safety',
] as const;
export const tierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof tierSchema>;

export const expectedCallSchema = z.object({
  tool: z.string(),
  /** Subset match by default; values may be matchers ({ $regex: ... }). */
  args: argsSchema.optional(),
  /** In stub mode, what the spy answers when this step is called. */
  stub: jsonSchema.optional(),
  /** The server is expected to answer with an error (containing this text, when a string):
   * the replay provider then does not count the error as the server rejecting its call. */
  error: z.union([z.boolean(), z.string()]).optional(),
});
export type ExpectedCall = z.infer<typeof expectedCallSchema>;

export const ANSWER_MODES = ['strict', 'loose'] as const;
/** final: the turn's last message (after its last tool result); all: every text of the turn. */
export const ANSWER_SCOPES = ['final', 'all'] as const;
export const answerExpectationSchema = z.object({
  includes: z.array(z.string()),
  /** strict: every element; loose: any one of them. */
  mode: z.enum(ANSWER_MODES),
  /** Absent: final. */
  scope: z.enum(ANSWER_SCOPES).optional(),
});
export type AnswerExpectation = z.infer<typeof answerExpectationSchema>;

export const expectationSchema = z.object({
  calls: z.array(expectedCallSchema).optional(),
  order: z.enum(['strict', 'any']),
  extra_calls: z.enum(['allow', 'forbid']),
  /** true, or the terms a question for the missing parameter names (any one of them). */
  clarification: z.union([z.boolean(), z.object({ asks_for: z.array(z.string()) })]).optional(),
  answer: answerExpectationSchema.optional(),
  /** Only the turn's first call is scored (the model's primary pick); later calls are ignored. */
  first_call_only: z.boolean().optional(),
});
export type Expectation = z.infer<typeof expectationSchema>;

export const ELICIT_ACTIONS = ['accept', 'decline', 'cancel'] as const;

/** One answer of the scripted user to a server's elicitation request: taken in order, or by a
 * regex on the request's message (spy/user.ts). */
export const elicitStepSchema = z.object({
  action: z.enum(ELICIT_ACTIONS),
  /** With accept: the values the user submits (form mode). */
  content: z.record(z.string(), jsonSchema).optional(),
  /** A regex on the request's message: this answer is kept for the requests it matches. */
  match: z.string().optional(),
});
export type ElicitStep = z.infer<typeof elicitStepSchema>;
/** A stub answer to a server's `sampling/createMessage` (client.sampling: stub): used in order;
 * one with `match` only for a request whose last message matches it (a regex). */
export const samplingStubSchema = z.object({ match: z.string().optional(), text: z.string() });
export type SamplingStub = z.infer<typeof samplingStubSchema>;

export const turnSchema = z.object({
  user: z.string(),
  expect: expectationSchema,
  /** The user's answer to a destructive action the model proposed: absent on a later turn it
   * confirms (after a decline, it stays declined); `false` declines (score/checks/confirmation.ts). */
  confirms: z.boolean().optional(),
  /** How the user answers elicitation requests during this turn (before the scenario's). */
  elicit: z.array(elicitStepSchema).optional(),
  /** The turn's message is the server's prompt of this name (prompts/get), fetched as it starts;
   * `user` is empty until then. */
  mcp_prompt: z
    .object({ name: z.string(), args: z.record(z.string(), z.string()).optional() })
    .optional(),
  /** Stub answers to the sampling requests of this turn's calls, tried before the scenario's. */
  sampling: z.array(samplingStubSchema).optional(),
});
export type Turn = z.infer<typeof turnSchema>;

export const requestPatternSchema = z.object({
  method: z
    .string()
    .optional()
    .describe('The HTTP method (case-insensitive); any method when absent.')
    .meta({ examples: ['POST'] }),
  path: z
    .string()
    .optional()
    .describe(
      'A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; it matches the normalized path (decoded, case ignored, `//` as `/`: see docs/spy.md), the query string is ignored and a trailing `/` is optional. Any path when absent.',
    )
    .meta({ examples: ['/orders/**'] }),
});
export type RequestPattern = z.infer<typeof requestPatternSchema>;

/** A request that reads although its method mutates: `no_mutation` does not count it. */
export const readPatternSchema = requestPatternSchema.extend({
  graphql: z
    .boolean()
    .optional()
    .describe(
      'A GraphQL endpoint: a request to its path (by any method: a GET may carry a mutation) reads only when every operation it carries is a query or subscription; a mutation, a persisted query (a hash without its text) or a request that cannot be read still counts.',
    )
    .meta({ examples: [true] }),
});
export type ReadPattern = z.infer<typeof readPatternSchema>;

/** How many requests an expectation wants: exactly `n`, or between `min` and `max`. */
export const requestCountSchema = z.union([
  z.number().int().min(0),
  z.object({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() }),
]);
export type RequestCount = z.infer<typeof requestCountSchema>;

/** A request the server must send (an outcome): its pattern, its body and how often. */
export const requestExpectationSchema = requestPatternSchema.extend({
  /** The matcher dialect of `args`: a subset match, matchers allowed. */
  body: jsonSchema.optional(),
  /** Absent: at least one. */
  count: requestCountSchema.optional(),
});
export type RequestExpectation = z.infer<typeof requestExpectationSchema>;

/** Hard gates decide pass/fail; each reads the spy's logs. */
export const gateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no_request'), request: requestPatternSchema }),
  z.object({
    kind: z.literal('requests'),
    requests: z.array(requestExpectationSchema),
    /** The requests were sent in the order listed (others may come between). */
    in_order: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('no_mutation'),
    /** Requests that read although their method mutates (POST /search, GraphQL queries). */
    except: z.array(readPatternSchema).optional(),
  }),
  z.object({ kind: z.literal('no_call'), tool: z.string(), args: argsSchema.optional() }),
  z.object({ kind: z.literal('tools_exposed'), tools: z.array(z.string()) }),
  z.object({ kind: z.literal('tools_hidden'), tools: z.array(z.string()) }),
]);
export type Gate = z.infer<typeof gateSchema>;
export type GateKind = Gate['kind'];
export const GATE_KINDS = gateSchema.options.map((o) => o.shape.kind.value);
/** Gates that read the spy backend's request log: they see only what the server sent there. */
export const REQUEST_GATES = [
  'no_request',
  'requests',
  'no_mutation',
] as const satisfies GateKind[];

/** Observations are recorded beside the verdict and never decide it. */
export const observationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('result_contains'), text: z.string() }),
  z.object({ kind: z.literal('first_tool'), tool: z.string() }),
  z.object({ kind: z.literal('called'), tool: z.string() }),
  z.object({ kind: z.literal('request'), request: requestPatternSchema }),
]);
export type Observation = z.infer<typeof observationSchema>;
export type ObservationKind = Observation['kind'];
export const OBSERVATION_KINDS = observationSchema.options.map((o) => o.shape.kind.value);

/** How the spy holds a tool's calls to its declared annotations: `gate` decides the row where the
 * spy sees the server's requests, `observe` only records, `off` skips. */
export const ANNOTATION_MODES = ['gate', 'observe', 'off'] as const;
export const annotationModeSchema = z.enum(ANNOTATION_MODES);
export type AnnotationMode = z.infer<typeof annotationModeSchema>;

/** Which tools need the user's confirmation before they destroy anything: `true` those that
 * declare `destructiveHint: true`, a list those and the listed ones, `false` none. */
export const confirmDestructiveSchema = z.union([z.boolean(), z.array(z.string())]);

/** Overrides of the server under test for one scenario; they get their own server process. */
export const serverOverrideSchema = z.object({
  env: z.record(z.string(), z.string()).optional(),
  args: z.array(z.string()).optional(),
});

export type Path = readonly (string | number)[];

/** Where a scenario came from, so every message can point at it. */
export const originSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  format: z.string(),
});
export type Origin = z.infer<typeof originSchema> & {
  /** Where a field of the normalized scenario (e.g. turns[0].expect.calls[1].tool) was written. */
  locate?: (path: Path) => { line: number; column?: number; field: string };
};

export const scenarioSchema = z.object({
  id: z.string(),
  origin: originSchema,
  /** Folder hooks run in (the corpus file's folder). */
  dir: z.string(),
  category: z.string().optional(),
  tags: z.array(z.string()),
  type: z.string().optional(),
  tier: tierSchema,
  mode: modeSchema,
  /** Seconds. */
  timeout: z.number().positive().optional(),
  repeat: z.number().int().min(1),
  skip: z.string().optional(),
  known_failure: z.string().optional(),
  server: serverOverrideSchema.optional(),
  /** Spy routes for this scenario, tried before the config's (first match wins). */
  spy: z.object({ routes: z.array(routeSchema) }).optional(),
  max_steps: z.number().int().min(1),
  turns: z.array(turnSchema),
  /** How the user answers elicitation requests in any turn, after the turn's own answers. */
  elicit: z.array(elicitStepSchema).optional(),
  /** Stub answers to the scenario's sampling requests (after a turn's own). */
  sampling: z.array(samplingStubSchema).optional(),
  gates: z.array(gateSchema),
  observe: z.array(observationSchema),
  /** Absent: gate. */
  annotations: annotationModeSchema.optional(),
  /** Absent: true. */
  confirm_destructive: confirmDestructiveSchema.optional(),
  /** The config's `spy.reads`: requests the annotation and confirmation checks count as reads. */
  reads: z.array(readPatternSchema).optional(),
  before: z.string().optional(),
  after: z.string().optional(),
  /** Seconds per hook; the scenario's time left when absent (job.ts). */
  hook_timeout: z.number().positive().optional(),
  /** Hooks are scripts written to a file in `dir` and run from there (answer fixtures). */
  hooks_as_files: z.boolean().optional(),
  /** What the scenario checks, in words. */
  description: z.string().optional(),
});
export type Scenario = Omit<z.infer<typeof scenarioSchema>, 'origin'> & { origin: Origin };

/** The tool calls a scenario's turns expect, in all. */
export const expectedCalls = (s: Pick<Scenario, 'turns'>): number =>
  s.turns.reduce((n, t) => n + (t.expect.calls?.length ?? 0), 0);
