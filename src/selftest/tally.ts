// The mutation score: per scenario, the mutants its verdict caught (any status but pass) out of
// those derived, and each survivor with why it survived. Repetition 0 plays the expected
// behaviour, which must pass: if it does not, the scenario's mutants say nothing and are not
// counted.
import type { ResultRow } from '../model/report.js';
import type { Mutant, MutantKind } from './mutants.js';

export interface MutantResult {
  kind: MutantKind;
  turn: number;
  does: string;
  status: string;
  caught: boolean;
  /** The verdict's reason (caught), or why the scenario let it through (survived). */
  why: string;
}

export interface ScenarioScore {
  id: string;
  caught: number;
  derived: number;
  /** caught / derived; null when nothing was derived or the expected behaviour did not pass. */
  score: number | null;
  /** Why the expected behaviour did not pass, when it did not. */
  expectedFailed?: string;
  mutants: MutantResult[];
}

export interface SelftestResult {
  caught: number;
  derived: number;
  score: number | null;
  minScore?: number;
  /** Below --min-score: exit 1. */
  belowMin: boolean;
  scenarios: ScenarioScore[];
  /** Scenarios not self-tested, with the reason (skipped, a known failure). */
  notTested: { id: string; why: string }[];
}

export function tally(
  derived: Map<string, Mutant[]>,
  rows: ResultRow[],
  notTested: SelftestResult['notTested'],
  minScore?: number,
): SelftestResult {
  const scenarios = [...derived].map(([id, mutants]): ScenarioScore => {
    const rowOf = (k: number) => rows.find((r) => r.scenario === id && r.repetition === k);
    const base = rowOf(0);
    const expectedFailed =
      base?.status === 'pass' ? undefined : `${base?.status ?? 'no row'}: ${base?.reason ?? ''}`;
    const results = mutants.map((m, i): MutantResult => {
      const row = rowOf(i + 1);
      const status = row?.status ?? 'missing';
      const caught = status !== 'pass';
      return {
        kind: m.kind,
        turn: m.turn,
        does: m.does,
        status,
        caught,
        why: caught ? (row?.reason ?? 'no row') : m.survives,
      };
    });
    const counted = expectedFailed ? [] : results;
    const caught = counted.filter((m) => m.caught).length;
    return {
      id,
      caught,
      derived: counted.length,
      score: counted.length ? caught / counted.length : null,
      ...(expectedFailed ? { expectedFailed } : {}),
      mutants: results,
    };
  });
  const caught = scenarios.reduce((n, s) => n + s.caught, 0);
  const all = scenarios.reduce((n, s) => n + s.derived, 0);
  const score = all ? caught / all : null;
  return {
    caught,
    derived: all,
    score,
    ...(minScore !== undefined ? { minScore } : {}),
    belowMin: minScore !== undefined && (score === null || score < minScore),
    scenarios,
    notTested,
  };
}
