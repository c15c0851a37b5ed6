// A run's jobs: every (scenario, provider, repetition), or a same-job A/B's base and head trials
// alternating (ab-schedule.ts), which may grow; and the line that says what will run.
import type { Provider } from '../providers/types.js';
import { abSchedule } from './ab-schedule.js';
import type { Job } from './job.js';
import type { Plan } from './prepare.js';
import { Schedule } from './schedule.js';

export function planJobs(
  asked: Provider[],
  plan: Plan,
  /** Stops an A/B's extra trials (the spending cap reached, a cancel). */
  halted: () => boolean,
): { schedule: Schedule; ab?: ReturnType<typeof abSchedule> } {
  if (plan.ab) {
    const ab = abSchedule(asked, plan.scenarios, plan.ab.trials, halted);
    return { schedule: ab.schedule, ab };
  }
  const jobs = asked.flatMap((provider) =>
    plan.scenarios.flatMap((scenario) =>
      Array.from({ length: scenario.repeat }, (_, repetition) => ({
        scenario,
        provider,
        repetition,
      })),
    ),
  );
  return { schedule: new Schedule(jobs) };
}

/** "Running 4 of 10 scenario(s) × 2 provider(s) (8 run(s)), 4 at a time". */
export function runningLine(plan: Plan, providers: number, schedule: Schedule, count: number) {
  const { jobs, planned } = schedule;
  const runs = plan.ab ? abPlanText(plan.ab.trials, jobs.length, planned) : `${jobs.length} run(s)`;
  return (
    `Running ${plan.scenarios.length} of ${plan.loaded} scenario(s) × ${providers} provider(s)` +
    ` (${runs}), ${count} at a time`
  );
}

/** "4 runs now, at most 12 (adaptive trials 2 to 6 per side)", or the fixed A/B's runs. */
function abPlanText(
  trials: { min: number; max: number } | undefined,
  now: number,
  planned: number,
): string {
  return trials
    ? `A/B: ${now} run(s) first, at most ${planned}: adaptive trials, ${trials.min} to ${trials.max} per side`
    : `A/B: ${now} run(s), base and head interleaved`;
}

/** Each provider's number of runs, in job order (providers run one after the other). */
export function runsByProvider(jobs: Job[]): { id: string; runs: number }[] {
  const runs = new Map<string, number>();
  for (const { provider } of jobs) runs.set(provider.id, (runs.get(provider.id) ?? 0) + 1);
  return [...runs].map(([id, n]) => ({ id, runs: n }));
}
