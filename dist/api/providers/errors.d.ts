import { type ProviderErrorKind } from './types.js';
interface HeaderBag {
    get(name: string): string | null;
}
/** Milliseconds from `retry-after-ms`, else `retry-after` (seconds or an HTTP date). */
export declare function parseRetryAfter(headers: HeaderBag | undefined | null, now?: number): number | undefined;
export declare function kindForStatus(status: number): ProviderErrorKind;
/** "openai API" — the subject of every reason this module writes. */
export declare const apiName: (provider: string) => string;
/** Error bodies can be whole HTML pages (a proxy's 502): one line, 200 characters at most. */
export declare function clip(text: string, max?: number): string;
/** The socket's own words for a broken connection ("other side closed", ECONNRESET). */
export declare function connectionDetail(err: unknown): string;
/**
 * Classifies anything an SDK threw. A caller's abort is passed through untouched: it is the
 * runner's own decision (a scenario timeout), not a provider failure.
 */
export declare function toProviderError(provider: string, err: unknown, signal?: AbortSignal, headers?: HeaderBag | null, timeoutMs?: number): unknown;
/** An error as one line for a result row. Reasons written here already say whose error it
 * was; others (an agent CLI's, the judge's) get their kind and status in front. */
export declare function describeError(err: unknown): string;
export {};
