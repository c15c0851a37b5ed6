// What scoring makes of a transcript: one status, and the checks that decided it.
import { z } from 'zod';
import { jsonSchema } from './json.js';
import { GATE_KINDS, OBSERVATION_KINDS, REQUEST_GATES, type GateKind } from './scenario.js';

export const STATUSES = [
  'pass',
  'fail',
  'inconclusive',
  'errored',
  'timeout',
  'skipped',
  'known-failure',
  'setup-failed',
  'cancelled',
] as const;
export const statusSchema = z.enum(STATUSES);
export type Status = z.infer<typeof statusSchema>;

/** The checks that read a turn's expectation; gates add `gate:<kind>`. */
export const EXPECTATION_CHECKS = [
  'call_format',
  'selection',
  'args',
  'sequence',
  'clarification',
  'answer',
] as const;
export type ExpectationCheck = (typeof EXPECTATION_CHECKS)[number];
export type GateCheck = `gate:${GateKind}`;
/** Checks of the server's own promises, made only when the config asks (`server_faults: fail`). */
export const SERVER_CHECKS = ['structured_output'] as const;
export type ServerCheck = (typeof SERVER_CHECKS)[number];
/** The server's promises (its tool annotations, the elicitation rules) and the host's duty to
 * confirm, checked against what the spy saw: on by default, not written in a scenario. */
export const SPY_CHECKS = [
  'annotation:read_only',
  'annotation:non_destructive',
  'annotation:idempotent',
  'confirmation',
  'elicitation:no_secrets',
  'elicitation:respects_decline',
] as const;
export type SpyCheck = (typeof SPY_CHECKS)[number];
export type CheckKind = ExpectationCheck | GateCheck | ServerCheck | SpyCheck;
export const CHECK_KINDS = [
  ...EXPECTATION_CHECKS,
  ...GATE_KINDS.map((k): GateCheck => `gate:${k}`),
  ...SERVER_CHECKS,
  ...SPY_CHECKS,
] as const;
export const isSpyCheck = (check: string): check is SpyCheck =>
  (SPY_CHECKS as readonly string[]).includes(check);
/** Spy checks that read no spy request (the elicitation form itself): a run whose spy saw no
 * request does not blind them. */
export const readsNoRequest = (check: string): boolean => check === 'elicitation:no_secrets';

export const gateCheck = (kind: GateKind): GateCheck => `gate:${kind}`;
export const isGateCheck = (check: CheckKind): check is GateCheck => check.startsWith('gate:');
/** Gates that read the spy backend's request log. */
export const isRequestGateCheck = (check: CheckKind): boolean =>
  REQUEST_GATES.some((kind) => check === gateCheck(kind));

/** A grade's samples when the judge is asked several times: its verdicts, and requests that
 * brought none. */
export const judgeVotesSchema = z.object({
  pass: z.number().int(),
  fail: z.number().int(),
  error: z.number().int().describe('Samples that brought no verdict (an error, not JSON)'),
});
export type JudgeVotes = z.infer<typeof judgeVotesSchema>;

export const checkResultSchema = z.object({
  check: z
    .enum(CHECK_KINDS)
    .describe(
      'call_format | selection | args | sequence | clarification | answer | gate:<kind> | structured_output | annotation:read_only | annotation:non_destructive | annotation:idempotent | confirmation | elicitation:no_secrets | elicitation:respects_decline. call_format: a call that could not be run (arguments not a JSON object, a tool not offered); structured_output (with `server_faults: fail`): the server returned no or invalid structuredContent for a tool with an outputSchema; annotation:*: a tool did what its declared annotations rule out; confirmation: a tool destroyed something before the user confirmed, or after they declined; elicitation:no_secrets: a form-mode elicitation asked for a secret; elicitation:respects_decline: something mutated after the user declined an elicitation',
    ),
  passed: z.boolean(),
  unobserved: z
    .boolean()
    .optional()
    .describe(
      'A gate that could not see what it guards (stub mode, a server not wired to the spy): neither passed nor failed; passed is false and the row is inconclusive',
    ),
  reason: z.string(),
  turn: z.number().int().optional(),
  expected: jsonSchema.optional(),
  actual: jsonSchema.optional(),
  mode: z
    .string()
    .optional()
    .describe('answer: strict | loose; sequence: strict | any (the order asked for)'),
  missing: z
    .array(z.string())
    .optional()
    .describe('What was expected and not found: answer elements, tools, argument keys'),
  gradedBy: z
    .enum(['baseline', 'judge'])
    .optional()
    .describe('clarification and answer: the deterministic baseline or the LLM judge'),
  judge: z
    .string()
    .optional()
    .describe(
      'The judge provider, when it was asked: gradedBy says whether it decided or failed (then `note` says why)',
    ),
  votes: judgeVotesSchema
    .optional()
    .describe("The judge's samples (with `judge: { samples: n }`, n > 1): the majority decides"),
  baseline: z
    .enum(['passed', 'failed'])
    .optional()
    .describe(
      "The deterministic grader's verdict, when the judge decided: where they differ, the report lists the row",
    ),
  rubric: z.string().optional().describe('What the judge was asked to apply'),
  reasoning: z.string().optional().describe("The judge's reasoning"),
  note: z.string().optional().describe('E.g. why the baseline was used although a judge is set'),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const observationResultSchema = z.object({
  kind: z
    .enum([...OBSERVATION_KINDS, ...SPY_CHECKS])
    .describe(
      "A scenario's `observe` kind, or a spy check recorded only (`annotations: observe`, or the spy could not see the requests: then observed is false and detail says why)",
    ),
  spec: jsonSchema,
  observed: z.boolean(),
  unobserved: z
    .boolean()
    .optional()
    .describe(
      'The spy could not see what it looks for (a `request` in stub mode, a server not wired to it): observed is false and says nothing',
    ),
  detail: z.string(),
});
export type ObservationResult = z.infer<typeof observationResultSchema>;

export const verdictSchema = z.object({
  status: statusSchema,
  reason: z
    .string()
    .describe('Why this status: the first failed check, the error, the skip reason'),
  checks: z.array(checkResultSchema),
  observations: z.array(observationResultSchema),
});
export type Verdict = z.infer<typeof verdictSchema>;

/**
 * Inconclusive only because a gate could not observe (the spy not wired, stub mode): every check
 * passed or was unobserved, and one was. The harness's blind spot, not the model's doing: such a
 * row is left out of accuracy, thresholds, tiers, trials and comparisons alike.
 */
export function unobservedOnly(v: Pick<Verdict, 'status' | 'checks'>): boolean {
  return (
    v.status === 'inconclusive' &&
    v.checks.some((c) => c.unobserved) &&
    v.checks.every((c) => c.passed || c.unobserved)
  );
}

/** A status without checks: an error, a timeout, a skip. */
export type Outcome = Pick<Verdict, 'status' | 'reason'>;

export const hookResultSchema = z.object({
  phase: z.enum(['before', 'after']),
  command: z.string(),
  exitCode: z.number().int().nullable(),
  stdout: z.string(),
  stderr: z.string(),
  durationMs: z.number(),
});
export type HookResult = z.infer<typeof hookResultSchema>;
