// report.json: one zod schema is both the TypeScript type and the published JSON Schema
// (schema/report.schema.json, written by `npm run schema`).
import { z } from 'zod';
import { comparisonSchema, intervalSchema } from './comparison.js';
import { costSchema, resultSchema } from './result.js';
import { toolAnnotationsSchema } from './tool.js';
import { statusSchema } from './verdict.js';
import { tokensReportSchema } from './tokens.js';

// A result row lives in result.ts, so that a comparison can carry the base side's rows.
export { resultSchema, type Cost, type Recovery, type ResultRow } from './result.js';

export const SCHEMA_VERSION = 1;

export const providerUsageSchema = z.object({
  /** Rows that talked to the model (skipped and setup-failed rows left out). */
  runs: z.number().int(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  cachedTokens: z.number(),
  latencyMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  cost: costSchema
    .optional()
    .describe('From the config price table (per million tokens), when it names this provider'),
  price: z.string().optional().describe('The price table key used: a provider spec or a model'),
});
export type ProviderUsage = z.infer<typeof providerUsageSchema>;

export const usageReportSchema = z.object({
  byProvider: z.record(z.string(), providerUsageSchema),
  /** The LLM judge's own tokens, apart from the providers'. */
  judge: providerUsageSchema.optional(),
  totalCost: z.number().optional().describe('USD, over every priced provider and the judge'),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

export type Interval = z.infer<typeof intervalSchema>;

export const statsSchema = z.object({
  total: z.number().int(),
  counts: z.record(statusSchema, z.number().int()),
  scored: z
    .number()
    .int()
    .describe(
      'The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out',
    ),
  unobserved: z
    .number()
    .int()
    .optional()
    .describe(
      'Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none',
    ),
  accuracy: z.number().nullable(),
  interval: intervalSchema
    .nullable()
    .optional()
    .describe(
      'The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added',
    ),
});
export type Stats = z.infer<typeof statsSchema>;

/** Every run of one scenario with one provider (its `repeat` trials). */
export const trialSchema = z.object({
  scenario: z.string(),
  file: z.string(),
  line: z.number().int(),
  provider: z.string(),
  model: z.string(),
  tier: z.string(),
  category: z.string().optional(),
  definition: z.string().optional().describe("The scenario's definition hash (see results[])"),
  passes: z.number().int().describe('c: the runs that passed'),
  n: z
    .number()
    .int()
    .describe(
      'The scored runs: skipped, errored, setup-failed, known-failure and cancelled runs, and runs inconclusive only because a gate could not observe, are left out, as from accuracy',
    ),
  runs: z.number().int().describe('Every run, scored or not'),
  passAtK: z
    .record(z.string(), z.number())
    .optional()
    .describe(
      'k -> pass@k for k = 1..n: the chance that at least one of k runs passes, estimated without bias from c of n (Chen et al. 2021); absent when n = 0',
    ),
  passHatK: z
    .record(z.string(), z.number())
    .optional()
    .describe(
      'k -> pass^k for k = 1..n: the chance that all of k runs pass, estimated without bias from c of n; absent when n = 0',
    ),
  interval: intervalSchema
    .nullable()
    .describe('The 95% Wilson score interval of c / n; null when n = 0'),
});
export type Trial = z.infer<typeof trialSchema>;

export const thresholdCheckSchema = z.object({
  scope: z
    .enum(['overall', 'tier', 'category', 'provider', 'budget'])
    .describe(
      'budget: a token budget (key `tools_tokens` or `result_tokens`): required is the most tokens allowed, actual the tokens measured, met when actual <= required',
    ),
  key: z.string(),
  provider: z.string().optional(),
  required: z.number(),
  actual: z.number().nullable(),
  met: z.boolean(),
});
export type ThresholdCheck = z.infer<typeof thresholdCheckSchema>;

export const toolRecordSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  schemaHash: z.string().describe("A hash of the tool's input schema"),
  outputSchemaHash: z
    .string()
    .optional()
    .describe("A hash of the tool's output schema, when it declares one"),
  annotations: toolAnnotationsSchema
    .optional()
    .describe(
      'The behaviour hints the server declared (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title), `{}` when it declared none; absent in reports of versions that did not record them',
    ),
  icons: z
    .array(z.record(z.string(), z.unknown()))
    .optional()
    .describe(
      'The icons the server declared; a `data:` URI is cut to its media type, with `srcHash` the hash of the whole',
    ),
  execution: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('How the server lets the tool run (e.g. `taskSupport`)'),
});
export type ToolRecord = z.infer<typeof toolRecordSchema>;

export const backoffSchema = z.object({
  answers: z
    .number()
    .int()
    .describe('Rate-limit and overloaded answers (429, 503, 529) over the run')
    .meta({ examples: [12] }),
  lowest: z
    .number()
    .int()
    .describe('The fewest requests the provider was allowed in flight')
    .meta({ examples: [4] }),
  end: z
    .number()
    .int()
    .describe('The requests it was allowed in flight when the run ended')
    .meta({ examples: [16] }),
  ceiling: z
    .number()
    .int()
    .describe('What the limit climbs back to: the most requests the run had in flight')
    .meta({ examples: [16] }),
});
export type Backoff = z.infer<typeof backoffSchema>;

export const providerInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  status: z.enum(['ran', 'skipped', 'stopped']),
  reason: z.string().optional(),
  backoff: backoffSchema
    .optional()
    .describe(
      'Present when rate limits clustered: the in-flight requests allowed were lowered, then climbed back',
    ),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

const verdictWord = z.enum(['passed', 'failed']);

export const judgeDisagreementSchema = z.object({
  scenario: z.string(),
  provider: z.string(),
  repetition: z.number().int(),
  turn: z.number().int().optional(),
  check: z.enum(['clarification', 'answer']),
  judge: verdictWord.describe("The judge's verdict, which decided"),
  baseline: verdictWord.describe("The deterministic grader's verdict"),
});
export type JudgeDisagreement = z.infer<typeof judgeDisagreementSchema>;

/** What the judge did over the run's rows; absent in reports written before it was added. */
export const judgeTallySchema = z.object({
  grades: z.number().int().describe('Clarification and answer grades the judge was asked for'),
  decided: z.number().int().describe('Grades the judge decided'),
  failed: z
    .number()
    .int()
    .describe('Grades where the judge brought no verdict: the deterministic grader decided them'),
  split: z
    .number()
    .int()
    .describe('Grades whose samples tied: the deterministic grader decided them'),
  agreement: z
    .number()
    .optional()
    .describe(
      'With samples > 1: the share of verdicts that agreed with their grade’s majority, over the grades the judge decided',
    ),
  disagreements: z
    .array(judgeDisagreementSchema)
    .describe('Grades where the judge decided otherwise than the deterministic grader would have'),
});
export type JudgeTally = z.infer<typeof judgeTallySchema>;

export const judgeInfoSchema = z.object({
  id: z.string(),
  status: z.enum(['used', 'skipped', 'stopped']),
  reason: z.string().optional(),
  samples: z
    .number()
    .int()
    .optional()
    .describe('Verdicts asked per grade, the majority deciding (absent: one)'),
  tally: judgeTallySchema.optional(),
});
export type JudgeInfo = z.infer<typeof judgeInfoSchema>;

export const shardSchema = z.object({
  index: z
    .number()
    .int()
    .describe('This shard, 1-based')
    .meta({ examples: [2] }),
  count: z
    .number()
    .int()
    .describe('How many shards the selection was cut into')
    .meta({ examples: [3] }),
  selected: z
    .number()
    .int()
    .describe('The scenarios the filters selected, over all shards')
    .meta({ examples: [28] }),
  selection: z
    .string()
    .describe(
      'A hash of the selected scenarios (ids, definitions, repeat): shards merge only when it is the same',
    )
    .meta({ examples: ['3f2a9c1e0b7d4a55'] }),
});
export type ShardInfo = z.infer<typeof shardSchema>;

export const summarySchema = z.object({
  overall: statsSchema,
  byProvider: z.record(z.string(), statsSchema),
  byTier: z.record(z.string(), statsSchema),
  byCategory: z.record(z.string(), statsSchema),
  byTag: z.record(z.string(), statsSchema),
  /** provider -> tier -> stats */
  matrix: z.record(z.string(), z.record(z.string(), statsSchema)),
  recovery: z
    .object({
      errors: z.number().int().describe('Tool error episodes over every row'),
      recovered: z
        .number()
        .int()
        .describe(
          'Those after which the model retried the tool with arguments the server accepted',
        ),
    })
    .optional()
    .describe('Recovered after a tool error: recovered of errors; absent when no tool erred'),
  serverFaults: z
    .object({
      checked: z
        .number()
        .int()
        .describe('Live results of tools that declare an outputSchema, checked against it'),
      missing: z.number().int().describe('Results without structuredContent'),
      invalid: z.number().int().describe('Results whose structuredContent does not match'),
      rows: z.number().int().describe('Rows with at least one such fault'),
    })
    .optional()
    .describe(
      "The server's broken output schemas (a server fault, not the model's): absent when no result was checked",
    ),
});
export type Summary = z.infer<typeof summarySchema>;

export const reportSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.string(), version: z.string() }),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
  config: z.string().optional(),
  providers: z.array(providerInfoSchema),
  judge: judgeInfoSchema.optional().describe('The LLM judge, when one is configured'),
  notices: z.array(z.string()),
  cancelled: z
    .object({
      signal: z
        .string()
        .describe('What cancelled it: SIGINT, SIGTERM, or the reason a caller gave')
        .meta({ examples: ['SIGTERM'] }),
      at: z
        .string()
        .describe('When the cancel came, ISO 8601')
        .meta({ examples: ['2026-01-31T12:00:00.000Z'] }),
    })
    .optional()
    .describe(
      'Present when the run was cancelled: a partial report, where runs not finished are `cancelled` rows',
    ),
  summary: summarySchema,
  thresholds: z.object({ met: z.boolean(), checks: z.array(thresholdCheckSchema) }),
  usage: usageReportSchema.optional().describe('Tokens, latency and cost per provider'),
  cache: z
    .object({
      dir: z.string(),
      hits: z.number().int().describe('Model requests answered from the cache'),
      misses: z.number().int().describe('Model requests sent to the provider'),
      stored: z.number().int().describe('Answers added to the cache'),
      skippedSecret: z
        .number()
        .int()
        .optional()
        .describe(
          'Answers not kept, or removed from the folder, because they held a secret (a model repeating a key): asked again next run',
        ),
      evicted: z
        .number()
        .int()
        .describe('Least recently used answers removed to keep the size limit'),
    })
    .optional()
    .describe('The response cache, when `cache` is on'),
  tools: z
    .array(toolRecordSchema)
    .optional()
    .describe("The server's tools/list as the run saw it (a catalog's, in stub mode)"),
  tokens: tokensReportSchema
    .optional()
    .describe(
      "The token cost of the server's tools/list, per tool, and of its tool results; present when the tools are known",
    ),
  coverage: z
    .object({
      unexpected: z
        .array(z.string())
        .describe("Tools of `tools` that no scenario of the run expects in any turn's calls"),
    })
    .optional()
    .describe('Which tools the corpus exercises; present when the tools are known'),
  trials: z
    .array(trialSchema)
    .optional()
    .describe('Per (scenario, provider): passes of its runs, pass@k, pass^k and an interval'),
  comparison: comparisonSchema.optional().describe('This run compared with a baseline report'),
  ab: z
    .object({
      id: z.string().describe('One per job: the base and head reports of one run share it'),
      side: z.enum(['base', 'head']).describe('Which version of the server this report is of'),
      interleaved: z
        .literal(true)
        .describe('Base and head trials alternated through one pool, paired by `repetition`'),
    })
    .optional()
    .describe(
      "Present when the run was a same-job A/B (`mcp-eval ab`): which side this is. Base and head trials interleaved (b, h, b, h, …) under the same provider, model, options and concurrency; two reports with the same `id` are compared trial by trial, each (scenario, provider, repetition) of base paired with head's",
    ),
  adaptive: z
    .object({
      min: z.number().int().describe('Trials per side every pair got'),
      max: z.number().int().describe('The most trials per side a pair could get'),
      spent: z.number().int().describe("This side's runs, over every pair"),
      plan: z.number().int().describe('The runs a fixed plan of `max` per pair would have spent'),
      extended: z
        .number()
        .int()
        .describe('Pairs that got more than `min` trials: their comparison was still undecided'),
    })
    .optional()
    .describe(
      'Present with adaptive trials (`trials: { min, max }`): the runs spent against the fixed plan',
    ),
  shard: shardSchema
    .optional()
    .describe('Present when the run was one shard (`--shard i/n`) of the selected scenarios'),
  results: z.array(resultSchema),
  redactions: z.number().int().describe('Secret values found and replaced before writing'),
});
export type Report = z.infer<typeof reportSchema>;
