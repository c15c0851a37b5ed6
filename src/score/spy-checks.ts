// The spy checks (annotation:*, confirmation) where they cannot decide: recorded as observations
// (⚠️, never a pass) rather than as checks that would leave every stub-mode row inconclusive;
// and every annotation check with `annotations: observe`.
import type { Scenario } from '../model/scenario.js';
import { isSpyCheck, type CheckResult, type ObservationResult } from '../model/verdict.js';
import { annotationMode } from './checks/annotations.js';

export function demote(
  scenario: Pick<Scenario, 'annotations'>,
  results: CheckResult[],
): { checks: CheckResult[]; observations: ObservationResult[] } {
  const observe = annotationMode(scenario) === 'observe';
  const checks: CheckResult[] = [];
  const observations: ObservationResult[] = [];
  for (const r of results) {
    const only = r.unobserved || (observe && r.check.startsWith('annotation:'));
    if (!isSpyCheck(r.check) || !only) checks.push(r);
    else observations.push(observation(r));
  }
  return { checks, observations };
}

/** A spy check as an observation: observed when the spy saw the promise broken. */
export function observation(r: CheckResult): ObservationResult {
  return {
    kind: r.check as ObservationResult['kind'],
    spec: r.expected ?? null,
    observed: !r.passed && !r.unobserved,
    detail: r.reason,
  };
}
