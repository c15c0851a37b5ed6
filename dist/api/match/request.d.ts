import type { RequestPattern } from '../model/scenario.js';
/** `*` matches within one path segment, `**` across segments; the rest is literal. */
export declare function pathRegex(pattern: string): RegExp;
export declare function matchesRequest(p: RequestPattern, req: {
    method: string;
    path: string;
}): boolean;
export declare function describePattern(p: RequestPattern): string;
