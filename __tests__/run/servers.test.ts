// Model concurrency and server processes are separate knobs: stub-mode scenarios share the one
// process that listed the tools, a stateless server lends a process per call from a small pool,
// a stateful one holds a process per scenario, never more than `server.pool`. Whatever the
// sharing, each row's spy requests are its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, corpusFile, ROOT, run, stdioServer, tempDir } from '../integration/helpers.js';

const COUNTED = path.join(ROOT, '__tests__/fakes/counted-server.mjs');
const N = 8;

afterEach(cleanup);

/** A config whose server logs each start; `server` adds to its fields. */
function counted(server: Record<string, unknown> = {}) {
  const log = path.join(tempDir('spawns'), 'spawns.log');
  writeFileSync(log, '');
  return {
    log,
    spawns: () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length,
    server: {
      ...stdioServer(COUNTED, [], { OPS_API_URL: '${spy.url}', SPAWN_LOG: log }),
      ...server,
    },
  };
}

/** N scenarios, each reading its own cluster; the spy answers after `delay` ms so that they
 * overlap. */
function clusters(mode: 'live' | 'stub') {
  const scenarios = Array.from(
    { length: N },
    (_, i) => `  - id: s${i}
    prompt: Show cluster c${i}.
    expect: { calls: [{ tool: get_cluster, args: { id: c${i} }, stub: { id: c${i} } }] }
    gates: [{ no_mutation: true }]`,
  );
  return corpusFile(`defaults: { mode: ${mode} }\nscenarios:\n${scenarios.join('\n')}\n`);
}

const ROUTES = [{ method: 'GET', path: '/clusters/*', json: { nodes: 3 }, delay: 60 }];

/** Each row's spy requests, by scenario. */
const requestsOf = (r: Awaited<ReturnType<typeof run>>) =>
  Object.fromEntries(
    r.report.results.map((row) => [row.scenario, row.requests.map((q) => `${q.method} ${q.path}`)]),
  );
const own = () =>
  Object.fromEntries(Array.from({ length: N }, (_, i) => [`s${i}`, [`GET /clusters/c${i}`]]));

describe('server processes apart from model concurrency', () => {
  it('stub mode: one process lists the tools for every scenario in flight', async () => {
    const c = counted();
    const r = await run({
      server: c.server,
      concurrency: 4,
      corpus: [clusters('stub')],
    });
    expect(r.report.results.map((x) => x.status)).toEqual(Array(N).fill('inconclusive'));
    expect(c.spawns()).toBe(1);
  });

  /** N live scenarios, 4 in flight, on a server with `fields`: every row passes with its own
   * requests; the processes it started. */
  async function live(fields: Record<string, unknown>): Promise<number> {
    const c = counted(fields);
    const r = await run({
      server: c.server,
      concurrency: 4,
      spy: { routes: ROUTES },
      corpus: [clusters('live')],
    });
    expect(r.report.results.map((x) => x.status)).toEqual(Array(N).fill('pass'));
    expect(requestsOf(r)).toEqual(own());
    return c.spawns();
  }

  it('a stateless server lends one process per call: one process serves 4 scenarios in flight, and each row has its own requests', async () => {
    expect(await live({ stateless: true, pool: 1 })).toBe(1);
  });

  it('a stateful server holds a process per scenario, at most server.pool of them', async () => {
    expect(await live({ pool: 2 })).toBe(2);
  });

  it('by default a stateful server gets the processes its scenarios hold at once: here one per scenario in flight, since the model answers at once and a scenario holds its process nearly all its time', async () => {
    expect(await live({})).toBe(4);
  });
});

/** An ops API outside the run (the server cannot reach the spy) answering after `ms`; counts
 * the requests it had at once at most. */
async function slowApi(ms: number) {
  let open = 0;
  const seen = { most: 0, total: 0 };
  const server = createServer((req, res) => {
    open++;
    seen.total++;
    seen.most = Math.max(seen.most, open);
    setTimeout(() => {
      open--;
      const id = decodeURIComponent(req.url?.split('/').pop() ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    }, ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('a stateless server the spy cannot see', () => {
  const corpus = () =>
    corpusFile(
      `defaults: { mode: live }\nscenarios:\n${Array.from(
        { length: N },
        (_, i) =>
          `  - id: s${i}\n    prompt: Show cluster c${i}.\n    expect: { calls: [{ tool: get_cluster, args: { id: c${i} }, stub: { id: c${i} } }] }`,
      ).join('\n')}\n`,
    );

  /** N live scenarios, 4 in flight, on one process of a server whose API takes 300 ms. */
  async function slow(extra: Record<string, unknown> = {}) {
    const api = await slowApi(300);
    try {
      const c = counted({ stateless: true, pool: 1 });
      c.server.env = { ...(c.server.env as object), OPS_API_URL: api.url };
      const r = await run({ server: c.server, concurrency: 4, corpus: [corpus()], ...extra });
      expect(r.report.results.map((x) => x.status)).toEqual(Array(N).fill('pass'));
      expect(api.seen.total).toBe(N);
      return { spawns: c.spawns(), most: api.seen.most };
    } finally {
      await api.close();
    }
  }

  it('runs its calls side by side on one process, as a host would: none waits for another', async () => {
    const { spawns, most } = await slow();
    expect(spawns).toBe(1);
    // Lent one call at a time, the API would never see two at once (the test below).
    expect(most).toBeGreaterThan(1);
  });

  it('lends a process one call at a time when the client declares elicitation: its requests go to the call in flight', async () => {
    expect(await slow({ client: { elicitation: true } })).toEqual({ spawns: 1, most: 1 });
  });
});
