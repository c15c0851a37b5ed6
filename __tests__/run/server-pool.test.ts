// A stateless process given back is kept for its caller through the settle window: that caller
// gets it again at once, another waits (or gets a free process) and never longer than the window.
import { describe, expect, it } from 'vitest';
import { toolsOnly } from '../../src/run/leases.js';
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
