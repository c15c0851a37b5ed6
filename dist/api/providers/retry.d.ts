import { ProviderError, type ChatSession, type Provider, type SessionOptions } from './types.js';
import { type RequestLimiter } from './limiter.js';
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
export declare function isRetryable(err: unknown): err is ProviderError;
/** 401/403: the runner stops this provider for the rest of the run. */
export declare function isFatalForProvider(err: unknown): boolean;
/** Delay before retry number `attempt` (0-based): retry-after when given, else backoff. */
export declare function retryDelay(err: ProviderError, attempt: number, opts?: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number;
export declare function sleep(ms: number, signal: AbortSignal): Promise<void>;
/** Adapters commit history only after a successful call, so repeating a call is safe. */
export declare function withRetry(session: ChatSession, opts?: RetryOptions, deadline?: number, idle?: SessionOptions['idle']): ChatSession;
export declare function withRetries(provider: Provider, opts?: RetryOptions): Provider;
