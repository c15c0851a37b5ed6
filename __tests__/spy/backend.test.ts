// The spy HTTP backend: answers from routes, logs every request, marks the ones no route answered.
import { afterEach, describe, expect, it } from 'vitest';
import { SpyBackend } from '../../src/spy/backend.js';
import { Ledger } from '../../src/spy/ledger.js';

let backend: SpyBackend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

describe('SpyBackend', () => {
  it('answers a routed request from its route and an unrouted one with 404, marking it', async () => {
    backend = new SpyBackend([{ method: 'GET', path: '/clusters/*', json: { id: 'c1' } }]);
    const url = await backend.start();
    const ledger = new Ledger();
    backend.hold(ledger);
    const routed = await fetch(`${url}/clusters/c1?verbose=1`);
    expect(routed.status).toBe(200);
    expect(await routed.json()).toEqual({ id: 'c1' });
    const unrouted = await fetch(`${url}/clusters/c1/nodes`, {
      method: 'POST',
      body: JSON.stringify({ n: 2 }),
    });
    expect(unrouted.status).toBe(404);
    expect(await unrouted.json()).toEqual({
      error: 'no spy route',
      method: 'POST',
      path: '/clusters/c1/nodes',
    });
    const log = ledger.close();
    expect(log).toMatchObject([
      { method: 'GET', path: '/clusters/c1', query: { verbose: '1' }, status: 200 },
      { method: 'POST', path: '/clusters/c1/nodes', body: { n: 2 }, status: 404, unrouted: true },
    ]);
    expect(log[0]).not.toHaveProperty('unrouted');
    expect(ledger.seal()).toEqual([]);
  });

  it("stamps each request with the ledger held when it arrives: one that comes after a ledger closed is its late one, never the next ledger's until that one is held", async () => {
    backend = new SpyBackend([]);
    const url = await backend.start();
    await fetch(`${url}/boot`);
    const first = new Ledger([{ method: 'DELETE', path: '/a', status: 202 }]);
    backend.hold(first);
    await fetch(`${url}/a`, { method: 'DELETE' });
    expect(first.close().map((r) => [r.path, r.status])).toEqual([['/a', 202]]);
    // Closed, still held: a background job's request is the first ledger's, late.
    const late = await fetch(`${url}/a`, { method: 'DELETE' });
    expect(late.status).toBe(202);
    const second = new Ledger();
    backend.hold(second);
    const next = await fetch(`${url}/a`, { method: 'DELETE' });
    expect(next.status).toBe(404);
    expect(first.seal().map((r) => r.path)).toEqual(['/a']);
    expect(second.close().map((r) => r.path)).toEqual(['/a']);
    // Nothing held while the server started: counted, no one's.
    expect(backend.received).toBe(4);
  });
});
