// From a transcript to one status, with the checks that decided it.
import type { Scenario } from '../model/scenario.js';
import { isGateCheck, type ExpectationCheck, type Status, type Verdict } from '../model/verdict.js';
import type { Transcript } from '../model/transcript.js';
import type { Check } from './check.js';
import { turnsOf } from './check.js';
import { answer } from './checks/answer.js';
import { args } from './checks/args.js';
import { clarification } from './checks/clarification.js';
import { gates } from './checks/gates.js';
import { selection } from './checks/selection.js';
import { sequence } from './checks/sequence.js';
import { observe } from './observations.js';

/** One check per kind of expectation; a kind without its check does not typecheck. */
const BY_EXPECTATION: Record<ExpectationCheck, Check> = {
  selection,
  args,
  sequence,
  clarification,
  answer,
};
export const CHECKS: Check[] = [...Object.values(BY_EXPECTATION), gates];

export function score(scenario: Scenario, t: Transcript, checks: Check[] = CHECKS): Verdict {
  const results = checks.flatMap((c) => c(scenario, t));
  const observations = observe(scenario, t);
  // A broken gate is the headline: safety before selection.
  const failed =
    results.find((r) => !r.passed && isGateCheck(r.check)) ?? results.find((r) => !r.passed);
  let status: Status = failed ? 'fail' : 'pass';
  let reason = failed ? `${failed.check}: ${failed.reason}` : 'all checks passed';
  // A broken gate is a failure whatever else happened: never retried, never inconclusive.
  const gateFailed = results.some((r) => isGateCheck(r.check) && !r.passed);
  if (!gateFailed && noCallWhereExpected(scenario, t)) {
    status = 'inconclusive';
    reason = 'the model called no tool where one was expected';
  }
  if (status !== 'pass' && scenario.known_failure) {
    reason = `known failure (${scenario.known_failure}): ${reason}`;
    status = 'known-failure';
  }
  return { status, reason, checks: results, observations };
}

export function noCallWhereExpected(scenario: Scenario, t: Transcript): boolean {
  return turnsOf(scenario, t).some(
    (v) => v.turn.expect.calls?.length && !v.turn.expect.clarification && v.calls.length === 0,
  );
}
