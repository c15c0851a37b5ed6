import { describe, expect, it } from 'vitest';
import { describeBackoff, RequestLimiter, type Slot } from '../../src/providers/limiter.js';
import { withRetry } from '../../src/providers/retry.js';
import { ProviderError, type ChatSession, type ModelStep } from '../../src/providers/types.js';

/** A clock that moves only when told, with the limiter's timers on it. */
function manualClock() {
  let t = 0;
  const timers = new Set<{ at: number; fn: () => void }>();
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    now: () => t,
    timer(fn: () => void, ms: number) {
      const entry = { at: t + ms, fn };
      timers.add(entry);
      return () => void timers.delete(entry);
    },
    async advance(ms: number) {
      const end = t + ms;
      for (;;) {
        const due = [...timers].filter((e) => e.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due);
        t = due.at;
        due.fn();
        await settle();
      }
      t = end;
      await settle();
    },
  };
}

const live = () => new AbortController().signal;
const ok = { kind: 'ok' } as const;
const limited = (retryAfterMs?: number) => ({ kind: 'limited', retryAfterMs }) as const;

/** Where a pending acquire stands, without waiting for it. */
function watch<T = Slot>(p: Promise<T>) {
  const state: { slot?: T; error?: unknown } = {};
  p.then(
    (slot) => (state.slot = slot),
    (error: unknown) => (state.error = error),
  );
  return state;
}

async function take(limiter: RequestLimiter, n: number): Promise<Slot[]> {
  return Promise.all(Array.from({ length: n }, () => limiter.acquire(live())));
}

/** `n` requests refused, sent as many at a time as the limit lets through (`busy` of it are
 * taken already). */
async function refuse(limiter: RequestLimiter, n: number, retryAfterMs?: number, busy = 0) {
  while (n > 0) {
    if (limiter.limit <= busy) throw new Error('no slot left to refuse');
    const slots = await take(limiter, Math.min(n, limiter.limit - busy));
    n -= slots.length;
    for (const s of slots) s.done(limited(retryAfterMs));
  }
}

/** Deterministic draws in [0, 1) (mulberry32). */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('RequestLimiter', () => {
  it('does not back off on one lone 429, nor hold other requests for its Retry-After', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 4, ...clock });
    const slots = await take(limiter, 4);
    slots[0].done(limited(1000));
    for (const s of slots.slice(1)) s.done(ok);
    expect(limiter.limit).toBe(4);
    expect(limiter.backoff).toBeUndefined();
    const next = watch(limiter.acquire(live()));
    await clock.advance(0);
    expect(next.slot).toBeDefined();
  });

  it('does not back off when a steady 30% of answers are 429s', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 10, ...clock });
    for (let round = 0; round < 10; round++) {
      const slots = await take(limiter, 10);
      slots.forEach((s, i) => s.done(i % 10 < 3 ? limited(1000) : ok));
    }
    expect(limiter.backoff).toBeUndefined();
  });

  it('halves the in-flight requests on a cluster of 429s and holds new ones for Retry-After', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 20, ...clock });
    const slots = await take(limiter, 20);
    for (const s of slots.slice(0, 14)) s.done(limited(1000));
    expect(limiter.limit).toBe(20);
    // Three quarters of the latest 20 refused: a cluster.
    slots[14].done(limited(1000));
    expect(limiter.limit).toBe(10);
    // The rest of the same burst does not halve it again.
    for (const s of slots.slice(15)) s.done(limited(1000));
    expect(limiter.limit).toBe(10);

    const held = Array.from({ length: 11 }, () => watch(limiter.acquire(live())));
    await clock.advance(999);
    expect(held.filter((h) => h.slot)).toHaveLength(0);
    await clock.advance(1);
    // The hold is over: ten may go, the eleventh waits for a slot.
    expect(held.filter((h) => h.slot)).toHaveLength(10);
    held[0].slot!.done(ok);
    await clock.advance(0);
    expect(held[10].slot).toBeDefined();
    expect(limiter.backoff).toEqual({ answers: 20, lowest: 10, end: 10, ceiling: 20 });
  });

  it('lowers without holding new requests while the API still answers some', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 20, ...clock });
    const slots = await take(limiter, 20);
    // A cap on requests at once: some are answered, the rest refused.
    for (const s of slots.slice(0, 5)) s.done(ok);
    for (const s of slots.slice(5)) s.done(limited(1000));
    expect(limiter.limit).toBe(10);
    const next = watch(limiter.acquire(live()));
    await clock.advance(0);
    expect(next.slot).toBeDefined();
  });

  it("judges no cluster on a run's first few answers: two 429s first are chance", async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 16, ...clock });
    // Requests one at a time, as while servers start: the first two refused (one run in eleven
    // at 30% refused at random), then the usual share.
    const draws = [true, true, false, false, true, false, false, false, true, false];
    for (let i = 0; i < 40; i++) {
      const [slot] = await take(limiter, 1);
      slot.done(draws[i % draws.length] ? limited(1000) : ok);
      expect(limiter.limit).toBe(16);
    }
    expect(limiter.backoff).toBeUndefined();
  });

  it('does not lower the concurrency for 429s that come at random, whatever the load', async () => {
    // 30% refused at random, 10,000 answers with 8 in flight, then 10,000 with 2 (a run whose
    // scenarios wait for servers): 429s come in streaks now and then (six in a row dozens of
    // times), never three quarters of the latest twenty.
    for (const seed of [1, 2, 3]) {
      const clock = manualClock();
      const limiter = new RequestLimiter('openai', { cap: 8, ...clock });
      const random = seeded(seed);
      const flight = await take(limiter, 8);
      for (let i = 0; i < 20_000; i++) {
        flight.shift()!.done(random() < 0.3 ? limited(1000) : ok);
        if (limiter.backoff) break;
        if (i < 10_000 || flight.length < 2) flight.push(...(await take(limiter, 1)));
      }
      expect(limiter.backoff).toBeUndefined();
    }
  });

  it('climbs back to the cap after a run of successes', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 8, ...clock });
    await refuse(limiter, 20);
    expect(limiter.limit).toBe(4);
    const seen = [limiter.limit];
    while (limiter.limit < 8) {
      for (const s of await take(limiter, limiter.limit)) s.done(ok);
      seen.push(limiter.limit);
    }
    // The last step, back to where the refusals clustered, takes four times the successes.
    expect(seen).toEqual([4, 5, 6, 7, 7, 7, 7, 8]);
    const backoff = limiter.backoff!;
    expect(backoff).toEqual({ answers: 20, lowest: 4, end: 8, ceiling: 8 });
    expect(describeBackoff('openai:gpt-x', backoff)).toBe(
      'openai:gpt-x: 20 rate-limit answers; in-flight requests lowered to 4, back to 8 by the end',
    );
  });

  it('without a cap never limits until a back-off, then halves what was in flight', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', clock);
    const slots = await take(limiter, 50);
    for (const s of slots.slice(0, 40)) s.done(limited());
    expect(limiter.limit).toBe(25);
    for (const s of slots.slice(40)) s.done(ok);
    expect(describeBackoff('groq:llama', limiter.backoff!)).toBe(
      'groq:llama: 40 rate-limit answers; in-flight requests lowered to 25, 25 at the end',
    );
  });

  it('fails a wait the scenario cannot afford, with the reason, and never hangs', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 1, ...clock });
    const [busy] = await take(limiter, 1);
    const waiting = watch(limiter.acquire(live(), 5000));
    await clock.advance(3999);
    expect(waiting.error).toBeUndefined();
    await clock.advance(1);
    expect(waiting.error).toBeInstanceOf(ProviderError);
    expect((waiting.error as ProviderError).message).toBe(
      "openai API: no request slot within the scenario's time (waited 4 s; in-flight requests lowered to 1 after rate limits)",
    );
    // The slot it gave up goes to the next in line.
    const next = watch(limiter.acquire(live()));
    busy.done(ok);
    await clock.advance(0);
    expect(next.slot).toBeDefined();
  });

  it('fails at once when Retry-After holds past the deadline', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('anthropic', { cap: 4, ...clock });
    await refuse(limiter, 20, 30_000);
    // Lowered (to 3: three of the last four were still in flight when it judged), and held.
    expect(limiter.limit).toBeLessThan(4);
    await expect(limiter.acquire(live(), 10_000)).rejects.toThrow(
      "anthropic API asked (Retry-After) to hold requests for 30 s but only 10 s of the scenario's time remained",
    );
    const patient = watch(limiter.acquire(live(), 60_000));
    await clock.advance(30_000);
    expect(patient.slot).toBeDefined();
  });

  it('fails a waiting request as soon as a Retry-After holds past its deadline', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 4, ...clock });
    const [d] = await take(limiter, 1);
    await refuse(limiter, 19, undefined, 1);
    expect(limiter.limit).toBe(2);
    const [e] = await take(limiter, 1);
    const short = watch(limiter.acquire(live(), 5000));
    const long = watch(limiter.acquire(live(), 60_000));
    // Still refused after the back-off: halved again, and now told to wait 30 s.
    e.done(limited(30_000));
    await clock.advance(0);
    expect(limiter.limit).toBe(1);
    expect((short.error as Error).message).toMatch(/hold requests for 30 s but only 5 s/);
    expect(long.error).toBeUndefined();
    d.done(ok);
    await clock.advance(29_999);
    expect(long.slot).toBeUndefined();
    await clock.advance(1);
    expect(long.slot).toBeDefined();
  });

  it('stops waiting on abort (a cancel or the scenario timeout)', async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 1, ...clock });
    const [busy] = await take(limiter, 1);
    const controller = new AbortController();
    const aborted = watch(limiter.acquire(controller.signal));
    const after = watch(limiter.acquire(live()));
    controller.abort(new Error('cancelled'));
    await clock.advance(0);
    expect((aborted.error as Error).message).toBe('cancelled');
    busy.done(ok);
    await clock.advance(0);
    expect(after.slot).toBeDefined();
    await expect(limiter.acquire(controller.signal)).rejects.toThrow('cancelled');
  });
});

describe('retries through the limiter', () => {
  const turn = { user: 'hi', expect: { order: 'any' as const, extra_calls: 'allow' as const } };
  const step: ModelStep = { text: 'ok', calls: [] };
  const session = (errors: unknown[]): ChatSession => ({
    user: async () => {
      const err = errors.shift();
      if (err) throw err;
      return step;
    },
    results: async () => step,
  });

  it('takes a slot for each try and none while sleeping between tries', async () => {
    const limiter = new RequestLimiter('openai', { cap: 1 });
    const during: (Slot | undefined)[] = [];
    const sleep = async () => {
      const other = watch(limiter.acquire(live()));
      await new Promise((resolve) => setImmediate(resolve));
      during.push(other.slot);
      other.slot?.done(ok);
    };
    const retried = withRetry(session([new ProviderError('rate-limit', 'x', 429, 1000)]), {
      limiter,
      sleep,
    });
    expect(await retried.user(turn, live())).toBe(step);
    expect(during).toHaveLength(1);
    expect(during[0]).toBeDefined();
  });

  it('lowers the concurrency when 429s follow the load, and meets far fewer of them', async () => {
    // An API that refuses (Retry-After: 1 s) what it gets beyond 4 at once and answers in 200 ms.
    // 64 conversations of two requests at once, 16 requests in flight at most (as the run's
    // slots, lent while a conversation sleeps before a retry): every refusal frees its place
    // for the next request at once. Without adapting, a fixed 16.
    const run = async (adaptive: boolean) => {
      const clock = manualClock();
      const limiter = new RequestLimiter('openai', { cap: 16, ...clock });
      let inFlight = 0;
      let refused = 0;
      const answer = async () => {
        if (inFlight >= 4) {
          refused++;
          throw new ProviderError('rate-limit', '429', 429, 1000);
        }
        inFlight++;
        await new Promise((resolve) => clock.timer(() => resolve(undefined), 200));
        inFlight--;
        return step;
      };
      // The fixed 16: the same limiter, told every answer was fine.
      const call = async () => {
        if (adaptive) return answer();
        const slot = await limiter.acquire(live());
        try {
          return await answer();
        } finally {
          slot.done(ok);
        }
      };
      const sleep = (ms: number) => new Promise<void>((resolve) => clock.timer(resolve, ms));
      const retry = { limiter: adaptive ? limiter : undefined, sleep, now: clock.now };
      let finished = 0;
      const conversation = async () => {
        const chat = withRetry({ user: call, results: call }, retry, Infinity);
        await chat.user(turn, live());
        await chat.results([], live());
        finished++;
      };
      const all = Promise.all(Array.from({ length: 64 }, conversation));
      while (finished < 64) await clock.advance(100);
      await all;
      return { refused, took: clock.now(), backoff: limiter.backoff };
    };
    const fixed = await run(false);
    const adaptive = await run(true);
    // Fixed, most tries are refused; adapting, refusals come in short bursts, ever rarer, when
    // the limit tries 5 again, and the run is faster.
    expect(fixed.refused).toBeGreaterThan(200);
    expect(adaptive.refused).toBeLessThan(fixed.refused / 3);
    expect(adaptive.backoff!.lowest).toBeLessThanOrEqual(4);
    expect(adaptive.took).toBeLessThanOrEqual(fixed.took);
    // Within 1.25 × of the 128 answers four at a time (6.4 s).
    expect(adaptive.took).toBeLessThan(8000);
  });

  it("ends a try that cannot get a slot in the scenario's time as an error, saying why", async () => {
    const clock = manualClock();
    const limiter = new RequestLimiter('openai', { cap: 1, ...clock });
    await limiter.acquire(live());
    const retried = withRetry(session([]), { limiter, now: clock.now }, 10_000);
    const result = watch(retried.user(turn, live()));
    await clock.advance(9000);
    expect(result.error).toBeInstanceOf(ProviderError);
    expect((result.error as ProviderError).message).toMatch(
      /^openai API: no request slot within the scenario's time \(waited 9 s/,
    );
  });
});
