// Retries are ours (every SDK's own retries are off), so backoff, jitter and retry-after
// behave the same for every provider and tests can inject the clock.
import {
  ProviderError,
  type ChatSession,
  type ModelStep,
  type Provider,
  type SessionOptions,
} from './types.js';
import { type ToolSpec } from '../model/tool.js';
import { answerOf, type RequestLimiter } from './limiter.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 3); rate limits with a deadline are bounded by
   * the deadline instead. */
  retries?: number;
  /** First backoff delay before jitter (default 1000 ms); doubles per retry. */
  baseDelayMs?: number;
  /** Cap on the computed backoff, and on retry-after when there is no deadline (default 60 s). */
  maxDelayMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  onRetry?: (err: ProviderError, attempt: number, delayMs: number) => void;
  /** The provider's in-flight limit: each try takes a slot, the sleeps between tries do not. */
  limiter?: RequestLimiter;
}

const RETRYABLE = new Set(['rate-limit', 'overloaded', 'server', 'timeout']);

export function isRetryable(err: unknown): err is ProviderError {
  return err instanceof ProviderError && RETRYABLE.has(err.kind);
}

/** 401/403: the runner stops this provider for the rest of the run. */
export function isFatalForProvider(err: unknown): boolean {
  return err instanceof ProviderError && err.kind === 'auth';
}

/** Delay before retry number `attempt` (0-based): retry-after when given, else backoff. */
export function retryDelay(
  err: ProviderError,
  attempt: number,
  opts: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'> = {},
): number {
  const max = opts.maxDelayMs ?? 60_000;
  if (err.retryAfterMs !== undefined) return Math.min(err.retryAfterMs, max);
  const ceiling = Math.min((opts.baseDelayMs ?? 1000) * 2 ** attempt, max);
  // Half fixed, half random: spreads concurrent scenarios without collapsing to ~0.
  return Math.round(ceiling / 2 + (ceiling / 2) * (opts.random ?? Math.random)());
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const MIN_TRY_MS = 1000;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** The error the row shows: the last one, saying how often it was retried and why no more. */
function giveUp(err: unknown, retried: number, why = ''): unknown {
  if (!(err instanceof ProviderError) || (retried === 0 && !why)) return err;
  const times = retried ? `; retried ${retried} time${retried === 1 ? '' : 's'}` : '';
  return new ProviderError(err.kind, `${err.message}${times}${why}`, err.status, err.retryAfterMs);
}

async function attempt(
  call: () => Promise<ModelStep>,
  signal: AbortSignal,
  opts: RetryOptions,
  { deadline, idle }: SessionOptions,
): Promise<ModelStep> {
  const retries = opts.retries ?? 3;
  for (let n = 0; ; n++) {
    // Waiting for a slot spends the scenario's time like a retry's sleep does.
    const slot = await opts.limiter?.acquire(signal, deadline).catch((err: unknown) => {
      throw giveUp(err, n);
    });
    try {
      const step = await call();
      slot?.done({ kind: 'ok' });
      return step;
    } catch (err) {
      slot?.done(answerOf(err));
      if (signal.aborted || !isRetryable(err)) throw giveUp(err, n);
      // A rate limit says "later", not "broken": with a deadline, the deadline is the bound.
      // (retries: 0 still means never.)
      const byClock = err.kind === 'rate-limit' && deadline !== undefined && retries > 0;
      if (!byClock && n >= retries) throw giveUp(err, n);
      const asked = err.retryAfterMs !== undefined && deadline !== undefined;
      const delay = asked ? err.retryAfterMs! : retryDelay(err, n, opts);
      if (deadline !== undefined) {
        const left = deadline - (opts.now ?? Date.now)();
        // A retry that would start with under a second to go could not finish anyway.
        if (delay + MIN_TRY_MS >= left) {
          throw giveUp(
            err,
            n,
            asked
              ? `; it asked (Retry-After) to wait ${seconds(delay)} but only ${seconds(Math.max(0, left))} of the scenario's time remained`
              : `; no time left in the scenario for another try`,
          );
        }
      }
      opts.onRetry?.(err, n + 1, delay);
      // Only waiting: the run may lend the scenario's slot to another scenario meanwhile.
      const wait = () => (opts.sleep ?? sleep)(delay, signal);
      await (idle ? idle(wait) : wait());
    }
  }
}

/** Adapters commit history only after a successful call, so repeating a call is safe. */
export function withRetry(
  session: ChatSession,
  opts: RetryOptions = {},
  deadline?: number,
  idle?: SessionOptions['idle'],
): ChatSession {
  const options = { deadline, idle };
  return {
    user: (turn, signal) => attempt(() => session.user(turn, signal), signal, opts, options),
    results: (outcomes, signal) =>
      attempt(() => session.results(outcomes, signal), signal, opts, options),
  };
}

export function withRetries(provider: Provider, opts: RetryOptions = {}): Provider {
  return {
    id: provider.id,
    name: provider.name,
    model: provider.model,
    start: (tools: ToolSpec[], session?: SessionOptions) =>
      withRetry(provider.start(tools, session), opts, session?.deadline, session?.idle),
  };
}
