// A stateless process given back is kept for its caller through the settle window: that caller
// gets it again at once, another waits (or gets a free process) and never longer than the window.
import { describe, expect, it } from 'vitest';
import { held, Holding, toolsOnly } from '../../src/run/leases.js';
import { Pool, type Unit } from '../../src/run/server-pool.js';
import { SharedPool } from '../../src/run/shared-pool.js';
import { SpyBackend } from '../../src/spy/backend.js';

const unit = (): Unit => ({ upstream: toolsOnly([]), backend: new SpyBackend([]) });
const tools = [{ name: 't', inputSchema: { type: 'object' } }];
/** A process whose tool `t` answers "ok". */
const callable = (): Unit => ({
  upstream: { ...toolsOnly(tools), live: true, call: async () => ({ text: 'ok', isError: false }) },
  backend: new SpyBackend([]),
});

describe('a process kept for its caller', () => {
  it('is lent to its owner at once, to another once the window passed', async () => {
    const only = unit();
    const pool = new Pool(
      async () => only,
      async () => undefined,
      1,
    );
    const [a, b] = [{}, {}];
    const first = await pool.lease(undefined, a);
    await pool.release(first, false, { owner: a, until: performance.now() + 10_000 });
    expect(await pool.lease(undefined, a)).toBe(only);
    await pool.release(only, false, { owner: a, until: performance.now() + 150 });
    const started = performance.now();
    expect(await pool.lease(undefined, b)).toBe(only);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('another caller gets a free process rather than wait, while there is room', async () => {
    const units = [unit(), unit()];
    let opened = 0;
    const pool = new Pool(
      async () => units[opened++],
      async () => undefined,
      2,
    );
    const [a, b] = [{}, {}];
    const first = await pool.lease(undefined, a);
    await pool.release(first, false, { owner: a, until: performance.now() + 10_000 });
    const started = performance.now();
    expect(await pool.lease(undefined, b)).toBe(units[1]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('a process taken without waiting (a job asking at its call)', () => {
  it('is a free one, never one kept for another nor a dead one; nothing is started', async () => {
    const [kept, dead, free] = [unit(), unit(), unit()];
    let opened = 0;
    let retired = 0;
    const pool = new Pool(
      async () => (opened++, kept),
      async () => void retired++,
      5,
    );
    const [a, b] = [{}, {}];
    expect(await pool.lease(undefined, a)).toBe(kept);
    await pool.release(kept, false, { owner: a, until: performance.now() + 10_000 });
    pool.adopt(free);
    pool.adopt(dead);
    dead.upstream.gone = () => 'exited with code 1';
    expect(pool.take(b)).toBe(free);
    expect(pool.take(b)).toBeUndefined();
    expect(pool.take(a)).toBe(kept);
    expect(opened).toBe(1);
    expect(retired).toBe(1);
  });
});

describe("a stateful scenario's process (held)", () => {
  it('is taken at the first call, shared by calls made together, and given back at the end', async () => {
    const calls: string[] = [];
    const only = unit();
    only.upstream = {
      ...toolsOnly(tools),
      live: true,
      call: async (tool) => (calls.push(tool), { text: 'ok', isError: false }),
    };
    let opened = 0;
    const pool = new Pool(
      async () => (opened++, unit()),
      async () => undefined,
      4,
    );
    const spare = unit();
    pool.adopt(only);
    pool.adopt(spare);
    const process = held(pool, tools, new Holding());
    const signal = new AbortController().signal;
    await Promise.all([process.call('t', {}, signal), process.call('t', {}, signal)]);
    // Both calls on one process (only, idle longest: spare refuses calls); none started; the
    // other stays free, and is the only one free until the scenario ends.
    expect(calls).toEqual(['t', 't']);
    expect(opened).toBe(0);
    expect(pool.take()).toBe(spare);
    expect(pool.take()).toBeUndefined();
    await process.release();
    expect(pool.take()).toBe(only);
  });

  it('tells the pool how long it held its process and worked before asking, its sleeps left out', async () => {
    const pool = new Pool(
      async () => callable(),
      async () => undefined,
      2,
    );
    const seen: [number, number][] = [];
    pool.held = (heldMs, beforeMs) => void seen.push([heldMs, beforeMs]);
    const wait = (ms: number) => () => new Promise((resolve) => setTimeout(resolve, ms));
    const job = held(pool, tools, new Holding());
    job.began();
    await job.asleep(wait(60)); // a Retry-After before the first call
    await wait(30)();
    await job.call('t', {}, new AbortController().signal);
    await job.asleep(wait(80)); // one while it holds the process
    await wait(30)();
    await job.release();
    expect(seen).toHaveLength(1);
    const [heldMs, beforeMs] = seen[0];
    expect(beforeMs).toBeGreaterThanOrEqual(25);
    expect(beforeMs).toBeLessThan(60);
    expect(heldMs).toBeGreaterThanOrEqual(25);
    expect(heldMs).toBeLessThan(80);
  });

  it('of a scenario that expects a call starts when it has its slot, and is its own at the first call', async () => {
    const started: Unit[] = [];
    const pool = new Pool(
      async () => {
        const u = callable();
        started.push(u);
        return u;
      },
      async () => undefined,
      4,
    );
    const quiet = held(pool, tools, new Holding(), undefined, false);
    quiet.began();
    const calling = held(pool, tools, new Holding(), undefined, true);
    calling.began();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // One start, for the scenario that will call, before its call: not held by it yet.
    expect(started).toHaveLength(1);
    expect(pool.take()).toBe(started[0]);
    await pool.release(started[0]);
    await calling.call('t', {}, new AbortController().signal);
    expect(started).toHaveLength(1);
    expect(pool.take()).toBeUndefined();
    await calling.release();
    await quiet.release();
    expect(pool.take()).toBe(started[0]);
  });
});

describe('a process that frees goes to the earliest job waiting for it', () => {
  /** One process, leased by a job of rank 0; the order leases of other ranks get it in. */
  async function queueOf(size = 1) {
    let opened = 0;
    const pool = new Pool(
      async () => (opened++, unit()),
      async () => undefined,
      size,
    );
    const first = await pool.lease(undefined, undefined, { rank: 0 });
    const got: number[] = [];
    const ask = (rank: number, signal?: AbortSignal) =>
      pool.lease(signal, undefined, { rank }).then((u) => (got.push(rank), u));
    return { pool, first, got, ask, opened: () => opened };
  }

  it('a later job does not get a process before an earlier one waiting, whichever asked first', async () => {
    const { pool, first, got, ask } = await queueOf();
    // Jobs 3, 1 and 2 ask in that order while job 0 holds the only process.
    const leases = [ask(3), ask(1), ask(2)];
    await pool.release(first);
    const one = await leases[1];
    expect(got).toEqual([1]);
    await pool.release(one);
    await pool.release(await leases[2]);
    await leases[0];
    expect(got).toEqual([1, 2, 3]);
  });

  it('jobs of one rank (the calls of one scenario) are served in the order they asked', async () => {
    const { pool, first, got, ask } = await queueOf();
    const order: string[] = [];
    const a = ask(1).then((u) => (order.push('a'), u));
    const b = ask(1).then((u) => (order.push('b'), u));
    await pool.release(first);
    await pool.release(await a);
    await b;
    expect(order).toEqual(['a', 'b']);
    expect(got).toEqual([1, 1]);
  });

  it('no lease, nor a take without waiting, barges past a job in line', async () => {
    const { pool, first, got, ask } = await queueOf();
    const waiting = ask(1);
    const back = pool.release(first);
    // Given to the job in line as it came back: nothing is free for the asker after it.
    expect(pool.take()).toBeUndefined();
    await back;
    const later = ask(2);
    expect(await waiting).toBe(first);
    await pool.release(first);
    expect(await later).toBe(first);
    expect(got).toEqual([1, 2]);
  });

  it('room to start a process goes to the earliest job in line: a process retired makes room', async () => {
    const { pool, first, got, ask, opened } = await queueOf();
    const leases = [ask(2), ask(1)];
    // Retired (a timed-out scenario may have left it busy): job 1 starts the next one.
    await pool.release(first, true);
    const started = await leases[1];
    expect(started).not.toBe(first);
    expect(opened()).toBe(2);
    expect(got).toEqual([1]);
    await pool.release(started);
    expect(await leases[0]).toBe(started);
  });

  it('a job no longer waiting (its call cut short) leaves its turn to the next', async () => {
    const { pool, first, got, ask } = await queueOf();
    const gone = new AbortController();
    const cut = ask(1, gone.signal);
    const next = ask(2);
    gone.abort(new Error('the scenario timed out'));
    await expect(cut).rejects.toThrow('the scenario timed out');
    await pool.release(first);
    expect(await next).toBe(first);
    expect(got).toEqual([2]);
  });

  it('a job lends its slot only while in line, not while a process starts for it', async () => {
    let opened = 0;
    const pool = new Pool(
      async () => (opened++, unit()),
      async () => undefined,
      1,
    );
    const lent: number[] = [];
    const idle =
      (rank: number) =>
      <T>(wait: () => Promise<T>): Promise<T> => {
        lent.push(rank);
        return wait();
      };
    const first = await pool.lease(undefined, undefined, { rank: 0, idle: idle(0) });
    expect([opened, lent]).toEqual([1, []]);
    const second = pool.lease(undefined, undefined, { rank: 1, idle: idle(1) });
    expect(lent).toEqual([1]);
    await pool.release(first);
    expect(await second).toBe(first);
  });
});

describe('a holder asleep on a Retry-After', () => {
  /** A scenario's held process with one call made (so it holds it), on `pool`. */
  async function holder(pool: Pool) {
    const h = held(pool, [], new Holding(0));
    await h.call('t', {}, new AbortController().signal);
    return h;
  }
  const counted = () => {
    let opened = 0;
    const units: Unit[] = [];
    return {
      pool: (size: number, ceiling?: number) =>
        new Pool(
          async () => {
            opened++;
            const u = unit();
            u.upstream = {
              ...u.upstream,
              live: true,
              call: async () => ({ text: '', isError: false }),
            };
            units.push(u);
            return u;
          },
          async () => undefined,
          size,
          ceiling,
        ),
      opened: () => opened,
    };
  };

  it('makes room for one more process while it sleeps, up to the ceiling, and none after it wakes', async () => {
    const c = counted();
    const pool = c.pool(1, 3);
    const a = await holder(pool);
    // The pool is full: a second scenario's first call waits in line.
    const b = held(pool, [], new Holding(1));
    let bCalled = false;
    const bCall = b.call('t', {}, new AbortController().signal).then(() => (bCalled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(bCalled).toBe(false);
    // a sleeps: b gets a process of its own meanwhile.
    let wake!: () => void;
    const sleeping = a.asleep(() => new Promise<void>((r) => (wake = r)));
    await bCall;
    expect(c.opened()).toBe(2);
    wake();
    await sleeping;
    // Awake again, the pool is back to its size: a third scenario waits for a release.
    const d = held(pool, [], new Holding(2));
    let dCalled = false;
    const dCall = d.call('t', {}, new AbortController().signal).then(() => (dCalled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(dCalled).toBe(false);
    await a.release();
    await dCall;
    expect(c.opened()).toBe(2);
    await pool.close();
  });

  it('a pool without a ceiling above its size (server.pool set) starts none more', async () => {
    const c = counted();
    const pool = c.pool(1);
    const a = await holder(pool);
    const b = held(pool, [], new Holding(1));
    let bCalled = false;
    void b.call('t', {}, new AbortController().signal).then(() => (bCalled = true));
    let wake!: () => void;
    const sleeping = a.asleep(() => new Promise<void>((r) => (wake = r)));
    await new Promise((r) => setTimeout(r, 20));
    expect(bCalled).toBe(false);
    expect(c.opened()).toBe(1);
    wake();
    await sleeping;
    await a.release();
    await pool.close();
  });
});

describe('a shared pool (a stateless server the spy cannot see)', () => {
  it('lends the least busy process at once, starting another in the background while all are busy, up to its size', async () => {
    const units = [unit(), unit(), unit()];
    let opened = 0;
    const pool = new SharedPool(
      async () => units[opened++],
      async () => undefined,
      2,
    );
    pool.adopt(units[0]);
    opened = 1;
    // The first call has the adopted process; the second shares it while another starts.
    expect(await pool.lease()).toBe(units[0]);
    expect(await pool.lease()).toBe(units[0]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened).toBe(2);
    // The new one is the least busy now; at the size, nothing more starts.
    expect(await pool.lease()).toBe(units[1]);
    expect(await pool.lease()).toBe(units[1]);
    expect(await pool.lease()).toBe(units[0]);
    expect(opened).toBe(2);
    await pool.release(units[1]);
    await pool.release(units[1]);
    expect(await pool.lease()).toBe(units[1]);
  });

  it('a process that would not start in the background is not tried again for every busy call', async () => {
    const only = unit();
    let tries = 0;
    const pool = new SharedPool(
      async () => {
        tries++;
        throw new Error('exited with code 1');
      },
      async () => undefined,
      2,
    );
    pool.adopt(only);
    for (let i = 0; i < 5; i++) {
      expect(await pool.lease()).toBe(only);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(tries).toBe(1);
  });

  it('retires a process that died and starts one for the next call', async () => {
    const [first, second] = [unit(), unit()];
    let retired = 0;
    const pool = new SharedPool(
      async () => second,
      async () => void retired++,
      1,
    );
    pool.adopt(first);
    expect(await pool.lease()).toBe(first);
    first.upstream.gone = () => 'exited with code 1';
    await pool.release(first);
    expect(retired).toBe(1);
    expect(await pool.lease()).toBe(second);
  });
});

describe("a stateful server's default pool follows the share of time scenarios hold a process", () => {
  /** A pool of `size` for `slots` scenarios at once, and the processes it opened. */
  function grown(size: number, slots: number) {
    let opened = 0;
    const pool = new Pool(
      async () => (opened++, unit()),
      async () => undefined,
      size,
      size + slots,
      slots,
    );
    /** Leases `n` processes at once, none given back: how many of them came. */
    const lend = async (n: number) => {
      let got = 0;
      for (let i = 0; i < n; i++) void pool.lease().then(() => got++);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return got;
    };
    return { pool, lend, opened: () => opened };
  }

  it('holding a process 40 % of the time, 16 slots keep their 8; half the time, they need 9 (8 would be busy all the time)', async () => {
    const less = grown(8, 16);
    for (let i = 0; i < 50; i++) less.pool.held(160, 240);
    expect(await less.lend(16)).toBe(8);
    // The peer bench's scenario: 213 ms of model answer before its call, 216 ms holding.
    const half = grown(8, 16);
    for (let i = 0; i < 50; i++) half.pool.held(216, 213);
    expect(await half.lend(16)).toBe(9);
    expect(half.opened()).toBe(9);
  });

  it('a scenario that holds its process all its time needs one per slot, never more', async () => {
    const { pool, lend } = grown(2, 4);
    for (let i = 0; i < 5; i++) pool.held(1000, 0);
    expect(await lend(8)).toBe(4);
  });

  it("the first wave's holds (one per slot) are not counted: they hold longer while processes start", async () => {
    const { pool, lend } = grown(2, 4);
    for (let i = 0; i < 4; i++) pool.held(1000, 0);
    expect(await lend(8)).toBe(2);
  });

  it('a pool whose size the user set does not grow', async () => {
    let opened = 0;
    const pool = new Pool(
      async () => (opened++, unit()),
      async () => undefined,
      2,
    );
    pool.held(1000, 0);
    for (let i = 0; i < 4; i++) void pool.lease();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toBe(2);
  });
});

describe('a process started while the model answers (Pool.expect)', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('starts one per job that expects to call, up to the size, before any call', async () => {
    let opened = 0;
    const pool = new Pool(
      async () => (opened++, unit()),
      async () => undefined,
      3,
    );
    const done = [pool.expect(), pool.expect()];
    await tick();
    expect(opened).toBe(2);
    // Taken at the first calls: nothing more starts.
    await Promise.all([pool.lease(), pool.lease()]);
    done.forEach((d) => d());
    expect(opened).toBe(2);
    for (let i = 0; i < 5; i++) pool.expect();
    await tick();
    expect(opened).toBe(3);
  });

  it('a free process serves the job: none starts; a job that ended asks for none', async () => {
    let opened = 0;
    const pool = new Pool(
      async () => (opened++, unit()),
      async () => undefined,
      4,
    );
    pool.adopt(unit());
    const first = pool.expect();
    await tick();
    expect(opened).toBe(0);
    first();
    const second = pool.expect();
    second();
    pool.expect()();
    await tick();
    expect(opened).toBe(0);
  });

  it('a start that fails is not tried again ahead of a call; the call then says why', async () => {
    let tries = 0;
    const pool = new Pool(
      async () => {
        tries++;
        throw new Error('exited with code 1');
      },
      async () => undefined,
      4,
    );
    for (let i = 0; i < 4; i++) pool.expect();
    await tick();
    pool.expect();
    await tick();
    // One start at a time: the first failed, and none was tried after it.
    expect(tries).toBe(1);
    await expect(pool.lease()).rejects.toThrow('exited with code 1');
  });

  it('a call that finds the start ahead still under way takes it, keeping its slot; nothing else starts', async () => {
    let opened = 0;
    let go!: () => void;
    const pool = new Pool(
      () => (opened++, new Promise<Unit>((resolve) => (go = () => resolve(unit())))),
      async () => undefined,
      2,
    );
    const asks = pool.expect();
    let lent = 0;
    const idle = <T>(wait: () => Promise<T>) => (lent++, wait());
    asks(); // the job's first call (held() says so as it asks)
    const lease = pool.lease(undefined, undefined, { idle });
    await tick();
    expect([opened, lent]).toEqual([1, 0]);
    go();
    const got = await lease;
    expect(pool.take()).toBeUndefined();
    await pool.release(got);
    expect(pool.take()).toBe(got);
    expect(opened).toBe(1);
  });

  it('a process that comes after the run is over is retired', async () => {
    let retired = 0;
    let go!: () => void;
    const pool = new Pool(
      () => new Promise<Unit>((resolve) => (go = () => resolve(unit()))),
      async () => void retired++,
      2,
    );
    pool.expect();
    await pool.close();
    go();
    await tick();
    expect(retired).toBe(1);
  });
});
