// Turning SDK errors into ProviderError: one classification for every adapter.
import { ProviderError, type ProviderErrorKind } from './types.js';

interface HeaderBag {
  get(name: string): string | null;
}

/** Milliseconds from `retry-after-ms`, else `retry-after` (seconds or an HTTP date). */
export function parseRetryAfter(
  headers: HeaderBag | undefined | null,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) {
    return Math.max(0, Number(ms));
  }
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  if (Number.isFinite(Number(value))) return Math.max(0, Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function kindForStatus(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate-limit';
  if (status === 503 || status === 529) return 'overloaded';
  if (status === 408) return 'timeout';
  if (status >= 500) return 'server';
  if (status >= 400) return 'bad-request';
  return 'other';
}

// @google/genai puts the whole JSON error body in the message; keep just its text.
function readableMessage(message: string): string {
  if (!message.startsWith('{')) return message;
  try {
    const body = JSON.parse(message) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : message;
  } catch {
    return message;
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/**
 * Classifies anything an SDK threw. A caller's abort is passed through untouched: it is the
 * runner's own decision (a scenario timeout), not a provider failure.
 */
export function toProviderError(
  provider: string,
  err: unknown,
  signal?: AbortSignal,
  headers?: HeaderBag | null,
): unknown {
  if (err instanceof ProviderError) return err;
  if (signal?.aborted) return signal.reason ?? err;
  const e = isObject(err) ? err : {};
  // The SDKs' error classes don't all set `name`; their constructor names are stable.
  const ctor = (err as { constructor?: { name?: string } } | null)?.constructor?.name ?? '';
  const name = ctor.startsWith('API') ? ctor : typeof e.name === 'string' ? e.name : '';
  const message = readableMessage(err instanceof Error ? err.message : String(err));
  if (name === 'APIConnectionTimeoutError' || name === 'AbortError' || name === 'TimeoutError') {
    return new ProviderError('timeout', `${provider}: request timed out`);
  }
  if (typeof e.status === 'number') {
    const own = e.headers as HeaderBag | undefined;
    const h = own && typeof own.get === 'function' ? own : headers;
    return new ProviderError(
      kindForStatus(e.status),
      `${provider}: ${message}`,
      e.status,
      parseRetryAfter(h),
    );
  }
  // Connection refused / reset: worth a retry like a 5xx.
  if (name === 'APIConnectionError' || (err instanceof TypeError && message.includes('fetch'))) {
    return new ProviderError('server', `${provider}: connection error: ${message}`);
  }
  return new ProviderError('other', `${provider}: ${message}`);
}

/** An error as one line for a result row: a provider's kind and status first. */
export function describeError(err: unknown): string {
  if (err instanceof ProviderError) {
    return `${err.kind}${err.status ? ` (${err.status})` : ''}: ${err.message}`;
  }
  return err instanceof Error ? err.message : String(err);
}
