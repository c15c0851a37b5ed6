import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  elicitationSchema,
  hookResultSchema,
  probeSchema,
  recordedCallSchema,
  samplingExchangeSchema,
  spyRequestSchema,
  turnRecordSchema,
  usageSchema,
  verdictSchema
} from "./chunk-6CESUXID.js";
import {
  tokensDiffSchema
} from "./chunk-GCIQVIE6.js";
import {
  modeSchema
} from "./chunk-YB5F7MI3.js";
import {
  external_exports
} from "./chunk-ZXOGZ666.js";

// src/model/result.ts
var costSchema = external_exports.object({
  currency: external_exports.literal("USD"),
  input: external_exports.number(),
  output: external_exports.number(),
  cached: external_exports.number(),
  total: external_exports.number()
});
var recoverySchema = external_exports.object({
  errors: external_exports.number().int().describe(
    "Tool error episodes: a tool answered with an error (isError, or its arguments refused); later errors of the same tool in the same turn belong to the same episode"
  ),
  recovered: external_exports.number().int().describe(
    "Episodes after which the model called the same tool again in the turn with other arguments and the server accepted the call"
  ),
  episodes: external_exports.array(
    external_exports.object({
      tool: external_exports.string(),
      turn: external_exports.number().int(),
      call: external_exports.number().int().describe("The failing call's index in calls"),
      recovered: external_exports.boolean(),
      by: external_exports.number().int().optional().describe("The correcting call's index in calls")
    })
  )
});
var resultSchema = external_exports.object({
  scenario: external_exports.string(),
  file: external_exports.string(),
  line: external_exports.number().int(),
  provider: external_exports.string(),
  model: external_exports.string().describe("The model as configured (an alias, or a dated snapshot)"),
  served: external_exports.array(external_exports.string()).optional().describe(
    "The models the API reported having served (OpenAI's and Anthropic's `model`, Gemini's `modelVersion`), in the order first seen: the snapshot behind the configured alias. Absent when the API said nothing (replay, agent providers, a row that never reached the model, a report from an earlier version)"
  ),
  repetition: external_exports.number().int(),
  definition: external_exports.string().optional().describe(
    "A hash of the scenario's prompts, expectations, gates and mode: results compare across reports only when it is the same"
  ),
  ...verdictSchema.shape,
  tier: external_exports.string().describe("A tier (selection, args, …), or the tier a raw pick named"),
  category: external_exports.string().optional(),
  tags: external_exports.array(external_exports.string()),
  mode: modeSchema,
  turns: external_exports.array(turnRecordSchema),
  calls: external_exports.array(recordedCallSchema),
  requests: external_exports.array(spyRequestSchema),
  probes: external_exports.array(probeSchema).optional().describe(
    "The replay self-test's repeats of idempotentHint: true calls with the same arguments (live mode); the model never saw them"
  ),
  sampling: external_exports.array(samplingExchangeSchema).optional().describe(
    "The server's sampling requests during the calls and what answered them (`client.sampling`)"
  ),
  elicitations: external_exports.array(elicitationSchema).optional().describe(
    "The server's elicitation requests (form or URL mode) and how the scripted user answered (`elicit`); a URL is never opened"
  ),
  hooks: external_exports.array(hookResultSchema),
  usage: usageSchema,
  cost: costSchema.optional().describe("From the config price table, when it names this provider"),
  latencyMs: external_exports.number(),
  attempts: external_exports.number().int(),
  grading: external_exports.string().optional().describe(
    "How clarification and answer checks were graded: baseline, judge:<spec>, or judge:<spec>+baseline when the judge failed on some"
  ),
  judgeUsage: usageSchema.optional().describe("The judge's tokens for this row"),
  recovery: recoverySchema.optional().describe(
    "Present when a tool answered with an error: whether the model retried it with corrected arguments (an observation, never a verdict)"
  )
});

// src/model/comparison.ts
var COMPARISON_CLASSES = [
  "new",
  "removed",
  "not-comparable",
  "regressed",
  "fixed",
  "changed-few",
  "flaky",
  "unchanged"
];
var comparisonClassSchema = external_exports.enum(COMPARISON_CLASSES);
var passCountSchema = external_exports.object({
  passes: external_exports.number().int(),
  n: external_exports.number().int().describe(
    "Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out"
  )
}).describe("Passed trials of the trials that count");
var intervalSchema = external_exports.object({ low: external_exports.number(), high: external_exports.number() });
var pairTableSchema = external_exports.object({
  n: external_exports.number().int().describe("Pairs: a repetition that is a trial on both sides"),
  both: external_exports.number().int().describe("Pairs where both trials passed"),
  lost: external_exports.number().int().describe("Pairs where base passed and head failed"),
  gained: external_exports.number().int().describe("Pairs where base failed and head passed"),
  dropped: external_exports.number().int().describe(
    "Repetitions left out: on one side only, or a row that is not a trial on one side (skipped, a provider error…), which drops its pair"
  )
}).describe(
  "A paired comparison: trials paired by (scenario, provider, repetition); the rest of the pairs failed on both sides"
);
var detectableSchema = external_exports.object({
  decline: external_exports.number().nullable().describe(
    "The smallest fall of the pass rate (a fraction, 0.15 = 15 points) the test could call significant; null: none could be"
  ),
  rise: external_exports.number().nullable().describe("… and the smallest rise")
}).describe(
  "The smallest change the run could detect at its trial counts, from base's observed pass rate: independent, the smallest change of head's passes (at head's trials) whose 95% interval excludes 0; paired, the fewest discordant pairs, all one way, at which the exact test gives p < 0.05, over the pairs (reachable only when base has that many passes, for a decline, or failures, for a rise). Null with fewer than 3 trials a side"
);
var baseRunSchema = external_exports.object({
  id: external_exports.number().int(),
  url: external_exports.string(),
  sha: external_exports.string(),
  branch: external_exports.string(),
  createdAt: external_exports.string(),
  number: external_exports.number().int().optional().describe("Its run number, as the Actions tab shows it (#42); absent in older reports")
}).describe("The workflow run that produced the baseline, when the action found it there");
function baseRunName(run) {
  return run.number === void 0 ? `run ${run.id}` : `run #${run.number}`;
}
function baseRunLink(run) {
  const url = run.url.replace(
    /[\s()<>]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
  return `[${baseRunName(run)}](${url})`;
}
var BASE_ROWS = { perPair: 10, total: 500 };
var scenarioComparisonSchema = external_exports.object({
  scenario: external_exports.string(),
  provider: external_exports.string(),
  tier: external_exports.string().optional().describe("The scenario's tier (head's, else base's)"),
  class: comparisonClassSchema.describe(
    "new | removed (on one side only); not-comparable (definition, configured model or served model snapshot differs, or a side has no trial that counts); regressed | fixed (all passed on one side and all failed on the other, or Fisher p < 0.05, with 3 or more trials on each side); changed-few (changed (too few trials): what would be regressed or fixed with fewer than 3 trials on a side; never fails fail-on-regression); flaky (a side passed some but not all); unchanged"
  ),
  base: passCountSchema.optional(),
  head: passCountSchema.optional(),
  p: external_exports.number().optional().describe("Fisher's exact test (two-sided) on the pass counts, when both sides count"),
  trialsNeeded: external_exports.number().int().nullable().optional().describe(
    "changed-few: the fewest trials per side at which Fisher's exact test would find a change between these two pass rates significant (p < 0.05); null when none up to 1000 would"
  ),
  why: external_exports.string().optional().describe("not-comparable: what differs"),
  served: external_exports.object({ base: external_exports.array(external_exports.string()), head: external_exports.array(external_exports.string()) }).optional().describe(
    "not-comparable because the API served another model snapshot behind the same configured model: the snapshots each side was served (from the rows that count as trials)"
  ),
  wouldBe: comparisonClassSchema.optional().describe(
    "With served: the class the pair would have had on one snapshot (regressed, fixed, changed-few, flaky or unchanged): shown, never counted"
  ),
  reason: external_exports.string().optional().describe(
    "regressed: head's failing check and its reason; fixed: the reason base failed; changed-few: as regressed when head's rate is lower, else as fixed; flaky: head's when head failed some, else base's"
  ),
  toolChanged: external_exports.boolean().optional().describe(
    "regressed, fixed and changed-few: an expected tool, or a tool the model chose, was added, removed or changed between the two tools/lists"
  ),
  changedTools: external_exports.array(external_exports.string()).optional().describe("Those tools, when toolChanged is true"),
  pairs: pairTableSchema.optional().describe(
    "Paired comparison (method `paired`), classes that compare (regressed, fixed, changed-few, flaky, unchanged): how its trials paired; the class itself is still decided on the pass counts"
  ),
  judgeOnly: external_exports.boolean().optional().describe(
    "regressed and fixed: the class changed only through LLM-judge grades; every deterministic check passed or failed alike on both sides, trial by trial. With `regression: { judge_only: ignore }` (default) it does not make the verdict regressed"
  ),
  baseRows: external_exports.array(resultSchema).optional().describe(
    `regressed, fixed and changed-few: the base side's rows of the pair (its transcripts, redacted as this report's rows are), which report.html shows beside this report's; at most ${BASE_ROWS.perPair} a pair, the first by repetition, and ${BASE_ROWS.total} in all, regressed pairs first`
  ),
  baseRowsLeftOut: external_exports.number().int().optional().describe("Base rows of the pair not carried in baseRows, past those bounds")
});
var aggregateDeltaSchema = external_exports.object({
  provider: external_exports.string(),
  tier: external_exports.string().optional().describe("Absent: every tier of the provider"),
  base: passCountSchema,
  head: passCountSchema,
  delta: external_exports.number().nullable().describe("head rate − base rate; null when a side has no trial"),
  interval: intervalSchema.nullable().describe(
    "Newcombe's hybrid score (Wilson) 95% interval for the delta: for independent samples (Stat Med 17:873, method 10), or, paired, for paired data (Stat Med 17:2635, method 10)"
  ),
  significant: external_exports.boolean().describe(
    "Independent: the interval excludes 0, with 3 or more trials on each side. Paired: the exact McNemar test on the discordant pairs gives p < 0.05"
  ),
  pairs: pairTableSchema.optional().describe("Paired: the pairs summed over the scenarios; base and head count these pairs only"),
  p: external_exports.number().optional().describe("Paired: the exact McNemar test (two-sided) on the discordant pairs, lost vs gained"),
  detectable: detectableSchema.optional()
});
var toolChangeSchema = external_exports.object({
  name: external_exports.string(),
  description: external_exports.object({ base: external_exports.string().optional(), head: external_exports.string().optional() }).optional().describe("Both descriptions, when they differ"),
  schemaChanged: external_exports.boolean().describe("The input schema hash differs"),
  title: external_exports.object({ base: external_exports.string().optional(), head: external_exports.string().optional() }).optional().describe("Both titles, when they differ"),
  outputSchema: external_exports.enum(["added", "removed", "changed"]).optional().describe("The output schema, when it differs"),
  annotations: external_exports.array(
    external_exports.object({
      hint: external_exports.string().meta({ examples: ["destructiveHint"] }),
      base: external_exports.unknown().optional().describe("Absent: not declared"),
      head: external_exports.unknown().optional().describe("Absent: not declared")
    })
  ).optional().describe("Each annotation that differs (a hint declared on one side only included)"),
  iconsChanged: external_exports.literal(true).optional().describe("The icons differ"),
  execution: external_exports.object({
    base: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
    head: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
  }).optional().describe("Both `execution` objects, when they differ")
});
var toolsDiffSchema = external_exports.object({
  added: external_exports.array(external_exports.string()),
  removed: external_exports.array(external_exports.string()),
  changed: external_exports.array(toolChangeSchema)
});
var confusionEntrySchema = external_exports.object({
  expected: external_exports.string(),
  chosen: external_exports.string().nullable().describe("The tool called instead; null: no other tool"),
  count: external_exports.number().int(),
  unrunnable: external_exports.literal(true).optional().describe(
    "The call made instead could not be run (arguments not a JSON object, a tool not offered): a call_format failure, not a choice of tool"
  )
});
var confusionSchema = external_exports.object({
  provider: external_exports.string(),
  base: external_exports.array(confusionEntrySchema),
  head: external_exports.array(confusionEntrySchema)
}).describe("Selection failures of one provider on each side: expected tool → tool chosen instead");
var confusedPairSchema = external_exports.object({
  tools: external_exports.array(external_exports.string()).describe("Two tools, sorted by name"),
  base: external_exports.number().int().describe("Times one was chosen for the other in base, all providers"),
  head: external_exports.number().int().describe("… and in head"),
  changed: external_exports.boolean().describe("Either tool changed between the two tools/lists")
});
var scenarioDetectableSchema = external_exports.object({
  trials: external_exports.object({ base: external_exports.number().int(), head: external_exports.number().int() }).describe("Trials that count, per side, of these scenarios"),
  scenarios: external_exports.number().int().describe("Scenario pairs with these trial counts"),
  change: external_exports.number().nullable().describe(
    "The smallest difference of pass rates (a fraction) at which a scenario with these trials can be classed regressed or fixed (every trial passing on one side and failing on the other, or Fisher's p < 0.05, with 3 or more trials a side), over every pass count either side could have; null: none can"
  ),
  example: external_exports.object({ base: passCountSchema, head: passCountSchema }).optional().describe("A decline of that size that would be regressed: from base to head")
}).describe("What a single scenario must do to be flagged, at the trial counts the run had");
var comparisonSchema = external_exports.object({
  method: external_exports.enum(["paired", "independent"]).optional().describe(
    "How the overall change was tested. paired: both reports came from the same A/B run (`ab.id`), base and head interleaved in one job, so trials pair by (scenario, provider, repetition) and each provider's overall change uses the exact McNemar test and Newcombe's paired interval; independent: two runs, two samples (Newcombe's interval for independent proportions). Per-scenario classes are decided the same way in both. Absent in reports written before: independent"
  ),
  ab: external_exports.object({ id: external_exports.string() }).optional().describe("paired: the A/B run both sides came from"),
  scenarioDetectable: external_exports.array(scenarioDetectableSchema).optional().describe("Per trial counts of the comparable scenarios, most scenarios first"),
  base: external_exports.object({
    label: external_exports.string().describe("The baseline: its report.json path, or the run it came from"),
    startedAt: external_exports.string().describe("The baseline run's startedAt"),
    run: baseRunSchema.optional()
  }),
  verdict: external_exports.enum(["regressed", "improved", "unchanged"]).describe(
    `regressed: a scenario regressed, or a provider's overall delta is significantly below 0 (with no scenario regressed, the verdict line says "overall decline, no scenario significant", and "server unchanged — likely a model change" when the tool list is identical on both sides, except in a paired comparison, where both sides ran in one job and model drift fell on both); improved: something is significantly better and nothing worse; unchanged: nothing significant (a changed-few pair alone is not a regression; pairs on another served snapshot are not comparable and left out)`
  ),
  judgeOnly: external_exports.enum(["ignore", "count"]).optional().describe(
    "What judge-only pairs (scenarios[].judgeOnly) did to the verdict: `ignore` left them out of it, `count` counted them; absent in reports written before"
  ),
  counts: external_exports.partialRecord(comparisonClassSchema, external_exports.number().int()).describe("(scenario, provider) pairs per class; a class absent from an older report is 0"),
  scenarios: external_exports.array(scenarioComparisonSchema).describe("Every (scenario, provider) of either side: regressed, fixed, then the others"),
  aggregates: external_exports.array(aggregateDeltaSchema).describe(
    "Pass rates per provider (all tiers, then per tier) over the pairs both sides can compare: regressed, fixed, changed-few, flaky, unchanged; paired (`method: paired`), over the trials that paired"
  ),
  tools: toolsDiffSchema.optional().describe("What changed in the server's tools/list; absent when a side did not record it"),
  tokens: tokensDiffSchema.optional().describe("The tool surface's tokens, base → head; absent when a side did not count them"),
  confusion: external_exports.array(confusionSchema),
  confusedPairs: external_exports.array(confusedPairSchema).describe(
    "Tools most often chosen for one another, either way, most first: the ambiguous pairs a description should separate"
  )
});
var ignoredJudgeOnly = (c) => c.judgeOnly === "count" ? [] : c.scenarios.filter((s) => s.judgeOnly);
var counted = (c, k) => (c.counts[k] ?? 0) - ignoredJudgeOnly(c).filter((s) => s.class === k).length;

export {
  costSchema,
  resultSchema,
  COMPARISON_CLASSES,
  intervalSchema,
  baseRunName,
  baseRunLink,
  BASE_ROWS,
  comparisonSchema,
  ignoredJudgeOnly,
  counted
};
