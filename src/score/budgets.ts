// Token budgets, checked like thresholds: a budget exceeded is a threshold check not met, which
// fails a run only when the user opts in (`--fail-on-threshold`, the action's `fail-on-threshold`).
import type { ResultRow, ThresholdCheck } from '../model/report.js';
import type { TokensReport } from '../model/tokens.js';

/** The run's live tool results, measured: how many, how many past the cap, the largest. */
export function resultTokens(rows: ResultRow[]): NonNullable<TokensReport['results']> {
  let measured = 0;
  let pastCap = 0;
  let largest: NonNullable<TokensReport['results']>['largest'];
  for (const r of rows) {
    for (const c of r.calls) {
      if (c.stubbed || c.tokens === undefined) continue;
      measured++;
      if (c.pastCap !== undefined) pastCap++;
      if (!largest || c.tokens > largest.tokens) {
        largest = {
          tokens: c.tokens,
          tool: c.tool,
          scenario: r.scenario,
          provider: r.provider,
          repetition: r.repetition,
        };
      }
    }
  }
  return { measured, pastCap, ...(largest ? { largest } : {}) };
}

/** One check per budget set. A result budget with no live result measured is met, as a
 * threshold with nothing to judge is (actual null: the report says nothing was measured). */
export function checkBudgets(tokens: TokensReport | undefined): ThresholdCheck[] {
  const b = tokens?.budgets;
  if (!tokens || !b) return [];
  const check = (key: string, required: number, actual: number | null): ThresholdCheck => ({
    scope: 'budget',
    key,
    required,
    actual,
    met: actual === null || actual <= required,
  });
  const checks: ThresholdCheck[] = [];
  if (b.tools_tokens !== undefined)
    checks.push(check('tools_tokens', b.tools_tokens, tokens.total));
  if (b.result_tokens !== undefined)
    checks.push(check('result_tokens', b.result_tokens, tokens.results?.largest?.tokens ?? null));
  return checks;
}
