import type { ReadPattern, RequestPattern } from '../model/scenario.js';
/** `*` matches within one path segment, `**` across segments; the rest is literal. Case is
 * ignored (express routes `/Clusters` to `/clusters`); a trailing `/` is optional. */
export declare function pathRegex(pattern: string): RegExp;
/** `req.path` is the path as it arrived; the pattern matches any of its normalized readings. */
export declare function matchesRequest(p: RequestPattern, req: {
    method: string;
    path: string;
}): boolean;
export declare function describePattern(p: RequestPattern | ReadPattern): string;
