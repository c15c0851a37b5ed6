// A model API that redirects: through the real engine and each official SDK, a redirect within
// the API's origin is followed (the body sent again), one to another origin is not — the row is
// errored saying so, and the other origin (a second loopback server) never sees a request, so
// never the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultCounter } from './helpers.js';
import { runFaults, type FaultCase } from './fakes/run.js';
import { startFake, WIRES, type FakeServer, type Wire } from '../fakes/wire.js';

const fault = faultCounter('redirect');

let wire: Wire = WIRES.openai;

/** The other origin: records every request with its headers, and answers as the model would. */
let elsewhere: FakeServer;
const seen = () => elsewhere.requests.map((r) => r.headers);

beforeAll(async () => {
  // The reply that would pass the scenario: following the redirect must not look harmless.
  elsewhere = await startFake(({ body }) => ({
    json: wire.hasResults(body ?? {})
      ? wire.text('You have one cluster: prod.')
      : wire.calls([{ name: 'list_clusters' }]),
  }));
});
afterAll(() => elsewhere.close());

const first =
  (redirect: (w: Wire) => string, status?: number) =>
  (w: Wire, n: number): ReturnType<FaultCase['fault']> =>
    n === 0 ? { redirect: redirect(w), ...(status ? { status } : {}) } : undefined;

describe.each(['openai', 'anthropic', 'gemini'] as const)('%s: a redirect', (api) => {
  it(
    'to another origin is not followed: the key never reaches it; within the origin it is',
    fault(async () => {
      wire = WIRES[api];
      elsewhere.requests.length = 0;
      const cases: FaultCase[] = [
        { id: 'cross-307', fault: first(() => `${elsewhere.url}/v1/steal`) },
        { id: 'cross-308', fault: first(() => `${elsewhere.url}/`, 308) },
        { id: 'cross-302', fault: first(() => `${elsewhere.url}/x`, 302) },
        // The same host name under another port is another origin, and so is another scheme.
        { id: 'cross-scheme', fault: first(() => elsewhere.url.replace('http:', 'https:')) },
        { id: 'same-307', fault: first(() => '/moved/here') },
        { id: 'same-308', fault: first(() => '/v2/again', 308) },
      ];
      const run = await runFaults(wire, cases, { provider: { retries: 1, timeout: 5 } });

      expect(seen()).toEqual([]);
      for (const id of ['cross-307', 'cross-308', 'cross-302']) {
        expect(run.rows.get(id)).toMatchObject({
          status: 'errored',
          reason: expect.stringMatching(
            new RegExp(
              `^${api} API redirected the request \\(30[278]\\) to ${elsewhere.url} \\(another origin\\); not followed, so the key is not sent there$`,
            ),
          ),
        });
      }
      expect(run.rows.get('cross-scheme')).toMatchObject({
        status: 'errored',
        reason: expect.stringContaining(
          `to ${elsewhere.url.replace('http:', 'https:')} (another origin)`,
        ),
      });
      // A redirect within the API's origin is followed with the request's body.
      expect(run.rows.get('same-307')?.status).toBe('pass');
      expect(run.rows.get('same-308')?.status).toBe('pass');
      // No key in the report either.
      expect(JSON.stringify(run.report)).not.toContain('test-key');
    }),
    30_000,
  );
});
