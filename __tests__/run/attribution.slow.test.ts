// Exact spy attribution: a server's background job may call its API after the tool call that
// started it returned. Within `spy.settle_ms` the request is its scenario's as any other; later,
// it still is (its row is decided again before the reports are written); the next scenario on
// the same process is never blamed for it. For a stateful server and a stateless pool alike.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Run } from '../integration/helpers.js';
import { cleanup, corpusFile, ROOT, run, stdioServer } from '../integration/helpers.js';

const LATE = path.join(ROOT, '__tests__/faults/servers/late-server.mjs');
const ROUTES = [
  { method: 'DELETE', path: '/jobs/*', status: 202, json: { ok: true } },
  { method: 'GET', path: '/jobs', json: [] },
];
const NO_DELETE = '[{ no_request: { method: DELETE, path: "/jobs/*" } }]';

/** A job whose DELETE comes `ms` after its call returned, as scenario `id`. */
const job = (id: string, ms: number) => `  - id: ${id}
    prompt: start job ${id}
    expect: { calls: [{ tool: start_job, args: { id: ${id}, after_ms: ${ms} } }] }
    gates: ${NO_DELETE}`;

/** A read-only scenario; its setup (`before`) holds it `wait` seconds before its first call. */
const reader = (id: string, wait = 0) => `  - id: ${id}${wait ? `\n    before: sleep ${wait}` : ''}
    prompt: list jobs
    expect: { calls: [{ tool: list_jobs }] }
    gates: [{ no_mutation: true }]`;

function runLate(server: Record<string, unknown>, settle: number, scenarios: string[], n = 1) {
  return run({
    server: { ...stdioServer(LATE, [], { API_URL: '${spy.url}' }), ...server },
    mode: 'live',
    concurrency: n,
    spy: { routes: ROUTES, settle_ms: settle },
    corpus: [corpusFile(`scenarios:\n${scenarios.join('\n')}\n`)],
  });
}

/** Each row's requests as `METHOD /path`, a late one marked. */
const requests = (r: Run, id: string) =>
  r.row(id).requests.map((q) => `${q.method} ${q.path}${q.late ? ' (late)' : ''}`);

afterEach(cleanup);

describe.each([
  ['a stateful server', {}, 1.5],
  ['a stateless pool', { stateless: true, pool: 1 }, 3],
])('spy attribution: %s', (_name, server, lateSeconds) => {
  it(`a request within the settle window is its scenario's; one ${lateSeconds} s later re-decides its own row; the next scenario on the process is not blamed`, async () => {
    // A window wide enough for a loaded machine, where the server's first fetch takes a while.
    const r = await runLate(server, 400, [
      job('quick', 0),
      job('late', lateSeconds * 1000),
      // Its setup outlasts the late job: the DELETE comes while this scenario waits to call.
      reader('next', lateSeconds + 1),
    ]);
    // Within the window: an ordinary request of its own scenario.
    expect(r.row('quick').status).toBe('fail');
    expect(r.row('quick').reason).toMatch(/^gate:no_request: the server sent DELETE \/jobs\/quick/);
    expect(r.row('quick').reason).not.toMatch(/after the scenario ended/);
    expect(requests(r, 'quick')).toEqual(['DELETE /jobs/quick']);
    // Past it, before the run ended: its own row fails, saying why.
    expect(r.row('late').status).toBe('fail');
    expect(r.row('late').reason).toMatch(
      /^gate:no_request: the server sent DELETE \/jobs\/late .*after the scenario ended/,
    );
    expect(requests(r, 'late')).toEqual(['DELETE /jobs/late (late)']);
    // The next scenario saw only its own read.
    expect(r.row('next').status).toBe('pass');
    expect(requests(r, 'next')).toEqual(['GET /jobs']);
    // Decided before the reports were written: report.json says the same.
    const written = Object.fromEntries(r.written.results.map((x) => [x.scenario, x.status]));
    expect(written).toEqual({ quick: 'fail', late: 'fail', next: 'pass' });
    expect(r.markdown).toMatch(/after the scenario ended/);
    expect(r.report.notices.filter((n) => /decided again/.test(n))).toEqual([
      expect.stringMatching(
        /^1 row\(s\) decided again: .*settle_ms 400 ms\): late \(replay\) fail$/,
      ),
    ]);
  });
});

it('a stateless process is kept for its caller through the settle window: a scenario in flight beside it does not get its request', async () => {
  const r = await runLate(
    { stateless: true, pool: 1 },
    600,
    [job('slow', 150), reader('beside')],
    2,
  );
  expect(r.row('slow').status).toBe('fail');
  expect(requests(r, 'slow')).toEqual(['DELETE /jobs/slow']);
  expect(r.row('beside').status).toBe('pass');
  expect(requests(r, 'beside')).toEqual(['GET /jobs']);
});

it('a scenario that called no server does not wait for the settle window', async () => {
  const started = Date.now();
  const r = await run({
    server: stdioServer(LATE, [], { API_URL: '${spy.url}' }),
    mode: 'stub',
    spy: { routes: ROUTES, settle_ms: 10_000 },
    corpus: [corpusFile(`scenarios:\n${job('stubbed', 0)}\n`)],
  });
  expect(r.row('stubbed').requests).toEqual([]);
  expect(Date.now() - started).toBeLessThan(8_000);
});
