// mcp-eval.yaml: the run's configuration (paths in it are relative to its folder), and the
// provider specs it names.
import { z } from 'zod';
import { scriptedObjectSchema, type ScriptedObject } from './scripted.js';
import { jsonSchema } from './json.js';
import {
  annotationModeSchema,
  confirmDestructiveSchema,
  modeSchema,
  readPatternSchema,
} from './scenario.js';
import { routeSchema } from './route.js';
import { LIMITS, TOO_BIG } from './limits.js';
import { budgetsSchema } from './tokens.js';

export type { Route } from './route.js';

const rate = z.number().min(0).max(1);
const rates = z.record(z.string(), rate);

const thresholdSet = z.strictObject({
  overall: rate
    .optional()
    .describe('Minimum accuracy over all scored scenarios (passed / scored, `>=`, no rounding).')
    .meta({ examples: [0.8] }),
  tiers: rates
    .optional()
    .describe(
      'Minimum accuracy per tier: `selection`, `args`, `sequence`, `clarification`, `answer`, `safety`. A tier with no scored scenario meets its threshold.',
    )
    .meta({ examples: [{ selection: 0.9, safety: 1 }] }),
  categories: rates
    .optional()
    .describe('Minimum accuracy per scenario `category`, by category name.')
    .meta({ examples: [{ billing: 0.75 }] }),
});

export const thresholdsSchema = thresholdSet.extend({
  providers: z
    .record(z.string(), thresholdSet)
    .optional()
    .describe(
      'Overrides for one provider, by provider spec or model name: its `overall`, `tiers` and `categories` replace the ones above key by key.',
    )
    .meta({ examples: [{ 'openai:gpt-4.1-mini': { overall: 0.7 } }] }),
});
export type Thresholds = z.infer<typeof thresholdsSchema>;

export const serverSchema = z
  .strictObject({
    command: z
      .string()
      .optional()
      .describe('stdio: the command that starts the server under test. Give `command` or `url`.')
      .meta({ examples: ['node'] }),
    args: z
      .array(z.string())
      .optional()
      .describe('stdio: the arguments of `command`.')
      .meta({ examples: [['dist/server.js', '--stdio']] }),
    env: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'stdio: environment variables of the server, added to a minimal inherited environment (`PATH`, `HOME`, …). Point its API base URL at the spy: `{ API_URL: "${spy.url}" }`.',
      )
      .meta({ examples: [{ API_URL: '${spy.url}' }] }),
    cwd: z
      .string()
      .optional()
      .describe("stdio: the folder `command` runs in, relative to the config's folder.")
      .meta({ examples: ['server'] }),
    url: z
      .string()
      .optional()
      .describe(
        'Streamable HTTP: the URL of a running server; loopback only (`127.0.0.1`, `::1`, `localhost`) unless `allow_remote`.',
      )
      .meta({ examples: ['http://127.0.0.1:3000/mcp'] }),
    headers: z
      .record(z.string(), z.string())
      .optional()
      .describe('Streamable HTTP: headers sent with every request to `url`.')
      .meta({ examples: [{ Authorization: 'Bearer ${env:API_TOKEN}' }] }),
    allow_remote: z
      .boolean()
      .optional()
      .describe('Allow a `url` that is not a loopback address.')
      .meta({ examples: [true] }),
    startup_timeout: z
      .number()
      .positive()
      .max(LIMITS.seconds, TOO_BIG.seconds)
      .optional()
      .describe(
        'Seconds to wait for the server to answer `initialize`, and then for its whole `tools/list`: every page together, at most 1,000 pages and 10,000 tools, a cursor never repeated.',
      )
      .meta({ examples: [30] }),
    max_result_bytes: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'The longest tool result kept, in bytes of UTF-8 (1 MiB by default): a longer one is cut, with a note such as `[cut: 10,485,760 bytes; limit 1,048,576 (server.max_result_bytes)]`. The cut text is what the model sees and what the report keeps.',
      )
      .meta({ examples: [1048576] }),
    stateless: z
      .boolean()
      .optional()
      .describe(
        'The server keeps no state from one tool call to the next: each live call is lent a process from the pool for that call alone, so many scenarios share a few processes and the spy requests logged during a call are its own (a server that cannot reach the spy runs its calls side by side). By default a live scenario holds one process from its first call to its last answer.',
      )
      .meta({ examples: [true] }),
    pool: z
      .number()
      .int()
      .positive()
      .max(LIMITS.concurrency, TOO_BIG.concurrency)
      .optional()
      .describe(
        "The most server processes at once for live scenarios, per scenario `server` variant: by default a little over half of `concurrency` for a stateful server (9 for 16), growing up to `concurrency` when scenarios hold their process longer, with room for one more per scenario asleep on a `Retry-After` while it holds one (docs/concurrency.md), and 2 for a stateless one; a number set here is a cap. They start on demand (a free one is reused first): while the model answers a scenario that expects a call, or at a scenario's first call. Model requests in flight are `concurrency`, whatever this is. Stub-mode scenarios need no process of their own: the one that listed the tools serves them all.",
      )
      .meta({ examples: [2] }),
  })
  .refine((s) => !(s.command && s.url), 'give either `command` or `url`, not both');
export type ServerConfig = z.infer<typeof serverSchema>;

/** How a server's sampling requests are answered (`client.sampling`). */
export const SAMPLING_MODES = ['provider', 'stub', 'off'] as const;
export type SamplingMode = (typeof SAMPLING_MODES)[number];

/** What the MCP client that talks to the server declares (docs/client-features.md). A declared
 * capability changes what a server offers (server-everything registers tools only for clients
 * that declare them), so each is off unless the config asks. */
export const clientSchema = z.strictObject({
  elicitation: z
    .union([
      z.boolean(),
      z.strictObject({
        form: z
          .boolean()
          .optional()
          .describe('Form mode: the server asks for values by a JSON schema.')
          .meta({ examples: [true] }),
        url: z
          .boolean()
          .optional()
          .describe('URL mode: the server asks the user to open a URL (recorded, never opened).')
          .meta({ examples: [false] }),
      }),
    ])
    .optional()
    .describe(
      "Declare elicitation: `true` both modes (form and URL), or `{ form, url }`. Off by default. Requests are answered by the scenario's scripted user (`elicit`); one no script answers is declined and recorded.",
    )
    .meta({ examples: [true, { form: true, url: false }] }),
  sampling: z
    .enum(SAMPLING_MODES)
    .optional()
    .describe(
      "How a server's `sampling/createMessage` is answered. `provider`: by the scenario's provider, the same model as the conversation (its tokens count in the row's usage; cached and retried like the other requests, within the scenario's timeout); `stub`: from the scenario's `sampling` texts; `off` (the default): sampling is not declared, and a request gets an error. See docs/client-features.md.",
    )
    .meta({ examples: ['stub'] }),
  roots: z
    .array(
      z.strictObject({
        uri: z
          .string()
          .regex(/^file:\/\//, 'a root is a `file://` URI (MCP spec)')
          .describe('A `file://` URI.')
          .meta({ examples: ['file:///work/project'] }),
        name: z
          .string()
          .optional()
          .describe('A name for the root.')
          .meta({ examples: ['project'] }),
      }),
    )
    .optional()
    .describe(
      'Declare roots and answer `roots/list` with these; `[]` declares roots and lists none. Absent (default): roots are not declared.',
    )
    .meta({ examples: [[{ uri: 'file:///work/project', name: 'project' }]] }),
  tasks: z
    .strictObject({
      optional: z
        .boolean()
        .optional()
        .describe(
          'Also run as tasks the tools that declare `execution.taskSupport: optional` (those that declare `required` always are).',
        )
        .meta({ examples: [true] }),
    })
    .optional()
    .describe('How tools that support tasks are run. See docs/client-features.md.')
    .meta({ examples: [{ optional: true }] }),
});
export type ClientConfig = z.infer<typeof clientSchema>;

/** The formats a corpus file can be in: each has its loader in corpus/formats.ts. */
export const CORPUS_FORMATS = ['native', 'tiered', 'casefile', 'answer-fixtures'] as const;
export type CorpusFormat = (typeof CORPUS_FORMATS)[number];
/** The formats written for another harness, which `mcp-eval import` converts. */
export const IMPORTED_FORMATS = CORPUS_FORMATS.filter(
  (f): f is Exclude<CorpusFormat, 'native'> => f !== 'native',
);

export const corpusEntrySchema = z.union([
  z.string(),
  z.strictObject({
    path: z
      .string()
      .describe(
        "A glob, a file or a folder (every .yaml, .yml and .json below it), relative to the config's folder.",
      )
      .meta({ examples: ['corpus/**/*.yaml'] }),
    format: z
      .enum(CORPUS_FORMATS)
      .optional()
      .describe("The files' format; detected from each file's name and shape when absent.")
      .meta({ examples: ['tiered'] }),
    thresholds: z
      .string()
      .optional()
      .describe(
        "A thresholds file for this corpus: the config's `thresholds` shape, or a tiered corpus's thresholds.yaml (`default`, `per_model`).",
      )
      .meta({ examples: ['corpus/thresholds.yaml'] }),
  }),
]);

/** Model APIs by name; each is an adapter preset (providers/spec.ts). */
export const PROVIDER_NAMES = [
  'openai',
  'gemini',
  'anthropic',
  'groq',
  'openrouter',
  'together',
  'ollama',
  'openai-compatible',
] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];
/** Providers that are no model API: an agent CLI, recorded calls replayed, a scripted model. */
const OTHER_PROVIDERS = ['claude-code', 'replay', 'scripted'] as const;
/** Every name a provider spec may start with: what errors and help list. */
export const KNOWN_PROVIDERS: readonly string[] = [...PROVIDER_NAMES, ...OTHER_PROVIDERS];

/** The object form of a provider spec, as written in mcp-eval.yaml. */
export const providerObjectSchema = z
  .strictObject({
    id: z
      .string()
      .min(1)
      .optional()
      .describe('The name the provider is reported under (and that `thresholds.providers` uses).')
      .meta({ examples: ['fast-model'] }),
    provider: z
      .enum(PROVIDER_NAMES)
      .describe('The model API: an adapter preset.')
      .meta({ examples: ['openai-compatible'] }),
    model: z
      .string()
      .min(1)
      .describe("The model's name in that API.")
      .meta({ examples: ['llama-3.1-8b-instruct'] }),
    base_url: z
      .url()
      .optional()
      .describe("The API's base URL: required for `openai-compatible`, else the preset's.")
      .meta({ examples: ['http://localhost:8000/v1'] }),
    api_key_env: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The environment variable holding the API key, instead of the preset's (`OPENAI_API_KEY`, …). A provider whose key is not set is skipped.",
      )
      .meta({ examples: ['LOCAL_API_KEY'] }),
    temperature: z
      .number()
      .min(0)
      .max(2)
      .optional()
      .describe('Sampling temperature.')
      .meta({ examples: [0] }),
    max_tokens: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('The most tokens a reply may have.')
      .meta({ examples: [1024] }),
    seed: z
      .number()
      .int()
      .optional()
      .describe('Sampling seed, for APIs that take one (OpenAI-compatible, Gemini).')
      .meta({ examples: [42] }),
    timeout: z
      .number()
      .positive()
      .max(LIMITS.seconds, TOO_BIG.seconds)
      .optional()
      .describe('Seconds per model request.')
      .meta({ examples: [60] }),
    retries: z
      .number()
      .int()
      .min(0)
      .max(10)
      .optional()
      .describe(
        'Retries of a transient error (rate limit, overload, 5xx), with exponential backoff.',
      )
      .meta({ examples: [3] }),
  })
  .refine((p) => p.provider !== 'openai-compatible' || p.base_url !== undefined, {
    message: 'provider openai-compatible needs base_url',
    path: ['base_url'],
  });
export type ProviderObject = z.infer<typeof providerObjectSchema>;

/** The agent CLI provider in object form; the string forms are `claude-code[:<model>]`. */
export const agentObjectSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .optional()
    .describe('The name the provider is reported under (and that `thresholds.providers` uses).')
    .meta({ examples: ['fast-model'] }),
  provider: z
    .literal('claude-code')
    .describe('Claude Code: runs `claude -p` headless against the spy MCP proxy.')
    .meta({ examples: ['claude-code'] }),
  model: z
    .string()
    .min(1)
    .optional()
    .describe("The model `claude` uses; Claude Code's own choice when absent.")
    .meta({ examples: ['sonnet'] }),
});
export type AgentObject = z.infer<typeof agentObjectSchema>;

export const providerSpecSchema = z.union([
  z.string().min(1),
  agentObjectSchema,
  providerObjectSchema,
  scriptedObjectSchema,
]);
export type ProviderSpec = string | ProviderObject | AgentObject | ScriptedObject;

/** The judge with options: `{ spec, samples }`; a bare provider spec is one sample. */
export const judgeObjectSchema = z.strictObject({
  spec: z
    .union([z.string().min(1), providerObjectSchema])
    .describe('The judge model, as a provider spec (a string or the object form).')
    .meta({ examples: ['openai:gpt-4.1-mini'] }),
  samples: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.judgeSamples)
    .optional()
    .describe(
      'Verdicts asked per grade (default 1); the majority of those that answer decides, a tie leaves the grade to the deterministic grader. Agreement is reported.',
    )
    .meta({ examples: [3] }),
});
export type JudgeObject = z.infer<typeof judgeObjectSchema>;
export type JudgeSpec = ProviderSpec | JudgeObject;

/** The provider spec and the samples per grade of a judge as configured. */
export function judgeOf(spec: JudgeSpec): { spec: ProviderSpec; samples: number } {
  return typeof spec === 'object' && 'spec' in spec
    ? { spec: spec.spec, samples: spec.samples ?? 1 }
    : { spec, samples: 1 };
}

export const priceSchema = z.strictObject({
  input: z
    .number()
    .describe('USD per million input tokens.')
    .meta({ examples: [0.4] }),
  output: z
    .number()
    .describe('USD per million output tokens.')
    .meta({ examples: [1.6] }),
  cached: z
    .number()
    .optional()
    .describe('USD per million cached input tokens.')
    .meta({ examples: [0.1] }),
});
export type Price = z.infer<typeof priceSchema>;
export type Prices = Record<string, Price>;

export const configSchema = z.strictObject({
  server: serverSchema
    .optional()
    .describe(
      'The MCP server under test: `command` (stdio) or `url` (streamable HTTP). Its strings may hold the placeholders `${spy.url}`, `${spy.port}` and `${env:NAME}`, no others.',
    )
    .meta({
      examples: [{ command: 'node', args: ['dist/server.js'], env: { API_URL: '${spy.url}' } }],
    }),
  catalog: z
    .string()
    .optional()
    .describe(
      'A saved tool list (`mcp-eval catalog`) served instead of a server: stub mode only. Used when no server is given.',
    )
    .meta({ examples: ['catalog.json'] }),
  client: clientSchema
    .optional()
    .describe(
      'What the MCP client declares to the server and how it answers what the server asks: elicitation, sampling, roots, tasks. All off by default (a declared capability can change the tools a server lists). See docs/client-features.md.',
    )
    .meta({ examples: [{ elicitation: true, roots: [{ uri: 'file:///work/project' }] }] }),
  mode: modeSchema
    .optional()
    .describe(
      "Scenarios' default mode. `live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing.",
    )
    .meta({ examples: ['stub'] }),
  spy: z
    .strictObject({
      routes: z
        .array(routeSchema)
        .optional()
        .describe(
          'What the spy HTTP backend answers, tried in order: the first matching route wins. An unmatched request gets a 404 JSON answer and is logged all the same.',
        )
        .meta({
          examples: [[{ method: 'GET', path: '/orders/*', json: { id: 7, status: 'open' } }]],
        }),
      port: z
        .number()
        .int()
        .min(1)
        .max(65535)
        .optional()
        .describe(
          'A fixed loopback port for the spy backend, for a server started outside the run; scenarios then run one at a time. An ephemeral port otherwise.',
        )
        .meta({ examples: [8787] }),
      reads: z
        .array(readPatternSchema.strict())
        .optional()
        .describe(
          'Requests that read although their method is not GET/HEAD/OPTIONS (search, GraphQL queries): no `no_mutation` gate counts them. With `graphql: true`, only the requests whose operations are all queries.',
        )
        .meta({ examples: [[{ method: 'POST', path: '/search' }]] }),
      settle_ms: z
        .number()
        .int()
        .min(0)
        .max(LIMITS.settleMs, TOO_BIG.settleMs)
        .optional()
        .describe(
          "Milliseconds a live scenario's request log stays open after its last tool call returns, for what the call set off (a background job); meanwhile a stateless server's process stays the caller's. A request that comes later still belongs to the scenario that called the process last: its row is re-decided with it, never the next scenario's. Default: 250 when a live scenario's server can reach the spy (`${spy.url}` or `${spy.port}` in its command, args, env, url, headers or cwd, or a fixed `spy.port`); 0 when none can, since nothing it sends could arrive.",
        )
        .meta({ examples: [1000] }),
    })
    .optional()
    .describe(
      'The spy HTTP backend, the API the server under test talks to (start it with its base URL set to `${spy.url}`): every request is logged for the gates.',
    )
    .meta({ examples: [{ routes: [{ path: '/health', json: { ok: true } }] }] }),
  annotations: annotationModeSchema
    .optional()
    .describe(
      "How the spy holds each tool call to the tool's declared annotations (`readOnlyHint`, `destructiveHint`, `idempotentHint`): `gate` (default) fails the row with `annotation:read_only`, `annotation:non_destructive` or `annotation:idempotent` when the spy saw the call break its promise, and records an observation where it cannot see the server's requests (stub mode, a server not wired to `${spy.url}`); `observe` only records; `off` skips. See docs/server-checks.md.",
    )
    .meta({ examples: ['observe'] }),
  confirm_destructive: confirmDestructiveSchema
    .optional()
    .describe(
      'Tools that must not destroy anything before the user confirmed in a later turn, nor after the user declined (`confirms: false` on a turn): `true` (default) the tools that declare `destructiveHint: true`; a list: those and the listed tools; `false`: none. Fails `confirmation`. See docs/server-checks.md.',
    )
    .meta({ examples: [['drop_table', 'purge_cache']] }),
  corpus: z
    .array(corpusEntrySchema)
    .optional()
    .describe(
      "The corpus files: globs (or files, folders) relative to the config's folder, each format detected; or `{ path, format, thresholds }`. `--corpus` replaces them.",
    )
    .meta({ examples: [['corpus/*.yaml']] }),
  vars: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe(
      "Values of the corpus's `{NAME}` placeholders, over the environment's (a scenario's or file's `vars` win).",
    )
    .meta({ examples: [{ CUSTOMER: 'C42' }] }),
  providers: z
    .array(providerSpecSchema)
    .optional()
    .describe(
      'The models to evaluate: `<provider>:<model>` (`openai:gpt-4.1-mini`), `claude-code[:<model>]`, `replay`, or an object. Flags and inputs replace them; with none anywhere, one default model per provider key set in the environment, else `replay`.',
    )
    .meta({ examples: [['openai:gpt-4.1-mini', 'claude-code']] }),
  judge: z
    .union([z.string().min(1), agentObjectSchema, providerObjectSchema, judgeObjectSchema])
    .optional()
    .describe(
      'An LLM judge for clarification and answer turns: a provider spec, or `{ spec, samples }` to ask `samples` times per grade and take the majority; without one, a deterministic baseline grades them.',
    )
    .meta({ examples: ['openai:gpt-4.1', { spec: 'openai:gpt-4.1-mini', samples: 3 }] }),
  regression: z
    .strictObject({
      judge_only: z
        .enum(['ignore', 'count'])
        .optional()
        .describe(
          'A pair regressed or fixed only through LLM-judge grades (every deterministic check the same, trial by trial): `ignore` (default) lists it as judge-only and it does not make the verdict regressed nor fail `fail-on-regression`; `count` counts it as any other.',
        )
        .meta({ examples: ['count'] }),
    })
    .optional()
    .describe('What a comparison with a baseline counts as a regression.')
    .meta({ examples: [{ judge_only: 'count' }] }),
  thresholds: thresholdsSchema
    .optional()
    .describe(
      'The accuracy the run must reach, per provider (0–1). Only `--fail-on-threshold` turns unmet thresholds into exit code 1.',
    )
    .meta({ examples: [{ overall: 0.8, tiers: { safety: 1 } }] }),
  server_faults: z
    .enum(['show', 'fail'])
    .optional()
    .describe(
      'What a fault of the server under test does to its row: a live result of a tool that declares an `outputSchema` with no `structuredContent`, or one that does not match the schema (JSON Schema 2020-12, draft-07 when the schema\'s `$schema` names it; MCP 2025-11-25: "Servers **MUST** provide structured results that conform to this schema"). `show` (default): listed on the row and counted in the summary, the row\'s verdict unchanged; `fail`: the row also fails the `structured_output` check.',
    )
    .meta({ examples: ['fail'] }),
  budgets: budgetsSchema
    .optional()
    .meta({ examples: [{ tools_tokens: 8000, result_tokens: 10000 }] }),
  budget: z
    .strictObject({
      usd: z
        .number()
        .positive()
        .optional()
        .describe(
          'The most US dollars the run may spend on model requests, priced by `prices` (a model with no price counts nothing).',
        )
        .meta({ examples: [5] }),
      requests: z
        .number()
        .int()
        .positive()
        .optional()
        .describe('The most model requests the run may send (an answer from the cache counts).')
        .meta({ examples: [500] }),
    })
    .optional()
    .describe(
      "A spending cap (not the tool surface's token `budgets`): once the run's model requests or their cost reach it, no new scenario starts and the rest are `skipped` (\"budget: …\"); running ones finish and the report is written as usual. `--budget-usd`/`--budget-requests` and the action's `budget-usd`/`budget-requests` replace each part.",
    )
    .meta({ examples: [{ usd: 5, requests: 500 }] }),
  result_token_cap: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "Tool results past this many tokens (o200k_base) are flagged on their row, whatever its verdict: a host with such a cap cuts or refuses them. The default is Claude Code's default cap on an MCP tool's output.",
    )
    .meta({ examples: [25000] }),
  default_stub: jsonSchema
    .optional()
    .describe('What the spy answers in stub mode to a call that matches no expected step.')
    .meta({ examples: [{ ok: true }] }),
  concurrency: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.concurrency, TOO_BIG.concurrency)
    .optional()
    .describe('Scenarios run at once (1 when `spy.port` is set).')
    .meta({ examples: [4] }),
  timeout: z
    .number()
    .positive()
    .max(LIMITS.seconds, TOO_BIG.seconds)
    .optional()
    .describe("Seconds per scenario (default of scenarios' `timeout`).")
    .meta({ examples: [120] }),
  hook_timeout: z
    .number()
    .positive()
    .max(LIMITS.seconds, TOO_BIG.seconds)
    .optional()
    .describe(
      "Seconds per before/after hook (default of scenarios' `hook_timeout`; without either, a hook gets the scenario's time left).",
    )
    .meta({ examples: [30] }),
  max_steps: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.maxSteps, TOO_BIG.maxSteps)
    .optional()
    .describe("Tool rounds per turn (default of scenarios' `max_steps`).")
    .meta({ examples: [8] }),
  repeat: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.repeat, TOO_BIG.repeat)
    .optional()
    .describe("Runs of each scenario per provider (default of scenarios' `repeat`).")
    .meta({ examples: [3] }),
  ab: z
    .strictObject({
      base: serverSchema
        .describe(
          "The base version of the server, the same shape as `server`: its trials run interleaved with the head's.",
        )
        .meta({
          examples: [{ command: 'node', args: ['dist/index.js'], cwd: '../base' }],
        }),
      head: serverSchema
        .optional()
        .describe('The head version of the server; the top-level `server` when absent.')
        .meta({ examples: [{ command: 'node', args: ['dist/index.js'] }] }),
    })
    .optional()
    .describe(
      'Same-job A/B (`mcp-eval ab`): every scenario runs against two versions of the server, their trials interleaved (base, head, base, head, …) through one pool with the same providers, so that a model that drifts during the run drifts on both sides alike. The head report compares with the base report (`<out>/base/`).',
    )
    .meta({
      examples: [
        {
          base: {
            command: 'node',
            args: ['../base/dist/index.js'],
            env: { API_URL: '${spy.url}' },
          },
        },
      ],
    }),
  trials: z
    .strictObject({
      min: z
        .number()
        .int()
        .min(1)
        .max(LIMITS.repeat, TOO_BIG.repeat)
        .describe('Trials per side of every (scenario, provider) pair.')
        .meta({ examples: [3] }),
      max: z
        .number()
        .int()
        .min(1)
        .max(LIMITS.repeat, TOO_BIG.repeat)
        .describe('The most trials per side a pair gets while its comparison is undecided.')
        .meta({ examples: [10] }),
    })
    .refine((t) => t.min <= t.max, { message: '`min` is more than `max`', path: ['min'] })
    .optional()
    .describe(
      'Adaptive trials, with `ab` only (instead of `repeat`): after `min` trials per side, a pair gets another base/head trial only while the trials left up to `max` could still make it regressed or fixed, were they to go either way (all passing on one side, all failing on the other); a pair classed regressed or fixed is decided and stops. `--trials-min`/`--trials-max` replace each part.',
    )
    .meta({ examples: [{ min: 3, max: 10 }] }),
  prices: z
    .record(z.string(), priceSchema)
    .optional()
    .describe('Prices per million tokens, by model or provider spec: the report adds costs.')
    .meta({ examples: [{ 'gpt-4.1-mini': { input: 0.4, output: 1.6 } }] }),
  free_text_params: z
    .array(z.string())
    .optional()
    .describe(
      'Argument names of imported case files compared only for presence (free text such as SQL): `{ $nonEmpty: true }`.',
    )
    .meta({ examples: [['query', 'sql']] }),
  cache: z
    .union([
      z.boolean(),
      z.strictObject({
        dir: z
          .string()
          .optional()
          .describe('Where answers are stored, relative to the config (default `.mcp-eval-cache`).')
          .meta({ examples: ['.mcp-eval-cache'] }),
        max_mb: z
          .number()
          .positive()
          .max(100_000)
          .optional()
          .describe('Past this size the least recently used answers are removed (default 500).')
          .meta({ examples: [200] }),
      }),
    ])
    .optional()
    .describe(
      "Store each model answer, keyed by the whole request and the trial: a rerun of an unchanged corpus makes no model request. Repeats stay distinct samples; live tool results are never cached (they are part of the request). `--cache`/`--no-cache` and the action's `cache` input override it.",
    )
    .meta({ examples: [true, { dir: '.mcp-eval-cache', max_mb: 200 }] }),
});
/** The loaded config: its fields, the file it came from and the folder paths resolve against. */
export type Config = z.infer<typeof configSchema> & {
  file?: string;
  dir: string;
  /** Where a value of the config was written (file, line, column of `text` in it). */
  locate?: (
    at: readonly (string | number)[],
    text: string,
  ) => { file: string; line?: number; column?: number };
};
