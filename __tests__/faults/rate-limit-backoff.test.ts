// A model API that answers a burst of 429s (Retry-After: 1) to every request for a moment, as an
// exhausted rate limit does (fifteen: the eight in flight and seven of their retries): through resolveProviders and the real OpenAI SDK, eight
// conversations at a time. The fake counts the requests in flight when each arrives: eight
// before the burst, at most four right after it, more again once the provider recovered.
import { afterEach, describe, expect, it } from 'vitest';
import { backoffNotices, resolveProviders } from '../../src/run/providers.js';
import type { Turn } from '../../src/model/scenario.js';
import { completion, startFake } from '../fakes/wire.js';

const K = 8;
const CONVERSATIONS = 80;
const LATENCY_MS = 80;
const BURST_FROM = 30;
/** Refused in a row: three quarters of 20, enough to tell a spent budget from refusals at
 * random (limiter.ts); one more would be a retry sent after the back-off, which lowers the
 * limit again. */
const BURST = 15;

interface Arrival {
  inFlight: number;
  phase: 'before' | 'burst' | 'after';
}

/** OpenAI wire: a get_cluster call, then after the tool result a text; requests BURST_FROM to
 * BURST_FROM + BURST - 1 are refused at once, the way a rate limiter answers. */
async function startBurstyApi() {
  const arrivals: Arrival[] = [];
  let inFlight = 0;
  const fake = await startFake(async ({ body }: { body: { messages: { role: string }[] } }) => {
    const n = arrivals.length;
    const burst = n >= BURST_FROM && n < BURST_FROM + BURST;
    inFlight++;
    arrivals.push({ inFlight, phase: burst ? 'burst' : n < BURST_FROM ? 'before' : 'after' });
    if (!burst) await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    inFlight--;
    if (burst)
      return { status: 429, retryAfter: '1', json: { error: { message: 'Rate limit reached' } } };
    return body.messages.at(-1)?.role === 'tool'
      ? completion({ content: 'Cluster c1 has 3 nodes.' })
      : completion({
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'get_cluster', arguments: '{"id":"c1"}' },
            },
          ],
        });
  });
  return { url: `${fake.url}/v1`, arrivals, close: () => fake.close() };
}

let api: Awaited<ReturnType<typeof startBurstyApi>> | undefined;
afterEach(async () => api?.close());

const turn: Turn = { user: 'Show cluster c1', expect: { order: 'any', extra_calls: 'allow' } };
const tools = [{ name: 'get_cluster', inputSchema: { type: 'object' } }];

describe('a burst of 429s from the model API', () => {
  it('lowers the in-flight requests, climbs back, and no conversation errors', async () => {
    api = await startBurstyApi();
    const notices: string[] = [];
    const { providers, infos, limiters } = resolveProviders(
      { specs: ['openai:gpt-x'], why: 'named' },
      { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: api.url },
      notices,
    );
    const [provider] = providers;
    const errors: string[] = [];
    let next = 0;
    const converse = async () => {
      while (next < CONVERSATIONS) {
        next++;
        const signal = new AbortController().signal;
        const session = provider.start(tools, { deadline: Date.now() + 30_000 });
        try {
          const step = await session.user(turn, signal);
          const [call] = step.calls;
          await session.results(
            [{ callId: call.id, tool: call.tool, text: '3', isError: false }],
            signal,
          );
        } catch (err) {
          errors.push(String(err));
        }
      }
    };
    await Promise.all(Array.from({ length: K }, converse));

    expect(errors).toEqual([]);
    const { arrivals } = api;
    expect(arrivals).toHaveLength(CONVERSATIONS * 2 + BURST);
    const most = (xs: Arrival[]) => Math.max(...xs.map((a) => a.inFlight));
    const after = arrivals.filter((a) => a.phase === 'after');
    expect(most(arrivals.filter((a) => a.phase === 'before'))).toBe(K);
    // Halved right after the burst …
    expect(most(after.slice(0, K / 2))).toBeLessThanOrEqual(K / 2);
    // … and above that again once enough answers came through (the limiter allows all eight).
    expect(most(after)).toBeGreaterThan(K / 2);
    expect(limiters.get('openai:gpt-x')!.backoff).toEqual({
      answers: BURST,
      lowest: K / 2,
      end: K,
      ceiling: K,
    });
    expect(backoffNotices(infos, limiters)).toEqual([
      'openai:gpt-x: 15 rate-limit answers; in-flight requests lowered to 4, back to 8 by the end',
    ]);
    expect(infos[0].backoff).toEqual({ answers: BURST, lowest: K / 2, end: K, ceiling: K });
  }, 30_000);
});
