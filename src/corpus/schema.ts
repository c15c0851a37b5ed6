// The native corpus format (docs/scenarios.md; every field: docs/corpus.md), as zod schemas. Objects are strict so that a
// misspelt field is reported, not silently ignored.
import { z } from 'zod';
import { matcherProblems } from '../match/args.js';
import { CLARIFICATION_RULE } from '../model/clarification.js';
import { routeSchema } from '../model/route.js';
import { LIMITS, TOO_BIG } from '../model/limits.js';
import {
  annotationModeSchema,
  ANSWER_MODES,
  ANSWER_SCOPES,
  confirmDestructiveSchema,
  modeSchema,
  readPatternSchema,
  requestPatternSchema,
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
  tool: z
    .string()
    .min(1)
    .describe('The name of the MCP tool expected to be called.')
    .meta({ examples: ['search_orders'] }),
  args: args
    .optional()
    .describe(
      'Expected arguments, a subset match: the call may have more; a nested object is a subset too, a list matches element by element (same length; `{ $unordered: [...] }` for any order), types must match (`true` is not `1`). A value may be a matcher such as `{ $regex: "^prod-" }`.',
    )
    .meta({ examples: [{ customer: 'C42', status: { $oneOf: ['open', 'paid'] } }] }),
  stub: json
    .optional()
    .describe(
      "Stub mode: the spy's answer when this step is called (a string as it is, other JSON as JSON text); the config's `default_stub` when absent.",
    )
    .meta({ examples: [{ orders: [] }] }),
  error: z
    .union([z.boolean(), z.string().min(1)])
    .optional()
    .describe(
      'The server is expected to answer this call with an error: `true`, or a text the error contains. Replay then does not count the error as the server rejecting its call, and a call the server refuses for its arguments (which otherwise fulfils no step) fulfils this one.',
    )
    .meta({ examples: ['not found'] }),
});

export const expectSchema = z.strictObject({
  calls: z
    .array(callSchema)
    .optional()
    .describe('The tool calls the model should make in this turn; each one must be made.')
    .meta({ examples: [[{ tool: 'search_orders', args: { customer: 'C42' } }]] }),
  order: z
    .enum(['strict', 'any'])
    .optional()
    .describe('`strict`: the calls are made in the order listed; `any`: in any order.')
    .meta({ examples: ['any'] }),
  extra_calls: z
    .enum(['allow', 'forbid'])
    .optional()
    .describe('`allow`: calls beyond the expected ones are ignored; `forbid`: they fail the turn.')
    .meta({ examples: ['forbid'] }),
  first_call_only: z
    .boolean()
    .optional()
    .describe(
      "Only the turn's first call is scored (the model's primary pick); later calls are ignored. Imported corpora use it.",
    )
    .meta({ examples: [true] }),
  clarification: z
    .union(
      [
        z.boolean(),
        z.strictObject({
          asks_for: stringList
            .describe(
              'Terms naming the missing parameter (a word or a phrase, or a list): the reply passes when a question or request in it names one of them, matched as whole words (a plural too).',
            )
            .meta({ examples: [['region', 'where']] }),
        }),
      ],
      { error: 'expected `true` or `{ asks_for: [terms] }`' },
    )
    .optional()
    .describe(CLARIFICATION_RULE)
    .meta({ examples: [true, { asks_for: ['region'] }] }),
  answer: z
    .strictObject({
      includes: stringList
        .describe(
          'Facts the final reply must state, or a list of them: whole words and numbers (case-insensitive; numbers compare by value: "5" matches "5.0" and "five", "500" matches "five hundred", "1200" matches "1,200"), not under a negation in their clause ("not 5", "isn\'t 5"), not inside code or JSON that echoes a call. The exact rules: [docs/grading.md](grading.md#answers).',
        )
        .meta({ examples: [['42', 'open']] }),
      mode: z
        .enum(ANSWER_MODES)
        .optional()
        .describe('`strict`: every element of `includes`; `loose`: any one of them.')
        .meta({ examples: ['loose'] }),
      scope: z
        .enum(ANSWER_SCOPES)
        .optional()
        .describe(
          "`final` (default): the turn's final message, after its last tool result; `all`: every text of the turn joined (what the model said beside its tool calls too).",
        )
        .meta({ examples: ['all'] }),
    })
    .optional()
    .describe(
      "The turn's final reply must state these facts (graded by the `judge` when there is one).",
    )
    .meta({ examples: [{ includes: ['3 orders'] }] }),
});

// As written in a corpus file: the model's pattern, with a misspelt field reported.
const requestPattern = requestPatternSchema.strict();
const readPattern = readPatternSchema.strict();

const requestCount = z
  .union(
    [
      z.number().int().min(0),
      z
        .strictObject({
          min: z
            .number()
            .int()
            .min(0)
            .optional()
            .describe('At least this many (0 when absent).')
            .meta({ examples: [1] }),
          max: z
            .number()
            .int()
            .min(0)
            .optional()
            .describe('At most this many (no limit when absent).')
            .meta({ examples: [3] }),
        })
        .refine((c) => c.min !== undefined || c.max !== undefined, 'give `min`, `max` or both')
        .refine((c) => (c.min ?? 0) <= (c.max ?? Infinity), '`min` is more than `max`'),
    ],
    { error: 'expected a number (exactly that many) or `{ min, max }`' },
  )
  .describe(
    'How many matching requests: a number (exactly that many; `0`: none) or `{ min, max }` (either may be left out). At least one when absent.',
  )
  .meta({ examples: [1, { min: 1, max: 3 }] });

const requestExpectation = requestPattern
  .extend({
    body: json
      .superRefine((value, ctx) => {
        for (const p of matcherProblems(value))
          ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
      })
      .optional()
      .describe(
        "The request's body (JSON, or its text when it is not JSON), matched as `args` are: an object is a subset match, a value may be a matcher such as `{ $regex: ... }`. Any body when absent.",
      )
      .meta({ examples: [{ customer: 'C42', items: { $nonEmpty: true } }] }),
    count: requestCount.optional(),
  })
  .describe('A request the server must send to the spy backend.')
  .meta({ examples: [{ method: 'POST', path: '/orders', body: { customer: 'C42' }, count: 1 }] });

/** As written: `{ <kind>: <spec> }`, one kind per gate, every kind of the model. */
export const gateInputs = {
  no_request: requestPattern
    .describe('Fails when the server sent the spy backend a request matching this pattern.')
    .meta({ examples: [{ method: 'DELETE', path: '/orders/**' }] }),
  requests: z
    .union(
      [
        requestExpectation,
        z.array(requestExpectation).min(1),
        z.strictObject({
          in_order: z
            .boolean()
            .describe(
              'The requests of `all` were sent in the order listed (other requests may come between).',
            )
            .meta({ examples: [true] }),
          all: z
            .array(requestExpectation)
            .min(1)
            .describe('The requests the server must send.')
            .meta({ examples: [[{ method: 'GET', path: '/orders/*' }, { method: 'DELETE' }]] }),
        }),
      ],
      {
        error:
          'expected a request `{ method, path, body, count }`, a list of them, or `{ in_order: true, all: [...] }`',
      },
    )
    .describe(
      'An outcome: fails unless the server sent the spy backend every request described (method, path pattern, body matchers, `count`), in the order listed with `in_order: true`. Unobserved, never passed, where the spy cannot see (stub mode, a server not wired to it).',
    )
    .meta({
      examples: [
        { method: 'POST', path: '/orders', body: { customer: 'C42' } },
        {
          in_order: true,
          all: [
            { method: 'GET', path: '/orders/*' },
            { method: 'DELETE', path: '/orders/*', count: 1 },
          ],
        },
      ],
    }),
  no_mutation: z
    .union(
      [
        z.literal(true),
        z.strictObject({
          except: z
            .array(readPattern)
            .min(1)
            .describe(
              'Requests that read although their method mutates (POST /search); with `graphql: true`, only the GraphQL requests whose operations are all queries.',
            )
            .meta({ examples: [[{ method: 'POST', path: '/search' }]] }),
        }),
      ],
      { error: 'expected `true` or `{ except: [{ method, path }, ...] }`' },
    )
    .describe(
      "Fails when the server sent the spy backend any request other than GET/HEAD/OPTIONS, except those matching `except` and the config's `spy.reads`.",
    )
    .meta({ examples: [true] }),
  no_call: z
    .strictObject({
      tool: z
        .string()
        .describe('The tool that must not be called.')
        .meta({ examples: ['delete_order'] }),
      args: args
        .optional()
        .describe(
          'Only calls with these arguments count (a subset match; matchers allowed); any call of `tool` when absent.',
        )
        .meta({ examples: [{ force: true }] }),
    })
    .describe(
      'Fails when the model called `tool` (with `args`, when given). A call whose arguments could not be read counts.',
    )
    .meta({ examples: [{ tool: 'delete_order' }] }),
  tools_exposed: z
    .array(z.string())
    .describe("Fails unless every tool named is in the server's `tools/list`.")
    .meta({ examples: [['search_orders']] }),
  tools_hidden: z
    .array(z.string())
    .describe("Fails when a tool named is in the server's `tools/list`.")
    .meta({ examples: [['admin_reset']] }),
} satisfies Record<GateKind, z.ZodType>;

export const gateSchema = z
  .strictObject(gateInputs)
  .partial()
  .refine((g) => Object.keys(g).length === 1, 'a gate has exactly one kind');

export const observationInputs = {
  result_contains: z
    .string()
    .describe('Seen when a tool result (or error) contains this text (case-insensitive).')
    .meta({ examples: ['not found'] }),
  first_tool: z
    .string()
    .describe("Seen when the model's first call is to this tool.")
    .meta({ examples: ['search_orders'] }),
  called: z
    .string()
    .describe('Seen when the model called this tool at least once.')
    .meta({ examples: ['get_order'] }),
  request: requestPattern
    .describe(
      'Seen when the server sent the spy backend a request matching this pattern; never decides (the `requests` gate does). Where the spy cannot see, it says so instead of "not seen".',
    )
    .meta({ examples: [{ method: 'GET', path: '/orders/*' }] }),
} satisfies Record<ObservationKind, z.ZodType>;

export const observationSchema = z
  .strictObject(observationInputs)
  .partial()
  .refine((o) => Object.keys(o).length === 1, 'an observation has exactly one kind');

const elicitValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
const elicitMatch = z
  .string()
  .refine((re) => {
    try {
      new RegExp(re);
      return true;
    } catch {
      return false;
    }
  }, 'not a valid regular expression')
  .optional()
  .describe(
    "A regex on the request's message (case-insensitive): this answer is kept for the requests it matches.",
  )
  .meta({ examples: ['delete|remove'] });

/** One answer of the scripted user: `accept` with values, `decline` or `cancel`; in order, or
 * by a regex on the request's message. */
export const elicitStepSchema = z.union([
  z.enum(['accept', 'decline', 'cancel']),
  z.strictObject({
    match: elicitMatch,
    accept: z
      .union([z.literal(true), z.record(z.string(), elicitValue)])
      .describe('Accept, submitting these values (form mode); `true` submits none (URL mode).')
      .meta({ examples: [{ confirm: true }] }),
  }),
  z.strictObject({
    match: elicitMatch,
    decline: z
      .literal(true)
      .describe('Decline.')
      .meta({ examples: [true] }),
  }),
  z.strictObject({
    match: elicitMatch,
    cancel: z
      .literal(true)
      .describe('Dismiss the request.')
      .meta({ examples: [true] }),
  }),
]);
const elicit = z
  .array(elicitStepSchema)
  .optional()
  .describe(
    "The scripted user's answers to the server's elicitation requests (needs `client.elicitation` in the config): `accept` (or `{ accept: { field: value } }`), `decline`, `cancel`, each optionally `{ match: regex, ... }`. A request takes the first unused answer whose `match` fits its message, else the first unused one without `match`; with none left it is declined and recorded. See docs/client-features.md.",
  )
  .meta({
    examples: [[{ accept: { confirm: true } }, 'decline', { match: 'token', cancel: true }]],
  });

/** Fields a file's `defaults` may set for all its scenarios. */
const shared = {
  category: z
    .string()
    .optional()
    .describe('A category, for the accuracy tables and `thresholds.categories`.')
    .meta({ examples: ['orders'] }),
  tags: z
    .array(z.string())
    .optional()
    .describe(
      "Tags, for `--tags` (any one matches, case-insensitive). A file's `defaults.tags` are added to each scenario's own.",
    )
    .meta({ examples: [['smoke', 'orders']] }),
  type: z
    .string()
    .optional()
    .describe('A free-form type, for `--types`.')
    .meta({ examples: ['lookup'] }),
  tier: tierSchema
    .optional()
    .describe(
      'The accuracy tier it counts under. Derived when absent: `safety` with gates (other than `requests`, an outcome), else `answer`, `clarification`, `sequence` (more than one call in a turn), `args`, `selection`.',
    )
    .meta({ examples: ['args'] }),
  mode: modeSchema
    .optional()
    .describe(
      "`live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing.",
    )
    .meta({ examples: ['stub'] }),
  timeout: z
    .number()
    .positive()
    .max(LIMITS.seconds, TOO_BIG.seconds)
    .optional()
    .describe('Seconds for the whole scenario.')
    .meta({ examples: [60] }),
  repeat: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.repeat, TOO_BIG.repeat)
    .optional()
    .describe('Runs per provider.')
    .meta({ examples: [3] }),
  vars: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe(
      "Values of `{NAME}` placeholders in the scenario's fields (not in `id`), over the file's `defaults.vars`, the config's `vars` and the environment.",
    )
    .meta({ examples: [{ CUSTOMER: 'C42' }] }),
  server: z
    .strictObject({
      env: z
        .record(z.string(), z.string())
        .optional()
        .describe("Environment variables set over the config's `server.env`.")
        .meta({ examples: [{ READ_ONLY: '1' }] }),
      args: z
        .array(z.string())
        .optional()
        .describe("Arguments that replace the config's `server.args`.")
        .meta({ examples: [['dist/server.js', '--read-only']] }),
    })
    .optional()
    .describe(
      'Overrides of the server under test (a narrowed scope, say): the scenario gets a server process of its own. Needs `server.command`.',
    )
    .meta({ examples: [{ env: { READ_ONLY: '1' } }] }),
  max_steps: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.maxSteps, TOO_BIG.maxSteps)
    .optional()
    .describe('Tool rounds per turn.')
    .meta({ examples: [4] }),
  annotations: annotationModeSchema
    .optional()
    .describe(
      "How this scenario holds tool calls to their declared annotations, over the config's `annotations`: `gate`, `observe` or `off`.",
    )
    .meta({ examples: ['off'] }),
  confirm_destructive: confirmDestructiveSchema
    .optional()
    .describe(
      "Tools that must not destroy anything before the user confirmed, over the config's `confirm_destructive`: `true` those declaring `destructiveHint: true`, a list those and the listed ones, `false` none.",
    )
    .meta({ examples: [false] }),
  before: z
    .string()
    .optional()
    .describe(
      "A shell command (bash) run in the corpus file's folder before the scenario; a non-zero exit ends it as `setup-failed`.",
    )
    .meta({ examples: ['./seed-db.sh'] }),
  after: z
    .string()
    .optional()
    .describe(
      "A shell command run in the corpus file's folder after the scenario, whatever happened.",
    )
    .meta({ examples: ['./reset-db.sh'] }),
  hook_timeout: z
    .number()
    .positive()
    .max(LIMITS.seconds, TOO_BIG.seconds)
    .optional()
    .describe(
      "Seconds each `before`/`after` hook may run. Default: the scenario's time left — all of its `timeout` for `before`; for `after`, what the conversation left of it, and at least 10 s so a teardown still runs after a timeout. A hook past its time is killed with its process group, and whatever a hook leaves running in the background (`cmd &`) is killed when it ends.",
    )
    .meta({ examples: [30] }),
};

const isRegex = (s: string) => {
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
};

/** Stub answers to sampling requests, as written: a text, or a text for requests that match. */
const samplingStubsSchema = z
  .array(
    z.union([
      z.string(),
      z.strictObject({
        match: z
          .string()
          .refine(isRegex, { message: 'not a valid regular expression' })
          .describe("A regular expression the request's last message must match.")
          .meta({ examples: ['summar'] }),
        text: z
          .string()
          .describe('The answer.')
          .meta({ examples: ['A short summary.'] }),
      }),
    ]),
  )
  .meta({ examples: [['A haiku about the sea.', { match: 'summar', text: 'Short summary.' }]] });

export const scenarioSchema = z
  .strictObject({
    ...shared,
    id: z
      .string()
      .min(1)
      .describe('A unique id: in reports, and for `--ids`. Placeholders are not filled in it.')
      .meta({ examples: ['orders-open-by-customer'] }),
    description: z
      .string()
      .optional()
      .describe('What the scenario checks, in words.')
      .meta({ examples: ['Finds the open orders of a customer'] }),
    prompt: z
      .union(
        [
          z.string(),
          z.strictObject({
            mcp: z
              .string()
              .min(1)
              .describe("The name of one of the server's prompts (prompts/list).")
              .meta({ examples: ['simple-prompt'] }),
            args: z
              .record(z.string(), z.string())
              .optional()
              .describe("The prompt's arguments.")
              .meta({ examples: [{ city: 'Paris' }] }),
          }),
        ],
        {
          // Say what a prompt may be, not zod's "Invalid input".
          error: (issue) => {
            const got = issue.input;
            const kind = Array.isArray(got) ? 'array' : got === null ? 'null' : typeof got;
            return kind === 'object'
              ? 'expected { mcp: NAME, args } (a server prompt): `mcp` is required, `args` optional, nothing else'
              : `expected string (the user's message) or { mcp: NAME, args } (a server prompt), received ${kind}`;
          },
        },
      )
      .optional()
      .describe(
        "The user's message, for a one-turn scenario; or `{ mcp: NAME, args }`: the server's prompt of that name (prompts/get), its messages sent as the user's turn (live mode). Give either `prompt` or `turns`.",
      )
      .meta({
        examples: [
          'Which orders of customer C42 are still open?',
          { mcp: 'args-prompt', args: { city: 'Paris' } },
        ],
      }),
    turns: z
      .array(
        z.strictObject({
          user: z
            .string()
            .describe("The user's message in this turn.")
            .meta({ examples: ['Cancel the last one.'] }),
          expect: expectSchema
            .optional()
            .describe('What this turn expects.')
            .meta({ examples: [{ calls: [{ tool: 'cancel_order' }] }] }),
          confirms: z
            .boolean()
            .optional()
            .describe(
              "The user's answer to a destructive action the model proposed. Every turn after the first confirms unless it says `confirms: false`: the user declines, and from then on no tool call may send a mutating request (until a turn says `confirms: true`). The first turn confirms nothing. See docs/server-checks.md.",
            )
            .meta({ examples: [false] }),
          elicit,
          sampling: samplingStubsSchema
            .optional()
            .describe(
              "Stub answers to the sampling requests a server sends during this turn's calls (`client.sampling: stub`), tried before the scenario's `sampling`.",
            ),
        }),
      )
      .min(1)
      .optional()
      .describe(
        'A conversation, turn by turn, each with its own `expect`. Give either `prompt` or `turns`.',
      )
      .meta({
        examples: [[{ user: 'Show my orders', expect: { calls: [{ tool: 'search_orders' }] } }]],
      }),
    sampling: samplingStubsSchema
      .optional()
      .describe(
        "Stub answers to the server's sampling requests (`sampling/createMessage`) when the config says `client.sampling: stub`: each used once, in order; one with `match` only for a request whose last message matches that regular expression. A request no stub answers gets an error, recorded in the transcript. See docs/client-features.md.",
      ),
    expect: expectSchema
      .optional()
      .describe('What the `prompt` should lead to (with `turns`, each turn has its own).')
      .meta({ examples: [{ calls: [{ tool: 'search_orders', args: { customer: 'C42' } }] }] }),
    elicit,
    skip: z
      .string()
      .optional()
      .describe('Skip the scenario, for this reason: reported `skipped`.')
      .meta({ examples: ['flaky upstream, see #12'] }),
    known_failure: z
      .union([z.string(), z.boolean()])
      .optional()
      .describe(
        'A known failure (`true`, or the reason): a row that does not pass is reported `known-failure`, left out of accuracy.',
      )
      .meta({ examples: ['confuses get_order and search_orders'] }),
    gates: z
      .array(gateSchema)
      .optional()
      .describe('Hard gates, which decide pass or fail: `{ <kind>: <spec> }`, one kind per item.')
      .meta({ examples: [[{ no_mutation: true }]] }),
    observe: z
      .array(observationSchema)
      .optional()
      .describe(
        'Observations, recorded beside the verdict and never deciding it: `{ <kind>: <spec> }`, one kind per item.',
      )
      .meta({ examples: [[{ first_tool: 'search_orders' }]] }),
    spy: z
      .strictObject({
        routes: z
          .array(routeSchema)
          .min(1)
          .describe(
            "Spy routes for this scenario, tried before the config's `spy.routes` (the first matching route wins).",
          )
          .meta({ examples: [[{ path: '/orders/*', status: 404 }]] }),
      })
      .optional()
      .describe("The scenario's own spy backend routes.")
      .meta({ examples: [{ routes: [{ path: '/orders/*', status: 404 }] }] }),
  })
  .refine((s) => (s.prompt === undefined) !== (s.turns === undefined), {
    message: 'a scenario has either `prompt` or `turns`',
  })
  .refine((s) => !(s.turns && s.expect), {
    message: 'with `turns`, put `expect` inside each turn',
    path: ['expect'],
  })
  .refine((s) => s.turns?.[0]?.confirms === undefined, {
    message: 'the first turn cannot confirm or decline: the model has proposed nothing yet',
    path: ['turns', 0, 'confirms'],
  });
export type ScenarioInput = z.infer<typeof scenarioSchema>;

export const corpusFileSchema = z.strictObject({
  defaults: z
    .strictObject(shared)
    .optional()
    .describe(
      "Fields set for every scenario of the file; a scenario's own value wins (`tags` are added together, `vars` and `server.env` merged).",
    )
    .meta({ examples: [{ category: 'orders', mode: 'stub' }] }),
  scenarios: z
    .array(z.unknown())
    .describe('The scenarios of this file.')
    .meta({
      examples: [
        [
          {
            id: 'list-orders',
            prompt: 'List my orders',
            expect: { calls: [{ tool: 'search_orders' }] },
          },
        ],
      ],
    }),
});
