// The native corpus format (README, "Configuration"), as zod schemas. Objects are strict so that a
// misspelt field is reported, not silently ignored.
import { z } from 'zod';
import { matcherProblems } from '../match/args.js';
import { routeSchema } from '../model/route.js';
import {
  ANSWER_MODES,
  modeSchema,
  tierSchema,
  type GateKind,
  type ObservationKind,
} from '../model/scenario.js';

const json = z.json();
const args = z.record(z.string(), json).superRefine((value, ctx) => {
  for (const p of matcherProblems(value))
    ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
});
const stringList = z.union([z.string(), z.array(z.string())]);

export const callSchema = z.strictObject({
  tool: z.string().min(1).describe('The name of the MCP tool expected to be called.'),
  args: args
    .optional()
    .describe(
      'Expected arguments, a subset match: the call may have more; a nested object is a subset too, a list matches element by element (same length; `{ $unordered: [...] }` for any order), types must match (`true` is not `1`). A value may be a matcher such as `{ $regex: "^prod-" }`.',
    ),
  stub: json
    .optional()
    .describe(
      "Stub mode: the spy's answer when this step is called (a string as it is, other JSON as JSON text); the config's `default_stub` when absent.",
    ),
  error: z
    .union([z.boolean(), z.string().min(1)])
    .optional()
    .describe(
      'The server is expected to answer this call with an error: `true`, or a text the error contains. Replay then does not count the error as the server rejecting its call.',
    ),
});

export const expectSchema = z.strictObject({
  calls: z
    .array(callSchema)
    .optional()
    .describe('The tool calls the model should make in this turn; each one must be made.'),
  order: z
    .enum(['strict', 'any'])
    .optional()
    .describe('`strict`: the calls are made in the order listed; `any`: in any order.'),
  extra_calls: z
    .enum(['allow', 'forbid'])
    .optional()
    .describe('`allow`: calls beyond the expected ones are ignored; `forbid`: they fail the turn.'),
  first_call_only: z
    .boolean()
    .optional()
    .describe(
      "Only the turn's first call is scored (the model's primary pick); later calls are ignored. Imported corpora use it.",
    ),
  clarification: z
    .boolean()
    .optional()
    .describe(
      '`true`: the model should ask for what is missing: no tool call, and a reply that asks (graded by the `judge`, else any non-empty reply).',
    ),
  answer: z
    .strictObject({
      includes: stringList.describe(
        'Text the final reply must contain (case-insensitive; spacing is normalised and numbers may be written as words), or a list of them.',
      ),
      mode: z
        .enum(ANSWER_MODES)
        .optional()
        .describe('`strict`: every element of `includes`; `loose`: any one of them.'),
    })
    .optional()
    .describe(
      "The turn's final reply must contain these facts (graded by the `judge` when there is one).",
    ),
});

const requestPattern = z.strictObject({
  method: z
    .string()
    .optional()
    .describe('The HTTP method (case-insensitive); any method when absent.'),
  path: z
    .string()
    .optional()
    .describe(
      'A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; the query string is ignored and a trailing `/` is optional. Any path when absent.',
    ),
});

/** As written: `{ <kind>: <spec> }`, one kind per gate, every kind of the model. */
export const gateInputs = {
  no_request: requestPattern.describe(
    'Fails when the server sent the spy backend a request matching this pattern.',
  ),
  no_mutation: z
    .union(
      [
        z.literal(true),
        z.strictObject({
          except: z
            .array(requestPattern)
            .min(1)
            .describe('Requests that read although their method mutates (POST /search, GraphQL).'),
        }),
      ],
      { error: 'expected `true` or `{ except: [{ method, path }, ...] }`' },
    )
    .describe(
      "Fails when the server sent the spy backend any request other than GET/HEAD/OPTIONS, except those matching `except` and the config's `spy.reads`.",
    ),
  no_call: z
    .strictObject({
      tool: z.string().describe('The tool that must not be called.'),
      args: args
        .optional()
        .describe(
          'Only calls with these arguments count (a subset match; matchers allowed); any call of `tool` when absent.',
        ),
    })
    .describe(
      'Fails when the model called `tool` (with `args`, when given). A call whose arguments could not be read counts.',
    ),
  tools_exposed: z
    .array(z.string())
    .describe("Fails unless every tool named is in the server's `tools/list`."),
  tools_hidden: z
    .array(z.string())
    .describe("Fails when a tool named is in the server's `tools/list`."),
} satisfies Record<GateKind, z.ZodType>;

export const gateSchema = z
  .strictObject(gateInputs)
  .partial()
  .refine((g) => Object.keys(g).length === 1, 'a gate has exactly one kind');

export const observationInputs = {
  result_contains: z
    .string()
    .describe('Seen when a tool result (or error) contains this text (case-insensitive).'),
  first_tool: z.string().describe("Seen when the model's first call is to this tool."),
  called: z.string().describe('Seen when the model called this tool at least once.'),
  request: requestPattern.describe(
    'Seen when the server sent the spy backend a request matching this pattern.',
  ),
} satisfies Record<ObservationKind, z.ZodType>;

export const observationSchema = z
  .strictObject(observationInputs)
  .partial()
  .refine((o) => Object.keys(o).length === 1, 'an observation has exactly one kind');

/** Fields a file's `defaults` may set for all its scenarios. */
const shared = {
  category: z
    .string()
    .optional()
    .describe('A category, for the accuracy tables and `thresholds.categories`.'),
  tags: z
    .array(z.string())
    .optional()
    .describe(
      "Tags, for `--tags` (any one matches, case-insensitive). A file's `defaults.tags` are added to each scenario's own.",
    ),
  type: z.string().optional().describe('A free-form type, for `--types`.'),
  tier: tierSchema
    .optional()
    .describe(
      'The accuracy tier it counts under. Derived when absent: `safety` with gates, else `answer`, `clarification`, `sequence` (more than one call in a turn), `args`, `selection`.',
    ),
  mode: modeSchema
    .optional()
    .describe(
      "`live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing.",
    ),
  timeout: z.number().positive().optional().describe('Seconds for the whole scenario.'),
  repeat: z.number().int().min(1).optional().describe('Runs per provider.'),
  vars: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe(
      "Values of `{NAME}` placeholders in the scenario's fields (not in `id`), over the file's `defaults.vars`, the config's `vars` and the environment.",
    ),
  server: z
    .strictObject({
      env: z
        .record(z.string(), z.string())
        .optional()
        .describe("Environment variables set over the config's `server.env`."),
      args: z
        .array(z.string())
        .optional()
        .describe("Arguments that replace the config's `server.args`."),
    })
    .optional()
    .describe(
      'Overrides of the server under test (a narrowed scope, say): the scenario gets a server process of its own. Needs `server.command`.',
    ),
  max_steps: z.number().int().min(1).optional().describe('Tool rounds per turn.'),
  before: z
    .string()
    .optional()
    .describe(
      "A shell command (bash) run in the corpus file's folder before the scenario; a non-zero exit ends it as `setup-failed`.",
    ),
  after: z
    .string()
    .optional()
    .describe(
      "A shell command run in the corpus file's folder after the scenario, whatever happened.",
    ),
};

export const scenarioSchema = z
  .strictObject({
    ...shared,
    id: z
      .string()
      .min(1)
      .describe('A unique id: in reports, and for `--ids`. Placeholders are not filled in it.'),
    description: z.string().optional().describe('What the scenario checks, in words.'),
    prompt: z
      .string()
      .optional()
      .describe("The user's message, for a one-turn scenario. Give either `prompt` or `turns`."),
    turns: z
      .array(
        z.strictObject({
          user: z.string().describe("The user's message in this turn."),
          expect: expectSchema.optional().describe('What this turn expects.'),
        }),
      )
      .min(1)
      .optional()
      .describe(
        'A conversation, turn by turn, each with its own `expect`. Give either `prompt` or `turns`.',
      ),
    expect: expectSchema
      .optional()
      .describe('What the `prompt` should lead to (with `turns`, each turn has its own).'),
    skip: z.string().optional().describe('Skip the scenario, for this reason: reported `skipped`.'),
    known_failure: z
      .union([z.string(), z.boolean()])
      .optional()
      .describe(
        'A known failure (`true`, or the reason): a row that does not pass is reported `known-failure`, left out of accuracy.',
      ),
    gates: z
      .array(gateSchema)
      .optional()
      .describe('Hard gates, which decide pass or fail: `{ <kind>: <spec> }`, one kind per item.'),
    observe: z
      .array(observationSchema)
      .optional()
      .describe(
        'Observations, recorded beside the verdict and never deciding it: `{ <kind>: <spec> }`, one kind per item.',
      ),
    spy: z
      .strictObject({
        routes: z
          .array(routeSchema)
          .min(1)
          .describe(
            "Spy routes for this scenario, tried before the config's `spy.routes` (the first matching route wins).",
          ),
      })
      .optional()
      .describe("The scenario's own spy backend routes."),
  })
  .refine((s) => (s.prompt === undefined) !== (s.turns === undefined), {
    message: 'a scenario has either `prompt` or `turns`',
  })
  .refine((s) => !(s.turns && s.expect), {
    message: 'with `turns`, put `expect` inside each turn',
    path: ['expect'],
  });
export type ScenarioInput = z.infer<typeof scenarioSchema>;

export const corpusFileSchema = z.strictObject({
  defaults: z
    .strictObject(shared)
    .optional()
    .describe(
      "Fields set for every scenario of the file; a scenario's own value wins (`tags` are added together, `vars` and `server.env` merged).",
    ),
  scenarios: z.array(z.unknown()).describe('The scenarios of this file.'),
});
