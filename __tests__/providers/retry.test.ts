import { describe, expect, it, vi } from 'vitest';
import { parseRetryAfter, toProviderError } from '../../src/providers/errors.js';
import { isFatalForProvider, retryDelay, withRetry } from '../../src/providers/retry.js';
import { ProviderError, type ChatSession, type ModelStep } from '../../src/providers/types.js';

const turn = { user: 'hi', expect: { order: 'any' as const, extra_calls: 'allow' as const } };
const ok: ModelStep = { text: 'ok', calls: [] };

function flaky(errors: unknown[]): ChatSession & { calls: number } {
  const s = {
    calls: 0,
    async user() {
      const err = errors[s.calls++];
      if (err) throw err;
      return ok;
    },
    async results() {
      return ok;
    },
  };
  return s;
}

describe('retry', () => {
  it('retries retryable kinds with exponential backoff and jitter', async () => {
    const inner = flaky([
      new ProviderError('server', 'a', 500),
      new ProviderError('overloaded', 'b', 529),
      new ProviderError('timeout', 'c'),
    ]);
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
    const step = await withRetry(inner, { sleep, random: () => 1, baseDelayMs: 100 }).user(
      turn,
      new AbortController().signal,
    );
    expect(step).toBe(ok);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([100, 200, 400]);
  });

  it('does not retry bad-request or auth', async () => {
    for (const kind of ['bad-request', 'auth'] as const) {
      const inner = flaky([new ProviderError(kind, 'no', 400)]);
      const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
      await expect(
        withRetry(inner, { sleep }).user(turn, new AbortController().signal),
      ).rejects.toMatchObject({ kind });
      expect(inner.calls).toBe(1);
    }
  });

  it('stops when the runner aborted', async () => {
    const controller = new AbortController();
    const inner = flaky([
      new ProviderError('server', 'x', 500),
      new ProviderError('server', 'x', 500),
    ]);
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => controller.abort());
    await expect(withRetry(inner, { sleep }).user(turn, controller.signal)).rejects.toMatchObject({
      kind: 'server',
    });
    expect(inner.calls).toBe(2);
  });

  it('caps retry-after and backoff at maxDelayMs', () => {
    expect(retryDelay(new ProviderError('rate-limit', '', 429, 500_000), 0)).toBe(60_000);
    expect(retryDelay(new ProviderError('server', ''), 10, { random: () => 1 })).toBe(60_000);
  });

  it('classifies auth as fatal for the provider', () => {
    expect(isFatalForProvider(new ProviderError('auth', 'x', 401))).toBe(true);
    expect(isFatalForProvider(new ProviderError('rate-limit', 'x', 429))).toBe(false);
    expect(isFatalForProvider(new Error('x'))).toBe(false);
  });
});

describe('errors', () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it('parses retry-after-ms, seconds and HTTP dates', () => {
    expect(parseRetryAfter(headers({ 'retry-after-ms': '120' }))).toBe(120);
    expect(parseRetryAfter(headers({ 'retry-after': '2.5' }))).toBe(2500);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }), now)).toBe(
      30_000,
    );
    expect(parseRetryAfter(headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });

  it('maps statuses to kinds', () => {
    const kinds = [401, 403, 429, 503, 529, 500, 502, 408, 400, 404, 422].map(
      (status) =>
        (toProviderError('x', Object.assign(new Error('e'), { status })) as ProviderError).kind,
    );
    expect(kinds).toEqual([
      'auth',
      'auth',
      'rate-limit',
      'overloaded',
      'overloaded',
      'server',
      'server',
      'timeout',
      'bad-request',
      'bad-request',
      'bad-request',
    ]);
  });

  it('extracts the message from a JSON error body', () => {
    const err = Object.assign(
      new Error(JSON.stringify({ error: { message: 'quota', code: 429 } })),
      {
        status: 429,
      },
    );
    expect((toProviderError('gemini', err) as ProviderError).message).toBe(
      'gemini API answered 429 (rate limited): quota',
    );
  });
});

describe('retry within a deadline', () => {
  const signal = new AbortController().signal;
  const limited = (ms?: number) =>
    new ProviderError('rate-limit', 'openai API answered 429', 429, ms);

  it('keeps retrying a rate limit past the retry count while the deadline allows', async () => {
    const inner = flaky(Array.from({ length: 6 }, () => limited(1000)));
    let now = 0;
    const sleep = vi.fn(async (ms: number) => void (now += ms));
    const session = withRetry(inner, { retries: 2, sleep, now: () => now }, 60_000);
    await expect(session.user(turn, signal)).resolves.toBe(ok);
    expect(inner.calls).toBe(7);
  });

  it('gives up at once when retry-after is longer than the time left, saying so', async () => {
    const inner = flaky([limited(120_000)]);
    const sleep = vi.fn(async () => {});
    const session = withRetry(inner, { sleep, now: () => 0 }, 30_000);
    await expect(session.user(turn, signal)).rejects.toThrow(
      "openai API answered 429; it asked (Retry-After) to wait 120 s but only 30 s of the scenario's time remained",
    );
    expect(sleep).not.toHaveBeenCalled();
  });

  it('says how often a transient error was retried', async () => {
    const inner = flaky(
      [1, 2, 3].map(() => new ProviderError('server', 'openai API answered 500', 500)),
    );
    const session = withRetry(inner, { retries: 2, sleep: async () => {} });
    await expect(session.user(turn, signal)).rejects.toThrow(
      /^openai API answered 500; retried 2 times$/,
    );
  });
});
