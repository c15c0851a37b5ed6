import { type ProviderErrorKind } from './types.js';
interface HeaderBag {
    get(name: string): string | null;
}
/** Milliseconds from `retry-after-ms`, else `retry-after` (seconds or an HTTP date). */
export declare function parseRetryAfter(headers: HeaderBag | undefined | null, now?: number): number | undefined;
export declare function kindForStatus(status: number): ProviderErrorKind;
/**
 * Classifies anything an SDK threw. A caller's abort is passed through untouched: it is the
 * runner's own decision (a scenario timeout), not a provider failure.
 */
export declare function toProviderError(provider: string, err: unknown, signal?: AbortSignal, headers?: HeaderBag | null): unknown;
/** An error as one line for a result row: a provider's kind and status first. */
export declare function describeError(err: unknown): string;
export {};
