import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  comparisonSchema,
  costSchema,
  intervalSchema,
  resultSchema
} from "./chunk-YSIP2RN2.js";
import {
  statusSchema,
  toolAnnotationsSchema
} from "./chunk-6CESUXID.js";
import {
  tokensReportSchema
} from "./chunk-GCIQVIE6.js";
import {
  external_exports
} from "./chunk-ZXOGZ666.js";

// src/model/report.ts
var SCHEMA_VERSION = 1;
var providerUsageSchema = external_exports.object({
  /** Rows that talked to the model (skipped and setup-failed rows left out). */
  runs: external_exports.number().int(),
  inputTokens: external_exports.number(),
  outputTokens: external_exports.number(),
  cachedTokens: external_exports.number(),
  latencyMs: external_exports.object({ p50: external_exports.number().nullable(), p95: external_exports.number().nullable() }),
  cost: costSchema.optional().describe("From the config price table (per million tokens), when it names this provider"),
  price: external_exports.string().optional().describe("The price table key used: a provider spec or a model")
});
var usageReportSchema = external_exports.object({
  byProvider: external_exports.record(external_exports.string(), providerUsageSchema),
  /** The LLM judge's own tokens, apart from the providers'. */
  judge: providerUsageSchema.optional(),
  totalCost: external_exports.number().optional().describe("USD, over every priced provider and the judge")
});
var statsSchema = external_exports.object({
  total: external_exports.number().int(),
  counts: external_exports.record(statusSchema, external_exports.number().int()),
  scored: external_exports.number().int().describe(
    "The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out"
  ),
  unobserved: external_exports.number().int().optional().describe(
    "Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none"
  ),
  accuracy: external_exports.number().nullable(),
  interval: intervalSchema.nullable().optional().describe(
    "The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added"
  )
});
var trialSchema = external_exports.object({
  scenario: external_exports.string(),
  file: external_exports.string(),
  line: external_exports.number().int(),
  provider: external_exports.string(),
  model: external_exports.string(),
  tier: external_exports.string(),
  category: external_exports.string().optional(),
  definition: external_exports.string().optional().describe("The scenario's definition hash (see results[])"),
  passes: external_exports.number().int().describe("c: the runs that passed"),
  n: external_exports.number().int().describe(
    "The scored runs: skipped, errored, setup-failed, known-failure and cancelled runs, and runs inconclusive only because a gate could not observe, are left out, as from accuracy"
  ),
  runs: external_exports.number().int().describe("Every run, scored or not"),
  passAtK: external_exports.record(external_exports.string(), external_exports.number()).optional().describe(
    "k -> pass@k for k = 1..n: the chance that at least one of k runs passes, estimated without bias from c of n (Chen et al. 2021); absent when n = 0"
  ),
  passHatK: external_exports.record(external_exports.string(), external_exports.number()).optional().describe(
    "k -> pass^k for k = 1..n: the chance that all of k runs pass, estimated without bias from c of n; absent when n = 0"
  ),
  interval: intervalSchema.nullable().describe("The 95% Wilson score interval of c / n; null when n = 0")
});
var thresholdCheckSchema = external_exports.object({
  scope: external_exports.enum(["overall", "tier", "category", "provider", "budget"]).describe(
    "budget: a token budget (key `tools_tokens` or `result_tokens`): required is the most tokens allowed, actual the tokens measured, met when actual <= required"
  ),
  key: external_exports.string(),
  provider: external_exports.string().optional(),
  required: external_exports.number(),
  actual: external_exports.number().nullable(),
  met: external_exports.boolean()
});
var toolRecordSchema = external_exports.object({
  name: external_exports.string(),
  title: external_exports.string().optional(),
  description: external_exports.string().optional(),
  schemaHash: external_exports.string().describe("A hash of the tool's input schema"),
  outputSchemaHash: external_exports.string().optional().describe("A hash of the tool's output schema, when it declares one"),
  annotations: toolAnnotationsSchema.optional().describe(
    "The behaviour hints the server declared (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title), `{}` when it declared none; absent in reports of versions that did not record them"
  ),
  icons: external_exports.array(external_exports.record(external_exports.string(), external_exports.unknown())).optional().describe(
    "The icons the server declared; a `data:` URI is cut to its media type, with `srcHash` the hash of the whole"
  ),
  execution: external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe("How the server lets the tool run (e.g. `taskSupport`)")
});
var backoffSchema = external_exports.object({
  answers: external_exports.number().int().describe("Rate-limit and overloaded answers (429, 503, 529) over the run").meta({ examples: [12] }),
  lowest: external_exports.number().int().describe("The fewest requests the provider was allowed in flight").meta({ examples: [4] }),
  end: external_exports.number().int().describe("The requests it was allowed in flight when the run ended").meta({ examples: [16] }),
  ceiling: external_exports.number().int().describe("What the limit climbs back to: the most requests the run had in flight").meta({ examples: [16] })
});
var providerInfoSchema = external_exports.object({
  id: external_exports.string(),
  name: external_exports.string(),
  model: external_exports.string(),
  status: external_exports.enum(["ran", "skipped", "stopped"]),
  reason: external_exports.string().optional(),
  backoff: backoffSchema.optional().describe(
    "Present when rate limits clustered: the in-flight requests allowed were lowered, then climbed back"
  )
});
var verdictWord = external_exports.enum(["passed", "failed"]);
var judgeDisagreementSchema = external_exports.object({
  scenario: external_exports.string(),
  provider: external_exports.string(),
  repetition: external_exports.number().int(),
  turn: external_exports.number().int().optional(),
  check: external_exports.enum(["clarification", "answer"]),
  judge: verdictWord.describe("The judge's verdict, which decided"),
  baseline: verdictWord.describe("The deterministic grader's verdict")
});
var judgeTallySchema = external_exports.object({
  grades: external_exports.number().int().describe("Clarification and answer grades the judge was asked for"),
  decided: external_exports.number().int().describe("Grades the judge decided"),
  failed: external_exports.number().int().describe("Grades where the judge brought no verdict: the deterministic grader decided them"),
  split: external_exports.number().int().describe("Grades whose samples tied: the deterministic grader decided them"),
  agreement: external_exports.number().optional().describe(
    "With samples > 1: the share of verdicts that agreed with their grade’s majority, over the grades the judge decided"
  ),
  disagreements: external_exports.array(judgeDisagreementSchema).describe("Grades where the judge decided otherwise than the deterministic grader would have")
});
var judgeInfoSchema = external_exports.object({
  id: external_exports.string(),
  status: external_exports.enum(["used", "skipped", "stopped"]),
  reason: external_exports.string().optional(),
  samples: external_exports.number().int().optional().describe("Verdicts asked per grade, the majority deciding (absent: one)"),
  tally: judgeTallySchema.optional()
});
var shardSchema = external_exports.object({
  index: external_exports.number().int().describe("This shard, 1-based").meta({ examples: [2] }),
  count: external_exports.number().int().describe("How many shards the selection was cut into").meta({ examples: [3] }),
  selected: external_exports.number().int().describe("The scenarios the filters selected, over all shards").meta({ examples: [28] }),
  selection: external_exports.string().describe(
    "A hash of the selected scenarios (ids, definitions, repeat): shards merge only when it is the same"
  ).meta({ examples: ["3f2a9c1e0b7d4a55"] })
});
var summarySchema = external_exports.object({
  overall: statsSchema,
  byProvider: external_exports.record(external_exports.string(), statsSchema),
  byTier: external_exports.record(external_exports.string(), statsSchema),
  byCategory: external_exports.record(external_exports.string(), statsSchema),
  byTag: external_exports.record(external_exports.string(), statsSchema),
  /** provider -> tier -> stats */
  matrix: external_exports.record(external_exports.string(), external_exports.record(external_exports.string(), statsSchema)),
  recovery: external_exports.object({
    errors: external_exports.number().int().describe("Tool error episodes over every row"),
    recovered: external_exports.number().int().describe(
      "Those after which the model retried the tool with arguments the server accepted"
    )
  }).optional().describe("Recovered after a tool error: recovered of errors; absent when no tool erred"),
  serverFaults: external_exports.object({
    checked: external_exports.number().int().describe("Live results of tools that declare an outputSchema, checked against it"),
    missing: external_exports.number().int().describe("Results without structuredContent"),
    invalid: external_exports.number().int().describe("Results whose structuredContent does not match"),
    rows: external_exports.number().int().describe("Rows with at least one such fault")
  }).optional().describe(
    "The server's broken output schemas (a server fault, not the model's): absent when no result was checked"
  )
});
var reportSchema = external_exports.object({
  schemaVersion: external_exports.literal(SCHEMA_VERSION),
  tool: external_exports.object({ name: external_exports.string(), version: external_exports.string() }),
  startedAt: external_exports.string(),
  finishedAt: external_exports.string(),
  durationMs: external_exports.number(),
  config: external_exports.string().optional(),
  providers: external_exports.array(providerInfoSchema),
  judge: judgeInfoSchema.optional().describe("The LLM judge, when one is configured"),
  notices: external_exports.array(external_exports.string()),
  cancelled: external_exports.object({
    signal: external_exports.string().describe("What cancelled it: SIGINT, SIGTERM, or the reason a caller gave").meta({ examples: ["SIGTERM"] }),
    at: external_exports.string().describe("When the cancel came, ISO 8601").meta({ examples: ["2026-01-31T12:00:00.000Z"] })
  }).optional().describe(
    "Present when the run was cancelled: a partial report, where runs not finished are `cancelled` rows"
  ),
  summary: summarySchema,
  thresholds: external_exports.object({ met: external_exports.boolean(), checks: external_exports.array(thresholdCheckSchema) }),
  usage: usageReportSchema.optional().describe("Tokens, latency and cost per provider"),
  cache: external_exports.object({
    dir: external_exports.string(),
    hits: external_exports.number().int().describe("Model requests answered from the cache"),
    misses: external_exports.number().int().describe("Model requests sent to the provider"),
    stored: external_exports.number().int().describe("Answers added to the cache"),
    skippedSecret: external_exports.number().int().optional().describe(
      "Answers not kept, or removed from the folder, because they held a secret (a model repeating a key): asked again next run"
    ),
    evicted: external_exports.number().int().describe("Least recently used answers removed to keep the size limit")
  }).optional().describe("The response cache, when `cache` is on"),
  tools: external_exports.array(toolRecordSchema).optional().describe("The server's tools/list as the run saw it (a catalog's, in stub mode)"),
  tokens: tokensReportSchema.optional().describe(
    "The token cost of the server's tools/list, per tool, and of its tool results; present when the tools are known"
  ),
  coverage: external_exports.object({
    unexpected: external_exports.array(external_exports.string()).describe("Tools of `tools` that no scenario of the run expects in any turn's calls")
  }).optional().describe("Which tools the corpus exercises; present when the tools are known"),
  trials: external_exports.array(trialSchema).optional().describe("Per (scenario, provider): passes of its runs, pass@k, pass^k and an interval"),
  comparison: comparisonSchema.optional().describe("This run compared with a baseline report"),
  ab: external_exports.object({
    id: external_exports.string().describe("One per job: the base and head reports of one run share it"),
    side: external_exports.enum(["base", "head"]).describe("Which version of the server this report is of"),
    interleaved: external_exports.literal(true).describe("Base and head trials alternated through one pool, paired by `repetition`")
  }).optional().describe(
    "Present when the run was a same-job A/B (`mcp-eval ab`): which side this is. Base and head trials interleaved (b, h, b, h, …) under the same provider, model, options and concurrency; two reports with the same `id` are compared trial by trial, each (scenario, provider, repetition) of base paired with head's"
  ),
  adaptive: external_exports.object({
    min: external_exports.number().int().describe("Trials per side every pair got"),
    max: external_exports.number().int().describe("The most trials per side a pair could get"),
    spent: external_exports.number().int().describe("This side's runs, over every pair"),
    plan: external_exports.number().int().describe("The runs a fixed plan of `max` per pair would have spent"),
    extended: external_exports.number().int().describe("Pairs that got more than `min` trials: their comparison was still undecided")
  }).optional().describe(
    "Present with adaptive trials (`trials: { min, max }`): the runs spent against the fixed plan"
  ),
  shard: shardSchema.optional().describe("Present when the run was one shard (`--shard i/n`) of the selected scenarios"),
  results: external_exports.array(resultSchema),
  redactions: external_exports.number().int().describe("Secret values found and replaced before writing")
});

export {
  SCHEMA_VERSION,
  reportSchema
};
