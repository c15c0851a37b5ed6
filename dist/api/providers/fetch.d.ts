import type { ResponseCache } from './cache.js';
export interface BodyCheck {
    /** What a good answer is, for the reason: "chat completion". */
    what: string;
    /** Why the parsed body is not one, or undefined when it is. */
    problem(body: unknown): string | undefined;
}
export declare function checkedFetch(provider: string, check: BodyCheck, onResponse?: (res: Response) => void, 
/** Answers kept on disk: a hit was checked when it was stored. */
cache?: ResponseCache): typeof fetch;
export declare const isObject: (x: unknown) => x is Record<string, unknown>;
