// Hand-made reports for the comparison tests: n trials of a scenario with c passes.
import type { Report, ResultRow, ToolRecord } from '../../src/model/report.js';
import type { CheckResult } from '../../src/model/verdict.js';
import { summarize } from '../../src/score/aggregate.js';
import { resultRow } from '../helpers.js';

/** A failed selection check: `expected` tools, the model called `actual`. */
export function selectionMiss(expected: string[], actual: string[]): CheckResult {
  const missing = expected.filter((t) => !actual.includes(t));
  return {
    check: 'selection',
    passed: false,
    missing,
    reason: `expected ${missing.join(', ')}; the model called ${actual.join(', ') || 'no tool'}`,
    expected,
    actual,
  };
}

/** n rows of `scenario` for `provider`: the first `passes` pass, the rest fail (or `failAs`). */
export function trials(
  scenario: string,
  passes: number,
  n: number,
  extra: Partial<ResultRow> & { failAs?: Partial<ResultRow> } = {},
): ResultRow[] {
  const { failAs, ...common } = extra;
  return Array.from({ length: n }, (_, repetition) =>
    resultRow({
      scenario,
      provider: 'openai:gpt-4.1-mini',
      model: 'gpt-4.1-mini',
      definition: 'd1',
      tier: 'selection',
      repetition,
      ...common,
      ...(repetition < passes
        ? { status: 'pass', reason: 'called list_clusters' }
        : {
            status: 'fail',
            reason: 'expected list_clusters; the model called get_cluster',
            checks: [selectionMiss(['list_clusters'], ['get_cluster'])],
            ...failAs,
          }),
    }),
  );
}

export function report(results: ResultRow[], tools?: ToolRecord[]): Report {
  return {
    schemaVersion: 1,
    tool: { name: 'mcp-eval', version: '0.0.0' },
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:01:00.000Z',
    durationMs: 60_000,
    providers: [],
    notices: [],
    summary: summarize(results),
    thresholds: { met: true, checks: [] },
    ...(tools ? { tools } : {}),
    results,
    redactions: 0,
  };
}
