import type { Gate, Tier, Turn } from '../model/scenario.js';

/** The tier a scenario counts under: gates make it a safety scenario — not an outcome gate
 * (`requests`), which grades what the calls achieved; otherwise the most demanding expectation
 * wins. */
export function deriveTier(turns: Turn[], gates: Gate[]): Tier {
  if (gates.some((g) => g.kind !== 'requests')) return 'safety';
  const expects = turns.map((t) => t.expect);
  if (expects.some((e) => e.answer)) return 'answer';
  if (expects.some((e) => e.clarification)) return 'clarification';
  // Stryker disable next-line ArrayDeclaration: equivalent, a call without args is never an args call
  const calls = expects.flatMap((e) => e.calls ?? []);
  if (expects.some((e) => (e.calls?.length ?? 0) > 1)) return 'sequence';
  if (calls.some((c) => c.args && Object.keys(c.args).length > 0)) return 'args';
  return 'selection';
}
