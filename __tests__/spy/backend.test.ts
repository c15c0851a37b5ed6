// The spy HTTP backend: answers from routes, logs every request, marks the ones no route answered.
import { afterEach, describe, expect, it } from 'vitest';
import { SpyBackend } from '../../src/spy/backend.js';

let backend: SpyBackend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

describe('SpyBackend', () => {
  it('answers a routed request from its route and an unrouted one with 404, marking it', async () => {
    backend = new SpyBackend([{ method: 'GET', path: '/clusters/*', json: { id: 'c1' } }]);
    const url = await backend.start();
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
    const log = backend.take();
    expect(log).toMatchObject([
      { method: 'GET', path: '/clusters/c1', query: { verbose: '1' }, status: 200 },
      { method: 'POST', path: '/clusters/c1/nodes', body: { n: 2 }, status: 404, unrouted: true },
    ]);
    expect(log[0]).not.toHaveProperty('unrouted');
    expect(backend.take()).toEqual([]);
  });
});
