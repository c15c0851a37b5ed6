// One result row of report.json: a (scenario, provider, repetition), its verdict and transcript.
// Apart from report.ts, so that a comparison (comparison.ts) can carry the base side's rows.
import { z } from 'zod';
import { modeSchema } from './scenario.js';
import {
  elicitationSchema,
  samplingExchangeSchema,
  probeSchema,
  recordedCallSchema,
  spyRequestSchema,
  turnRecordSchema,
  usageSchema,
} from './transcript.js';
import { hookResultSchema, verdictSchema } from './verdict.js';

export const costSchema = z.object({
  currency: z.literal('USD'),
  input: z.number(),
  output: z.number(),
  cached: z.number(),
  total: z.number(),
});
export type Cost = z.infer<typeof costSchema>;

/** Tool errors in a row and whether the model corrected itself after each (score/recovery.ts). */
export const recoverySchema = z.object({
  errors: z
    .number()
    .int()
    .describe(
      'Tool error episodes: a tool answered with an error (isError, or its arguments refused); later errors of the same tool in the same turn belong to the same episode',
    ),
  recovered: z
    .number()
    .int()
    .describe(
      'Episodes after which the model called the same tool again in the turn with other arguments and the server accepted the call',
    ),
  episodes: z.array(
    z.object({
      tool: z.string(),
      turn: z.number().int(),
      call: z.number().int().describe("The failing call's index in calls"),
      recovered: z.boolean(),
      by: z.number().int().optional().describe("The correcting call's index in calls"),
    }),
  ),
});
export type Recovery = z.infer<typeof recoverySchema>;

export const resultSchema = z.object({
  scenario: z.string(),
  file: z.string(),
  line: z.number().int(),
  provider: z.string(),
  model: z.string().describe('The model as configured (an alias, or a dated snapshot)'),
  served: z
    .array(z.string())
    .optional()
    .describe(
      "The models the API reported having served (OpenAI's and Anthropic's `model`, Gemini's `modelVersion`), in the order first seen: the snapshot behind the configured alias. Absent when the API said nothing (replay, agent providers, a row that never reached the model, a report from an earlier version)",
    ),
  repetition: z.number().int(),
  definition: z
    .string()
    .optional()
    .describe(
      "A hash of the scenario's prompts, expectations, gates and mode: results compare across reports only when it is the same",
    ),
  ...verdictSchema.shape,
  tier: z.string().describe('A tier (selection, args, …), or the tier a raw pick named'),
  category: z.string().optional(),
  tags: z.array(z.string()),
  mode: modeSchema,
  turns: z.array(turnRecordSchema),
  calls: z.array(recordedCallSchema),
  requests: z.array(spyRequestSchema),
  probes: z
    .array(probeSchema)
    .optional()
    .describe(
      "The replay self-test's repeats of idempotentHint: true calls with the same arguments (live mode); the model never saw them",
    ),
  sampling: z
    .array(samplingExchangeSchema)
    .optional()
    .describe(
      "The server's sampling requests during the calls and what answered them (`client.sampling`)",
    ),
  elicitations: z
    .array(elicitationSchema)
    .optional()
    .describe(
      "The server's elicitation requests (form or URL mode) and how the scripted user answered (`elicit`); a URL is never opened",
    ),
  hooks: z.array(hookResultSchema),
  usage: usageSchema,
  cost: costSchema.optional().describe('From the config price table, when it names this provider'),
  latencyMs: z.number(),
  attempts: z.number().int(),
  grading: z
    .string()
    .optional()
    .describe(
      'How clarification and answer checks were graded: baseline, judge:<spec>, or judge:<spec>+baseline when the judge failed on some',
    ),
  judgeUsage: usageSchema.optional().describe("The judge's tokens for this row"),
  recovery: recoverySchema
    .optional()
    .describe(
      'Present when a tool answered with an error: whether the model retried it with corrected arguments (an observation, never a verdict)',
    ),
});
export type ResultRow = z.infer<typeof resultSchema>;
