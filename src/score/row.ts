// One result row: the scenario, the provider, what happened and the verdict on it.
import type { ResultRow } from '../model/report.js';
import type { Scenario } from '../model/scenario.js';
import type { Transcript } from '../model/transcript.js';
import type { CheckResult, HookResult, Outcome, Verdict } from '../model/verdict.js';
import { sumUsage } from './usage.js';
import { recovery } from './recovery.js';
import { definitionHash } from '../corpus/definition.js';

/** Who ran which scenario, and which repetition it was. */
export interface RowKey {
  scenario: Scenario;
  provider: { id: string; model: string };
  repetition: number;
}

export function row(
  key: RowKey,
  t: Transcript,
  hooks: HookResult[],
  v: Partial<Verdict> & Outcome,
  attempts: number,
): ResultRow {
  const { scenario: s, provider } = key;
  const checks = v.checks ?? [];
  const recovered = recovery(t.calls);
  return {
    scenario: s.id,
    file: s.origin.file,
    line: s.origin.line,
    provider: provider.id,
    model: provider.model,
    repetition: key.repetition,
    definition: definitionHash(s),
    status: v.status,
    reason: v.reason,
    tier: s.tier,
    ...(s.category ? { category: s.category } : {}),
    tags: s.tags,
    mode: s.mode,
    checks,
    observations: v.observations ?? [],
    turns: t.turns,
    calls: t.calls,
    requests: t.requests,
    ...(t.probes?.length ? { probes: t.probes } : {}),
    ...(t.elicitations?.length ? { elicitations: t.elicitations } : {}),
    ...(t.sampling?.length ? { sampling: t.sampling } : {}),
    hooks,
    usage: t.usage,
    ...(t.served?.length ? { served: t.served } : {}),
    latencyMs: Math.round(t.latencyMs),
    attempts,
    ...grading(checks),
    ...(t.judgements?.some((j) => j.usage)
      ? { judgeUsage: sumUsage(t.judgements.flatMap((j) => j.usage ?? [])) }
      : {}),
    ...(recovered ? { recovery: recovered } : {}),
  };
}

/** Which grader decided the clarification and answer checks of a row. */
function grading(checks: CheckResult[]): { grading?: string } {
  const graded = checks.filter((c) => c.gradedBy);
  if (!graded.length) return {};
  const judges = [
    ...new Set(graded.flatMap((c) => (c.gradedBy === 'judge' && c.judge ? [c.judge] : []))),
  ];
  const baseline = graded.some((c) => c.gradedBy === 'baseline');
  if (!judges.length) return { grading: 'baseline' };
  return { grading: `judge:${judges.join(',')}${baseline ? '+baseline' : ''}` };
}
