// The spy HTTP backend: answers from routes, logs every request, marks the ones no route answered.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { SpyBackend } from '../../src/spy/backend.js';
import { Ledger } from '../../src/spy/ledger.js';

let backend: SpyBackend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

describe('SpyBackend', () => {
  it('stamps each request with the calls running when it arrives, else those of the last busy spell', async () => {
    backend = new SpyBackend([]);
    const url = await backend.start();
    const ledger = new Ledger();
    backend.hold(ledger);
    await fetch(`${url}/boot`); // held, no call yet: nobody's
    const first = { kind: 'call' as const, index: 0 };
    backend.hold(ledger, first);
    await fetch(`${url}/one`);
    backend.release(first);
    await fetch(`${url}/after-one`); // what the call set off in the background
    // Two parallel calls: the spy cannot tell their requests apart.
    const second = { kind: 'call' as const, index: 1 };
    const probe = { kind: 'probe' as const, index: 0 };
    backend.hold(ledger, second);
    backend.hold(ledger, probe);
    await fetch(`${url}/both`);
    backend.release(second);
    await fetch(`${url}/probe-only`);
    backend.release(probe);
    await fetch(`${url}/after-both`);
    // Another scenario's ledger: nothing of the last one's calls carries over.
    const next = new Ledger();
    backend.hold(next);
    await fetch(`${url}/next`);
    expect(ledger.close().map((r) => [r.path, r.calls, r.probes])).toEqual([
      ['/boot', undefined, undefined],
      ['/one', [0], undefined],
      ['/after-one', [0], undefined],
      ['/both', [1], [0]],
      ['/probe-only', undefined, [0]],
      ['/after-both', [1], [0]],
    ]);
    expect(next.close().map((r) => [r.path, r.calls])).toEqual([['/next', undefined]]);
  });

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

/** Sends a request target exactly as written (fetch would resolve `..` and `%2e%2e`). */
function send(url: string, method: string, target: string, body?: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: target }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('SpyBackend paths', () => {
  it('logs the path exactly as it arrived, and routes its normalized form', async () => {
    backend = new SpyBackend([{ method: 'DELETE', path: '/items/*', status: 202 }]);
    const url = await backend.start();
    const ledger = new Ledger();
    backend.hold(ledger);
    const targets = ['//items/x', '/items/%2e%2e', '/Items/a%2Fb?force=1&force=2', '/x/../items/y'];
    const statuses = [];
    for (const target of targets) statuses.push(await send(url, 'DELETE', target));
    // Every spelling reaches the route (the old reading took `//items/x` as host `items`).
    expect(statuses).toEqual([202, 202, 202, 202]);
    expect(ledger.close().map((r) => [r.path, r.query])).toEqual([
      ['//items/x', {}],
      ['/items/%2e%2e', {}],
      ['/Items/a%2Fb', { force: '2' }],
      ['/x/../items/y', {}],
    ]);
  });

  it('logs the operations of a request a graphql route answers', async () => {
    backend = new SpyBackend([{ method: 'POST', path: '/graphql', graphql: true, json: {} }]);
    const url = await backend.start();
    const ledger = new Ledger();
    backend.hold(ledger);
    await fetch(`${url}/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: 'mutation deleteItem { deleteItem(id: 1) }' }),
    });
    await fetch(`${url}/other`, { method: 'POST', body: '{}' });
    // The route answers POST only, yet names the endpoint: a GET's mutation is read there too.
    await fetch(`${url}/graphql?query=${encodeURIComponent('mutation wipe { wipe }')}`);
    const [answered, other, viaGet] = ledger.close();
    expect(answered.graphql).toEqual([{ type: 'mutation', name: 'deleteItem' }]);
    expect(other).not.toHaveProperty('graphql');
    expect(viaGet).toMatchObject({ unrouted: true, graphql: [{ type: 'mutation', name: 'wipe' }] });
  });
});
