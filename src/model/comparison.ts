// report.comparison: a run compared with a baseline report (`mcp-eval compare`, `run --baseline`).
// Each (scenario, provider) gets exactly one class; why it changed is read from the tools/list
// of both sides and from which tool the model chose instead of the expected one.
import { z } from 'zod';
import { resultSchema } from './result.js';
import { tokensDiffSchema } from './tokens.js';

/** The classes, in the order they are decided: the first that applies is the one. */
export const COMPARISON_CLASSES = [
  'new',
  'removed',
  'not-comparable',
  'regressed',
  'fixed',
  'changed-few',
  'flaky',
  'unchanged',
] as const;
export const comparisonClassSchema = z.enum(COMPARISON_CLASSES);
export type ComparisonClass = z.infer<typeof comparisonClassSchema>;

export const passCountSchema = z
  .object({
    passes: z.number().int(),
    n: z
      .number()
      .int()
      .describe(
        'Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out',
      ),
  })
  .describe('Passed trials of the trials that count');
export type PassCount = z.infer<typeof passCountSchema>;

/** A confidence interval: here and in report.json's statistics (report.ts). */
export const intervalSchema = z.object({ low: z.number(), high: z.number() });

export const pairTableSchema = z
  .object({
    n: z.number().int().describe('Pairs: a repetition that is a trial on both sides'),
    both: z.number().int().describe('Pairs where both trials passed'),
    lost: z.number().int().describe('Pairs where base passed and head failed'),
    gained: z.number().int().describe('Pairs where base failed and head passed'),
    dropped: z
      .number()
      .int()
      .describe(
        'Repetitions left out: on one side only, or a row that is not a trial on one side (skipped, a provider error…), which drops its pair',
      ),
  })
  .describe(
    'A paired comparison: trials paired by (scenario, provider, repetition); the rest of the pairs failed on both sides',
  );
export type PairTable = z.infer<typeof pairTableSchema>;

export const detectableSchema = z
  .object({
    decline: z
      .number()
      .nullable()
      .describe(
        'The smallest fall of the pass rate (a fraction, 0.15 = 15 points) the test could call significant; null: none could be',
      ),
    rise: z.number().nullable().describe('… and the smallest rise'),
  })
  .describe(
    "The smallest change the run could detect at its trial counts, from base's observed pass rate: independent, the smallest change of head's passes (at head's trials) whose 95% interval excludes 0; paired, the fewest discordant pairs, all one way, at which the exact test gives p < 0.05, over the pairs (reachable only when base has that many passes, for a decline, or failures, for a rise). Null with fewer than 3 trials a side",
  );
export type Detectable = z.infer<typeof detectableSchema>;

export const baseRunSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    sha: z.string(),
    branch: z.string(),
    createdAt: z.string(),
    number: z
      .number()
      .int()
      .optional()
      .describe('Its run number, as the Actions tab shows it (#42); absent in older reports'),
  })
  .describe('The workflow run that produced the baseline, when the action found it there');
export type BaseRun = z.infer<typeof baseRunSchema>;

/**
 * How every place names the base run — the comment, the job summary, report.md, notices: by the
 * number people see in the Actions tab, "run #42"; "run 9001" (its id) only for a report written
 * before the number was recorded.
 */
export function baseRunName(run: Pick<BaseRun, 'id' | 'number'>): string {
  return run.number === undefined ? `run ${run.id}` : `run #${run.number}`;
}

/** The base run's name linked to its page, in Markdown: "[run #42](https://…/runs/9001)". */
export function baseRunLink(run: Pick<BaseRun, 'id' | 'number' | 'url'>): string {
  // A parenthesis or a space would end the link early; the rest of GitHub's html_url is safe.
  const url = run.url.replace(
    /[\s()<>]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${baseRunName(run)}](${url})`;
}

/** The same in plain text (notices, logs, the comparison's label): "run #42 (https://…)". */
export function baseRunText(run: Pick<BaseRun, 'id' | 'number' | 'url'>): string {
  return `${baseRunName(run)} (${run.url})`;
}

/** How many base rows a comparison carries, so that report.html stays the size of one run's. */
export const BASE_ROWS = { perPair: 10, total: 500 } as const;

export const scenarioComparisonSchema = z.object({
  scenario: z.string(),
  provider: z.string(),
  tier: z.string().optional().describe("The scenario's tier (head's, else base's)"),
  class: comparisonClassSchema.describe(
    'new | removed (on one side only); not-comparable (definition, configured model or served model snapshot differs, or a side has no trial that counts); regressed | fixed (all passed on one side and all failed on the other, or Fisher p < 0.05, with 3 or more trials on each side); changed-few (changed (too few trials): what would be regressed or fixed with fewer than 3 trials on a side; never fails fail-on-regression); flaky (a side passed some but not all); unchanged',
  ),
  base: passCountSchema.optional(),
  head: passCountSchema.optional(),
  p: z
    .number()
    .optional()
    .describe("Fisher's exact test (two-sided) on the pass counts, when both sides count"),
  trialsNeeded: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "changed-few: the fewest trials per side at which Fisher's exact test would find a change between these two pass rates significant (p < 0.05); null when none up to 1000 would",
    ),
  why: z.string().optional().describe('not-comparable: what differs'),
  served: z
    .object({ base: z.array(z.string()), head: z.array(z.string()) })
    .optional()
    .describe(
      'not-comparable because the API served another model snapshot behind the same configured model: the snapshots each side was served (from the rows that count as trials)',
    ),
  wouldBe: comparisonClassSchema
    .optional()
    .describe(
      'With served: the class the pair would have had on one snapshot (regressed, fixed, changed-few, flaky or unchanged): shown, never counted',
    ),
  reason: z
    .string()
    .optional()
    .describe(
      "regressed: head's failing check and its reason; fixed: the reason base failed; changed-few: as regressed when head's rate is lower, else as fixed; flaky: head's when head failed some, else base's",
    ),
  toolChanged: z
    .boolean()
    .optional()
    .describe(
      'regressed, fixed and changed-few: an expected tool, or a tool the model chose, was added, removed or changed between the two tools/lists',
    ),
  changedTools: z.array(z.string()).optional().describe('Those tools, when toolChanged is true'),
  pairs: pairTableSchema
    .optional()
    .describe(
      'Paired comparison (method `paired`), classes that compare (regressed, fixed, changed-few, flaky, unchanged): how its trials paired; the class itself is still decided on the pass counts',
    ),
  judgeOnly: z
    .boolean()
    .optional()
    .describe(
      'regressed and fixed: the class changed only through LLM-judge grades; every deterministic check passed or failed alike on both sides, trial by trial. With `regression: { judge_only: ignore }` (default) it does not make the verdict regressed',
    ),
  baseRows: z
    .array(resultSchema)
    .optional()
    .describe(
      `regressed, fixed and changed-few: the base side's rows of the pair (its transcripts, redacted as this report's rows are), which report.html shows beside this report's; at most ${BASE_ROWS.perPair} a pair, the first by repetition, and ${BASE_ROWS.total} in all, regressed pairs first`,
    ),
  baseRowsLeftOut: z
    .number()
    .int()
    .optional()
    .describe('Base rows of the pair not carried in baseRows, past those bounds'),
});
export type ScenarioComparison = z.infer<typeof scenarioComparisonSchema>;

export const aggregateDeltaSchema = z.object({
  provider: z.string(),
  tier: z.string().optional().describe('Absent: every tier of the provider'),
  base: passCountSchema,
  head: passCountSchema,
  delta: z.number().nullable().describe('head rate − base rate; null when a side has no trial'),
  interval: intervalSchema
    .nullable()
    .describe(
      "Newcombe's hybrid score (Wilson) 95% interval for the delta: for independent samples (Stat Med 17:873, method 10), or, paired, for paired data (Stat Med 17:2635, method 10)",
    ),
  significant: z
    .boolean()
    .describe(
      'Independent: the interval excludes 0, with 3 or more trials on each side. Paired: the exact McNemar test on the discordant pairs gives p < 0.05',
    ),
  pairs: pairTableSchema
    .optional()
    .describe('Paired: the pairs summed over the scenarios; base and head count these pairs only'),
  p: z
    .number()
    .optional()
    .describe('Paired: the exact McNemar test (two-sided) on the discordant pairs, lost vs gained'),
  detectable: detectableSchema.optional(),
});
export type AggregateDelta = z.infer<typeof aggregateDeltaSchema>;

export const toolChangeSchema = z.object({
  name: z.string(),
  description: z
    .object({ base: z.string().optional(), head: z.string().optional() })
    .optional()
    .describe('Both descriptions, when they differ'),
  schemaChanged: z.boolean().describe('The input schema hash differs'),
  title: z
    .object({ base: z.string().optional(), head: z.string().optional() })
    .optional()
    .describe('Both titles, when they differ'),
  outputSchema: z
    .enum(['added', 'removed', 'changed'])
    .optional()
    .describe('The output schema, when it differs'),
  annotations: z
    .array(
      z.object({
        hint: z.string().meta({ examples: ['destructiveHint'] }),
        base: z.unknown().optional().describe('Absent: not declared'),
        head: z.unknown().optional().describe('Absent: not declared'),
      }),
    )
    .optional()
    .describe('Each annotation that differs (a hint declared on one side only included)'),
  iconsChanged: z.literal(true).optional().describe('The icons differ'),
  execution: z
    .object({
      base: z.record(z.string(), z.unknown()).optional(),
      head: z.record(z.string(), z.unknown()).optional(),
    })
    .optional()
    .describe('Both `execution` objects, when they differ'),
});
export type ToolChange = z.infer<typeof toolChangeSchema>;

export const toolsDiffSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(toolChangeSchema),
});
export type ToolsDiff = z.infer<typeof toolsDiffSchema>;

export const confusionEntrySchema = z.object({
  expected: z.string(),
  chosen: z.string().nullable().describe('The tool called instead; null: no other tool'),
  count: z.number().int(),
  unrunnable: z
    .literal(true)
    .optional()
    .describe(
      'The call made instead could not be run (arguments not a JSON object, a tool not offered): a call_format failure, not a choice of tool',
    ),
});
export type ConfusionEntry = z.infer<typeof confusionEntrySchema>;

export const confusionSchema = z
  .object({
    provider: z.string(),
    base: z.array(confusionEntrySchema),
    head: z.array(confusionEntrySchema),
  })
  .describe('Selection failures of one provider on each side: expected tool → tool chosen instead');
export type Confusion = z.infer<typeof confusionSchema>;

export const confusedPairSchema = z.object({
  tools: z.array(z.string()).describe('Two tools, sorted by name'),
  base: z.number().int().describe('Times one was chosen for the other in base, all providers'),
  head: z.number().int().describe('… and in head'),
  changed: z.boolean().describe('Either tool changed between the two tools/lists'),
});
export type ConfusedPair = z.infer<typeof confusedPairSchema>;

export const scenarioDetectableSchema = z
  .object({
    trials: z
      .object({ base: z.number().int(), head: z.number().int() })
      .describe('Trials that count, per side, of these scenarios'),
    scenarios: z.number().int().describe('Scenario pairs with these trial counts'),
    change: z
      .number()
      .nullable()
      .describe(
        "The smallest difference of pass rates (a fraction) at which a scenario with these trials can be classed regressed or fixed (every trial passing on one side and failing on the other, or Fisher's p < 0.05, with 3 or more trials a side), over every pass count either side could have; null: none can",
      ),
    example: z
      .object({ base: passCountSchema, head: passCountSchema })
      .optional()
      .describe('A decline of that size that would be regressed: from base to head'),
  })
  .describe('What a single scenario must do to be flagged, at the trial counts the run had');
export type ScenarioDetectable = z.infer<typeof scenarioDetectableSchema>;

export const comparisonSchema = z.object({
  method: z
    .enum(['paired', 'independent'])
    .optional()
    .describe(
      "How the overall change was tested. paired: both reports came from the same A/B run (`ab.id`), base and head interleaved in one job, so trials pair by (scenario, provider, repetition) and each provider's overall change uses the exact McNemar test and Newcombe's paired interval; independent: two runs, two samples (Newcombe's interval for independent proportions). Per-scenario classes are decided the same way in both. Absent in reports written before: independent",
    ),
  ab: z.object({ id: z.string() }).optional().describe('paired: the A/B run both sides came from'),
  scenarioDetectable: z
    .array(scenarioDetectableSchema)
    .optional()
    .describe('Per trial counts of the comparable scenarios, most scenarios first'),
  base: z.object({
    label: z.string().describe('The baseline: its report.json path, or the run it came from'),
    startedAt: z.string().describe("The baseline run's startedAt"),
    run: baseRunSchema.optional(),
  }),
  verdict: z
    .enum(['regressed', 'improved', 'unchanged'])
    .describe(
      'regressed: a scenario regressed, or a provider\'s overall delta is significantly below 0 (with no scenario regressed, the verdict line says "overall decline, no scenario significant", and "server unchanged — likely a model change" when the tool list is identical on both sides, except in a paired comparison, where both sides ran in one job and model drift fell on both); improved: something is significantly better and nothing worse; unchanged: nothing significant (a changed-few pair alone is not a regression; pairs on another served snapshot are not comparable and left out)',
    ),
  judgeOnly: z
    .enum(['ignore', 'count'])
    .optional()
    .describe(
      'What judge-only pairs (scenarios[].judgeOnly) did to the verdict: `ignore` left them out of it, `count` counted them; absent in reports written before',
    ),
  counts: z
    // Partial: a report written before a class was added has no count for it.
    .partialRecord(comparisonClassSchema, z.number().int())
    .describe('(scenario, provider) pairs per class; a class absent from an older report is 0'),
  scenarios: z
    .array(scenarioComparisonSchema)
    .describe('Every (scenario, provider) of either side: regressed, fixed, then the others'),
  aggregates: z
    .array(aggregateDeltaSchema)
    .describe(
      'Pass rates per provider (all tiers, then per tier) over the pairs both sides can compare: regressed, fixed, changed-few, flaky, unchanged; paired (`method: paired`), over the trials that paired',
    ),
  tools: toolsDiffSchema
    .optional()
    .describe("What changed in the server's tools/list; absent when a side did not record it"),
  tokens: tokensDiffSchema
    .optional()
    .describe("The tool surface's tokens, base → head; absent when a side did not count them"),
  confusion: z.array(confusionSchema),
  confusedPairs: z
    .array(confusedPairSchema)
    .describe(
      'Tools most often chosen for one another, either way, most first: the ambiguous pairs a description should separate',
    ),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** Judge-only pairs the verdict left out (`regression: { judge_only: ignore }`, the default). */
export const ignoredJudgeOnly = (c: Comparison) =>
  c.judgeOnly === 'count' ? [] : c.scenarios.filter((s) => s.judgeOnly);

/** Pairs of a class that the verdict counted. */
export const counted = (c: Comparison, k: ComparisonClass) =>
  (c.counts[k] ?? 0) - ignoredJudgeOnly(c).filter((s) => s.class === k).length;
