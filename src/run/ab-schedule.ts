// A same-job A/B's order: base and head trials of each (scenario, provider) pair alternate — b0,
// h0, b1, h1, … — through the run's one pool, with the same provider instances, so that a model
// drifting during the run drifts on both sides alike. With `trials: { min, max }` a pair gets
// trials past `min` only while its comparison is undecided (compare/adaptive.ts).
import { undecided } from '../compare/adaptive.js';
import type { ResultRow } from '../model/report.js';
import type { Scenario } from '../model/scenario.js';
import type { Provider } from '../providers/types.js';
import type { TrialPlan } from './ab-plan.js';
import type { Job } from './job.js';
import { Schedule } from './schedule.js';

interface PairState {
  base: ResultRow[];
  head: ResultRow[];
  /** Rounds (one base and one head trial) queued. */
  rounds: number;
  running: number;
}

/** The interleaved jobs of every pair: `repeat` rounds each, or `trials.min` and then one
 * round at a time while undecided, up to `trials.max`. `halted` stops the extra rounds (the
 * spending cap reached, a cancel). */
export function abSchedule(
  providers: Provider[],
  scenarios: Scenario[],
  trials: TrialPlan | undefined,
  halted: () => boolean,
): { schedule: Schedule; extended: () => number } {
  const pairs: Map<Scenario, PairState>[] = [];
  const index = new Map<Scenario, number>(scenarios.map((s, i) => [s, i]));
  const ranks = new Map<Provider, number>(providers.map((p, i) => [p, i]));
  const round = (provider: Provider, scenario: Scenario, repetition: number): Job[] => [
    { scenario, provider, repetition, side: 'base' },
    { scenario, provider, repetition, side: 'head' },
  ];
  const first: Job[] = [];
  let planned = 0;
  for (const provider of providers) {
    const mine = new Map<Scenario, PairState>();
    pairs.push(mine);
    for (const scenario of scenarios) {
      const rounds = trials ? trials.min : scenario.repeat;
      planned += 2 * (trials ? trials.max : scenario.repeat);
      mine.set(scenario, { base: [], head: [], rounds, running: 2 * rounds });
      for (let r = 0; r < rounds; r++) first.push(...round(provider, scenario, r));
    }
  }
  let extended = 0;
  const after = (job: Job, row: ResultRow): Job[] => {
    const pair = pairs[ranks.get(job.provider)!].get(job.scenario)!;
    pair[job.side ?? 'head'].push(row);
    pair.running--;
    if (!trials || pair.running > 0 || halted()) return [];
    if (!undecided(pair.base, pair.head, trials.max - pair.rounds)) return [];
    if (pair.rounds === trials.min) extended++;
    pair.running = 2;
    return round(job.provider, job.scenario, pair.rounds++);
  };
  // Provider after provider (as a plain run); within one, round by round over the scenarios, so
  // a pair's next round waits behind the others' current one; base before head.
  const rank = (job: Job) => [
    ranks.get(job.provider)!,
    job.repetition,
    index.get(job.scenario)!,
    job.side === 'base' ? 0 : 1,
  ];
  return { schedule: new Schedule(first, planned, after, rank), extended: () => extended };
}
