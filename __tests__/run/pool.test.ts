// A scenario sleeping before a retry (a 429's Retry-After) lends its slot: other scenarios work
// meanwhile, never more than `concurrency` at once, and the sleeper takes a slot back ahead of
// scenarios not yet started. Cancels and small server pools behave as without the lending.
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/model/scenario.js';
import { SpyBackend } from '../../src/spy/backend.js';
import { withRetries } from '../../src/providers/retry.js';
import { ProviderError, type ModelStep, type Provider } from '../../src/providers/types.js';
import type { Upstream } from '../../src/mcp/upstream.js';
import { stopOf } from '../../src/run/cancel.js';
import type { Job } from '../../src/run/job.js';
import { held, Holding, toolsOnly } from '../../src/run/leases.js';
import { runPool } from '../../src/run/pool.js';
import { Pool, type Idle } from '../../src/run/server-pool.js';
import type { Lease } from '../../src/run/servers.js';
import { SpyProxy } from '../../src/spy/proxy.js';
import { scenario } from '../helpers.js';

/** Lets every pending promise and timer of the moment run. */
const settle = async () => {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Sleeps the test ends by hand (or the scenario's abort): who sleeps, and `wake`. */
function manualSleep() {
  const sleeping: { who: string; wake: () => void }[] = [];
  /** Every sleep asked for: who, how long. */
  const asked: [string, number][] = [];
  let current = '';
  return {
    sleeping,
    asked,
    /** Names the next sleep (the model call that failed sets it). */
    name: (who: string) => (current = who),
    sleep: (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        asked.push([current, ms]);
        sleeping.push({ who: current, wake: resolve });
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    wake(who: string) {
      const i = sleeping.findIndex((s) => s.who === who);
      if (i < 0) throw new Error(`${who} is not sleeping`);
      sleeping.splice(i, 1)[0].wake();
    },
  };
}

/** A model whose first call of the scenarios in `limited` answers 429 + Retry-After: 1; calls of
 * those in `held` wait for `finish`. Scenarios in `calling` call tool `t` first; their 429 comes
 * after that call, or on the first request (before it) when `early`. Counts calls in flight, not sleeps. */
function fakeModel(
  limited: string[],
  held: string[] = [],
  retryAfterMs = 1000,
  { calling = [] as string[], early = false } = {},
) {
  const sleeps = manualSleep();
  const calls: string[] = [];
  const open = new Map<string, () => void>();
  const m = { calls, sleeps, inFlight: 0, most: 0 };
  const inner: Provider = {
    id: 'fake',
    name: 'fake',
    model: 'fake',
    start: () => {
      let tries = 0;
      let who = '';
      const step = async (after: boolean): Promise<ModelStep> => {
        calls.push(who);
        m.inFlight++;
        m.most = Math.max(m.most, m.inFlight);
        try {
          if (held.includes(who)) await new Promise<void>((go) => open.set(who, go));
          else await new Promise((resolve) => setImmediate(resolve));
        } finally {
          m.inFlight--;
        }
        const first = calling.includes(who) && !after;
        if ((early || !first) && tries++ === 0 && limited.includes(who)) {
          sleeps.name(who);
          throw new ProviderError('rate-limit', 'slow down', 429, retryAfterMs);
        }
        if (first) return { text: '', calls: [{ id: 'c1', tool: 't', args: {} }] };
        return { text: `done ${who}`, calls: [] };
      };
      return {
        user: (turn) => ((who = turn.user), step(false)),
        results: () => step(true),
      };
    },
  };
  return Object.assign(m, {
    provider: withRetries(inner, { sleep: sleeps.sleep }),
    finish: (who: string) => open.get(who)?.(),
  });
}

const named = (id: string, extra: Partial<Scenario> = {}) =>
  scenario({ id, turns: [{ user: id, expect: { order: 'any', extra_calls: 'allow' } }], ...extra });

const jobsOf = (provider: Provider, ids: string[], extra: Partial<Scenario> = {}): Job[] =>
  ids.map((id) => ({ scenario: named(id, extra), provider, repetition: 0 }));

const stubLease = (): Lease => ({
  stage: { proxy: new SpyProxy(toolsOnly([])), backend: new Holding() },
  release: async () => undefined,
});

/** Servers of at most `size` processes (a live server with `server.pool: size`) offering tool
 * `t`, lent by the run's pool from a job's first call (run/leases.ts); counts what it started,
 * whose n-th start ends when `starting(n)` resolves. */
function onePool(size = 1, starting?: (n: number) => Promise<void>) {
  const tools = [{ name: 't', inputSchema: { type: 'object' as const } }];
  const counts = { opened: 0, calls: 0 };
  const pool = new Pool(
    async () => {
      counts.opened++;
      // The n-th start ends when `starting` says (a server slow to start).
      await starting?.(counts.opened);
      const upstream: Upstream = {
        ...toolsOnly(tools),
        live: true,
        call: async () => (counts.calls++, { text: 'ok', isError: false }),
      };
      return { upstream, backend: new SpyBackend([]) };
    },
    async () => undefined,
    size,
  );
  // A job's rank in line for a process: the order jobs leased (as run/servers.ts counts).
  let asked = 0;
  return {
    counts,
    async lease(_scenario: Scenario, idle?: Idle): Promise<Lease> {
      const holding = new Holding(asked++);
      const process = held(pool, tools, holding, idle);
      return {
        stage: { proxy: new SpyProxy(process), backend: holding },
        release: (discard) => process.release(discard),
      };
    },
  };
}

const settings = { timeout: 30, hookTimeout: 5 };
const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);

describe('slots lent while a scenario sleeps before a retry', () => {
  it("many jobs waiting for a slot on the run's stop signals: no listener-leak warning", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => void warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      // 16 slots: 64 started jobs, most of them waiting on `starting` for a slot.
      const all = ids(80);
      const model = fakeModel([], all);
      const stop = stopOf(undefined);
      const rows = runPool(
        jobsOf(model.provider, all),
        16,
        { lease: async () => stubLease() },
        { ...settings, stop },
      );
      await settle();
      for (const id of all) {
        model.finish(id);
        await settle();
      }
      expect((await rows).every((r) => r.status === 'pass')).toBe(true);
      stop.dispose();
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it('another scenario starts and finishes while one sleeps; rows stay in job order', async () => {
    const model = fakeModel(['a']);
    const finished: string[] = [];
    const rows = runPool(
      jobsOf(model.provider, ['a', 'b']),
      1,
      { lease: async () => stubLease() },
      settings,
      { row: (r) => void finished.push(r.scenario) },
    );
    await settle();
    expect(model.sleeps.sleeping.map((s) => s.who)).toEqual(['a']);
    expect(finished).toEqual(['b']);
    model.sleeps.wake('a');
    const done = await rows;
    expect(done.map((r) => [r.scenario, r.status])).toEqual([
      ['a', 'pass'],
      ['b', 'pass'],
    ]);
    expect(model.calls).toEqual(['a', 'b', 'a']);
  });

  it('never more than `concurrency` scenarios call the model at once, and at most four times that many are started', async () => {
    const all = ids(10);
    const model = fakeModel(all);
    let finished = 0;
    const rows = runPool(
      jobsOf(model.provider, all),
      2,
      { lease: async () => stubLease() },
      settings,
      { row: () => void finished++ },
    );
    await settle();
    // Every started scenario sleeps: the next ones wait rather than start as well.
    expect(model.sleeps.sleeping.map((s) => s.who)).toEqual(ids(8));
    while (model.sleeps.sleeping.length) {
      for (const s of [...model.sleeps.sleeping]) model.sleeps.wake(s.who);
      await settle();
      expect(new Set(model.calls).size - finished).toBeLessThanOrEqual(8);
    }
    expect((await rows).map((r) => r.scenario)).toEqual(all);
    expect(model.most).toBe(2);
    expect(model.calls).toHaveLength(20);
  });

  it('a scenario back from its sleep gets the next free slot before a scenario not yet started', async () => {
    const model = fakeModel(['a'], ['b', 'c']);
    const rows = runPool(
      jobsOf(model.provider, ['a', 'b', 'c', 'd', 'e']),
      2,
      { lease: async () => stubLease() },
      settings,
    );
    await settle();
    // a sleeps, b and c hold both slots, d and e are started and wait for one.
    expect(model.calls).toEqual(['a', 'b', 'c']);
    model.sleeps.wake('a');
    await settle();
    model.finish('b');
    await settle();
    await settle();
    expect(model.calls.slice(0, 5)).toEqual(['a', 'b', 'c', 'a', 'd']);
    model.finish('c');
    expect((await rows).map((r) => r.status)).toEqual(Array(5).fill('pass'));
  });

  it('a single server process and one slot: a sleeper after its first call keeps its server, nothing deadlocks', async () => {
    const all = ['a', 'b', 'c'];
    const model = fakeModel(['a', 'b'], [], 1000, { calling: all });
    const rows = runPool(jobsOf(model.provider, all, { mode: 'live' }), 1, onePool(), settings);
    await settle();
    // a keeps its slot while the process starts for its call (a start waits on no other job),
    // called the server and sleeps holding it; b, then c, asked the model and wait in line for
    // it, each lending the slot.
    expect(model.sleeps.sleeping.map((s) => s.who)).toEqual(['a']);
    expect(model.calls).toEqual(['a', 'a', 'b', 'c']);
    model.sleeps.wake('a');
    await settle();
    // a finished and gave the process back: b, first in line, has it, calls, and sleeps on its
    // own 429.
    expect(model.calls).toEqual(['a', 'a', 'b', 'c', 'a', 'b']);
    model.sleeps.wake('b');
    const done = await rows;
    expect(done.map((r) => [r.scenario, r.status])).toEqual([
      ['a', 'pass'],
      ['b', 'pass'],
      ['c', 'pass'],
    ]);
    expect(model.calls).toEqual(['a', 'a', 'b', 'c', 'a', 'b', 'b', 'c']);
  });

  it('a scenario timing out in its sleep gives its slot back once: the rest still run one at a time', async () => {
    const all = ids(6);
    // A wait the scenario can afford (the retry layer refuses one it cannot).
    const model = fakeModel(['s0'], ['s1'], 10);
    const jobs = jobsOf(model.provider, all);
    jobs[0].scenario.timeout = 1.1;
    const rows = runPool(jobs, 1, { lease: async () => stubLease() }, settings);
    await settle();
    expect(model.calls).toEqual(['s0', 's1']);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    model.finish('s1');
    const done = await rows;
    expect(done.map((r) => r.status)).toEqual(['timeout', ...Array(5).fill('pass')]);
    expect(model.most).toBe(1);
    expect(model.calls).toEqual(all);
  });

  it('a cancel: a sleeping scenario ends `cancelled` with the grace period, those waiting for a slot end at once, not started', async () => {
    const model = fakeModel(['a'], ['b']);
    const cancel = new AbortController();
    const now = new AbortController();
    const stop = stopOf({ signal: cancel.signal, now: now.signal }, 60);
    const finished: string[] = [];
    const rows = runPool(
      jobsOf(model.provider, ['a', 'b', 'c', 'd', 'e']),
      1,
      { lease: async () => stubLease() },
      { ...settings, stop },
      { row: (r) => void finished.push(r.scenario) },
    );
    await settle();
    // a sleeps, b works, c and d are started and wait for the slot, e is not started.
    expect(model.calls).toEqual(['a', 'b']);
    cancel.abort('SIGTERM');
    await settle();
    // c and d wait no longer: they end at once, not when a slot comes free.
    expect(finished).toEqual(['c', 'd']);
    model.finish('b');
    await settle();
    now.abort('SIGTERM');
    const done = await rows;
    stop.dispose();
    const notStarted = 'not started: cancelled by SIGTERM';
    expect(done.map((r) => [r.scenario, r.status])).toEqual([
      ['a', 'cancelled'],
      ['b', 'pass'],
      ['c', 'cancelled'],
      ['d', 'cancelled'],
      ['e', 'cancelled'],
    ]);
    expect(done[0].reason).toMatch(/a second signal ended the grace period/);
    expect(done.slice(2).map((r) => r.reason)).toEqual(Array(3).fill(notStarted));
    expect(model.calls).toEqual(['a', 'b']);
  });

  it('a cancel: a scenario waiting in its first call for the process a sleeping one holds has started, and ends with the grace period', async () => {
    const model = fakeModel(['a'], [], 1000, { calling: ['a', 'b'] });
    const cancel = new AbortController();
    const now = new AbortController();
    const stop = stopOf({ signal: cancel.signal, now: now.signal }, 60);
    const finished: string[] = [];
    const rows = runPool(
      jobsOf(model.provider, ['a', 'b'], { mode: 'live' }),
      1,
      onePool(),
      { ...settings, stop },
      { row: (r) => void finished.push(r.scenario) },
    );
    await settle();
    cancel.abort('SIGTERM');
    await settle();
    // b asked the model, and waits for the process a holds: running, not ended by the first signal.
    expect(finished).toEqual([]);
    now.abort('SIGTERM');
    const done = await rows;
    stop.dispose();
    expect(done.map((r) => [r.scenario, r.status])).toEqual([
      ['a', 'cancelled'],
      ['b', 'cancelled'],
    ]);
    expect(done.map((r) => r.reason)).toEqual(
      Array(2).fill(
        'cancelled by SIGTERM: still running when a second signal ended the grace period',
      ),
    );
    expect(model.calls).toEqual(['a', 'a', 'b']);
  });
});

describe('leases follow use: a stateful scenario holds a process from its first call to its end', () => {
  it('no process while the model answers slowly; one at the first call, reused once given back', async () => {
    const model = fakeModel([], ['a', 'b'], 1000, { calling: ['a', 'b'] });
    const servers = onePool(2);
    const rows = runPool(
      jobsOf(model.provider, ['a', 'b'], { mode: 'live' }),
      2,
      servers,
      settings,
    );
    await settle();
    // Both scenarios wait for the model's first answer: no process is started for them.
    expect(model.calls).toEqual(['a', 'b']);
    expect(servers.counts.opened).toBe(0);
    model.finish('a');
    await settle();
    // a called its tool: one process, a's until its end (its next answer is still pending).
    expect(servers.counts).toEqual({ opened: 1, calls: 1 });
    model.finish('a');
    await settle();
    model.finish('b');
    await settle();
    model.finish('b');
    const done = await rows;
    expect(done.map((r) => r.status)).toEqual(['pass', 'pass']);
    // b's call came after a's end: a's process served it, none other was started.
    expect(servers.counts).toEqual({ opened: 1, calls: 2 });
  });

  it('a scenario keeps its slot while a process starts for it: later scenarios cannot take it and hold it', async () => {
    // s and t's model answers wait for the test: once they have a slot, they keep it.
    const model = fakeModel([], ['s', 't'], 1000, { calling: ['q1', 'q2', 's', 't'] });
    let started!: () => void;
    const second = new Promise<void>((resolve) => (started = resolve));
    const servers = onePool(2, (n) => (n === 2 ? second : Promise.resolve()));
    const finished: string[] = [];
    const rows = runPool(
      jobsOf(model.provider, ['q1', 'q2', 's', 't'], { mode: 'live' }),
      2,
      servers,
      settings,
      { row: (r) => void finished.push(r.scenario) },
    );
    await settle();
    // q1 called on the first process and finished; q2's process is still starting. q1's slot went
    // to s; q2 kept its own, so t has none.
    expect(finished).toEqual(['q1']);
    expect(servers.counts.opened).toBe(2);
    expect(model.calls).not.toContain('t');
    started();
    await settle();
    // q2 did not wait behind s and t, which may run for minutes.
    expect(finished).toEqual(['q1', 'q2']);
    for (const who of ['s', 't', 's', 't']) {
      model.finish(who);
      await settle();
    }
    expect((await rows).map((r) => r.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  it('the process a sleeper gives back goes to the earliest job waiting for it, not the first to ask', async () => {
    // b's model answers wait for the test; a sleeps after its call, holding the only process.
    const model = fakeModel(['a'], ['b'], 1000, { calling: ['a', 'b', 'c'] });
    const servers = onePool(1);
    const rows = runPool(
      jobsOf(model.provider, ['a', 'b', 'c'], { mode: 'live' }),
      3,
      servers,
      settings,
    );
    await settle();
    // c asked for the process first; b, an earlier job, asks after it.
    expect(model.sleeps.sleeping.map((s) => s.who)).toEqual(['a']);
    model.finish('b');
    await settle();
    model.sleeps.wake('a');
    await settle();
    // a ended: b has the process and asks the model again; c still waits in line.
    expect(model.calls.filter((w) => w === 'c')).toHaveLength(1);
    expect(model.calls.at(-1)).toBe('b');
    model.finish('b');
    const done = await rows;
    expect(done.map((r) => r.status)).toEqual(['pass', 'pass', 'pass']);
    expect(model.calls.at(-1)).toBe('c');
    expect(servers.counts).toEqual({ opened: 1, calls: 3 });
  });

  it('a process goes back when the conversation ends: the next scenario calls while the after hook runs', async () => {
    const model = fakeModel([], [], 1000, { calling: ['a', 'b'] });
    const servers = onePool(1);
    const finished: string[] = [];
    const jobs = jobsOf(model.provider, ['a', 'b'], { mode: 'live' });
    // a's teardown takes a second and calls no server (nor does the judge, which runs there too).
    jobs[0].scenario.after = 'sleep 1';
    const rows = await runPool(jobs, 2, servers, settings, {
      row: (r) => void finished.push(r.scenario),
    });
    expect(rows.map((r) => r.status)).toEqual(['pass', 'pass']);
    // b waited for a's process only until a's last answer, not through a's after hook.
    expect(finished).toEqual(['b', 'a']);
    expect(servers.counts).toEqual({ opened: 1, calls: 2 });
  });

  it('a Retry-After sleep before the first call holds no process: another scenario uses the only one meanwhile', async () => {
    const model = fakeModel(['a'], [], 1000, { calling: ['a', 'b'], early: true });
    const servers = onePool(1);
    const finished: string[] = [];
    const rows = runPool(
      jobsOf(model.provider, ['a', 'b'], { mode: 'live' }),
      1,
      servers,
      settings,
      { row: (r) => void finished.push(r.scenario) },
    );
    await settle();
    // a sleeps the Retry-After it was given (the injected sleep), holding neither slot nor
    // process: b asked, called the server, and finished.
    expect(model.sleeps.asked).toEqual([['a', 1000]]);
    expect(finished).toEqual(['b']);
    expect(servers.counts).toEqual({ opened: 1, calls: 1 });
    model.sleeps.wake('a');
    const done = await rows;
    expect(done.map((r) => [r.scenario, r.status])).toEqual([
      ['a', 'pass'],
      ['b', 'pass'],
    ]);
    expect(servers.counts).toEqual({ opened: 1, calls: 2 });
  });
});
