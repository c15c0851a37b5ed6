// A stateless process given back is kept for its caller through the settle window: that caller
// gets it again at once, another waits (or gets a free process) and never longer than the window.
import { describe, expect, it } from 'vitest';
import { held, Holding, toolsOnly } from '../../src/run/leases.js';
import { Pool, type Unit } from '../../src/run/server-pool.js';
import { SpyBackend } from '../../src/spy/backend.js';

const unit = (): Unit => ({ upstream: toolsOnly([]), backend: new SpyBackend([]) });

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
    const tools = [{ name: 't', inputSchema: { type: 'object' } }];
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
});
