// Turning SDK errors into ProviderError: one classification, and one way of saying it, for
// every adapter. Reasons name the provider's API so a reader knows whose fault it was.
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

const LABELS: Record<ProviderErrorKind, string> = {
  auth: 'key refused',
  'rate-limit': 'rate limited',
  overloaded: 'overloaded',
  server: 'server error',
  timeout: 'request timeout',
  'bad-request': 'request rejected',
  other: 'error',
};

/** "openai API" — the subject of every reason this module writes. */
export const apiName = (provider: string) => `${provider} API`;

/** Error bodies can be whole HTML pages (a proxy's 502): one line, 200 characters at most. */
export function clip(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

// @google/genai puts the whole JSON error body in the message, the other SDKs prefix the
// status ("500 {...}"); keep just the API's own words.
function readableMessage(message: string): string {
  const text = message.replace(/^\d{3}\s+/, '');
  if (!text.startsWith('{')) return text;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
    const inner = body.error?.message ?? body.message;
    return typeof inner === 'string' ? inner : text;
  } catch {
    return text;
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** Errors wrap errors (SDK → fetch → socket): the chain, outermost first. */
function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; isObject(e) && chain.length < 8; e = e.cause) chain.push(e);
  return chain;
}

/** The socket's own words for a broken connection ("other side closed", ECONNRESET). */
export function connectionDetail(err: unknown): string {
  const parts = causes(err).flatMap((e) => {
    const o = e as { code?: unknown; message?: unknown };
    return [o.code, o.message].filter(
      (x): x is string =>
        typeof x === 'string' && x !== '' && !/^(fetch failed|Connection error\.?)$/i.test(x),
    );
  });
  return [...new Set(parts)].join(', ') || 'connection closed';
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
  timeoutMs?: number,
): unknown {
  if (signal?.aborted) return signal.reason ?? err;
  // Our own checks inside fetch (a malformed body, a reset mid-body) arrive wrapped by the SDK.
  const own = causes(err).find((e) => e instanceof ProviderError);
  if (own) return own;
  const e = isObject(err) ? err : {};
  // The SDKs' error classes don't all set `name`; their constructor names are stable.
  const ctor = (err as { constructor?: { name?: string } } | null)?.constructor?.name ?? '';
  const name = ctor.startsWith('API') ? ctor : typeof e.name === 'string' ? e.name : '';
  const message = clip(readableMessage(err instanceof Error ? err.message : String(err)));
  const api = apiName(provider);
  if (name === 'APIConnectionTimeoutError' || name === 'AbortError' || name === 'TimeoutError') {
    const limit = timeoutMs ? ` within the request timeout (${timeoutMs / 1000} s)` : ' in time';
    return new ProviderError('timeout', `${api} did not answer${limit}`);
  }
  if (typeof e.status === 'number') {
    const own = e.headers as HeaderBag | undefined;
    const h = own && typeof own.get === 'function' ? own : headers;
    const kind = kindForStatus(e.status);
    return new ProviderError(
      kind,
      `${api} answered ${e.status} (${LABELS[kind]}): ${message}`,
      e.status,
      parseRetryAfter(h),
    );
  }
  // Connection refused / reset before an answer: worth a retry like a 5xx.
  if (name === 'APIConnectionError' || (err instanceof TypeError && message.includes('fetch'))) {
    return new ProviderError(
      'server',
      `${api} connection failed before an answer (${connectionDetail(err)})`,
    );
  }
  return new ProviderError('other', `${api} call failed: ${message}`);
}

/** An error as one line for a result row. Reasons written here already say whose error it
 * was; others (an agent CLI's, the judge's) get their kind and status in front. */
export function describeError(err: unknown): string {
  if (err instanceof ProviderError) {
    if (/^\S+ API /.test(err.message)) return err.message;
    return `${err.kind}${err.status ? ` (${err.status})` : ''}: ${err.message}`;
  }
  return err instanceof Error ? err.message : String(err);
}
