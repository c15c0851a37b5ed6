// What the schedule allows for workload c's fake (bench/fake-model.ts), from each scenario's
// tries as the fake drew them (refused or answered, in order): the shortest wall any schedule of
// them can have, and what an engine without overhead gets that cannot know which tries will be
// refused: the bound the bench holds the engine to.

/** One scenario's tries, in order: true for a 429. */
export type Chain = boolean[];

export interface Timing {
  /** Requests answered at once at most (the run's concurrency). */
  k: number;
  latencyMs: number;
  /** What a 429 costs the scenario that got it: the Retry-After it sleeps before its retry. */
  retryAfterMs: number;
}

/**
 * The best wall (s) of an engine that has no overhead and cannot foresee the 429s: scenarios
 * start in order, each try is sent the moment one of `k` slots is free, a 429 comes back at
 * once and its scenario sleeps the Retry-After without a slot, and a scenario back from its
 * sleep goes before any not yet started (the engine's rule, run/slots.ts: started scenarios
 * finish first; new ones first ends later on workload c's draws).
 */
export function bestOnline(chains: Chain[], { k, latencyMs, retryAfterMs }: Timing): number {
  // Events in time order; ties: slots given back before a sleeper wakes to take one.
  const events: { at: number; free?: boolean; wake?: number }[] = [];
  const push = (e: (typeof events)[number]) => {
    let i = events.length;
    while (i > 0 && events[i - 1].at > e.at) i--;
    events.splice(i, 0, e);
  };
  const tried = chains.map(() => 0);
  const woken: number[] = [];
  let free = k;
  let next = 0;
  let now = 0;
  let end = 0;
  /** Scenario `j` has a slot at `now`: its tries until a 429 (then asleep) or its last answer. */
  const run = (j: number) => {
    let t = now;
    const chain = chains[j];
    while (tried[j] < chain.length) {
      if (chain[tried[j]++]) {
        push({ at: t, free: true });
        push({ at: t + retryAfterMs, wake: j });
        return;
      }
      t += latencyMs;
    }
    end = Math.max(end, t);
    push({ at: t, free: true });
  };
  const fill = () => {
    while (free > 0) {
      const j = woken.length ? woken.shift()! : next < chains.length ? next++ : undefined;
      if (j === undefined) return;
      free--;
      run(j);
    }
  };
  fill();
  while (events.length) {
    const e = events.shift()!;
    now = e.at;
    if (e.free) free++;
    if (e.wake !== undefined) woken.push(e.wake);
    if (!events.length || events[0].at > now) fill();
  }
  return end / 1000;
}

/**
 * A wall (s) no schedule beats, even one that knows every 429 in advance: the longest scenario
 * (its answers and sleeps), and for every τ, τ plus the answers that must end τ or more before
 * the end (each scenario's, counted back from its last), in waves of `k`.
 */
export function lowerBound(chains: Chain[], { k, latencyMs, retryAfterMs }: Timing): number {
  // For each answer: how much of its scenario comes after it (answers and sleeps).
  const after: number[] = [];
  let longest = 0;
  for (const chain of chains) {
    let rest = 0;
    for (let i = chain.length - 1; i >= 0; i--) {
      if (chain[i]) rest += retryAfterMs;
      else {
        after.push(rest);
        rest += latencyMs;
      }
    }
    longest = Math.max(longest, rest);
  }
  after.sort((a, b) => b - a);
  // The answers with at least `after[i]` behind them: i + 1 of them, done by T − after[i].
  let best = longest;
  after.forEach((tau, i) => {
    best = Math.max(best, tau + Math.ceil((i + 1) / k) * latencyMs);
  });
  return best / 1000;
}
