// The settle window: after a scenario's last call to a server returns, its spy log stays open for
// `spy.settle_ms` (what the call set off still lands in its row), never past the scenario's
// deadline, and not at all once the run is cancelled.
import { afterEach, describe, expect, it } from 'vitest';
import type { Upstream } from '../../src/mcp/upstream.js';
import { replayProvider } from '../../src/providers/replay.js';
import { stopOf } from '../../src/run/cancel.js';
import { runJob, type RunSettings } from '../../src/run/job.js';
import { held, Holding } from '../../src/run/leases.js';
import { Pool, type Unit } from '../../src/run/server-pool.js';
import { SpyBackend } from '../../src/spy/backend.js';
import { SpyProxy } from '../../src/spy/proxy.js';
import { scenario } from '../helpers.js';

let backend: SpyBackend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

/** A pool of the one process `unit`. */
const onePool = (unit: Unit) =>
  new Pool(
    async () => unit,
    async () => undefined,
    1,
  );

/** A live scenario whose one call answers at once and sends DELETE /jobs/1 `after` ms later. */
async function runLive(after: number, settings: Partial<RunSettings>, timeout?: number) {
  backend = new SpyBackend([{ method: 'DELETE', path: '/jobs/*', status: 202 }]);
  const url = await backend.start();
  const upstream: Upstream = {
    tools: [{ name: 'start_job', inputSchema: { type: 'object' } }],
    live: true,
    call: async () => {
      setTimeout(() => void fetch(`${url}/jobs/1`, { method: 'DELETE' }).catch(() => {}), after);
      return { text: 'started', isError: false };
    },
    gone: () => undefined,
    close: async () => undefined,
  };
  const holding = new Holding();
  const s = scenario({
    mode: 'live',
    expect: { calls: [{ tool: 'start_job' }] },
    gates: [{ kind: 'no_request', request: { method: 'DELETE' } }],
    ...(timeout ? { timeout } : {}),
  });
  const started = Date.now();
  const row = await runJob(
    { scenario: s, provider: replayProvider(), repetition: 0 },
    {
      proxy: new SpyProxy(held(onePool({ upstream, backend }), upstream.tools, holding)),
      backend: holding,
    },
    { timeout: 30, hookTimeout: 5, ...settings },
  );
  return { row, ms: Date.now() - started, late: () => holding.seal() };
}

describe('the settle window', () => {
  it("keeps the log open settle_ms after the last call: a request within it is the row's", async () => {
    const { row, ms } = await runLive(50, { settleMs: 400 });
    expect(row.status).toBe('fail');
    expect(row.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /jobs/1']);
    expect(ms).toBeGreaterThanOrEqual(350);
  });

  it('without it the row is built at once, and the request is late', async () => {
    const { row, late } = await runLive(50, { settleMs: 0 });
    expect(row.status).toBe('pass');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(late().map((r) => r.path)).toEqual(['/jobs/1']);
  });

  it("never waits past the scenario's deadline: the row is decided, not timed out", async () => {
    const { row, ms } = await runLive(5_000, { settleMs: 10_000 }, 1);
    expect(row.status).toBe('pass');
    expect(ms).toBeLessThan(3_000);
  });

  it('a cancel cuts the window short', async () => {
    const cancel = new AbortController();
    const stop = stopOf({ signal: cancel.signal }, 30);
    setTimeout(() => cancel.abort('SIGINT'), 200);
    try {
      const { row, ms } = await runLive(5_000, { settleMs: 10_000, stop });
      expect(row.status).toBe('pass');
      expect(ms).toBeLessThan(3_000);
    } finally {
      stop.dispose();
    }
  });
});
