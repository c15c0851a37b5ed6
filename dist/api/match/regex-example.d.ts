/**
 * Up to `limit` distinct strings that match `/source/flags`, the same for the same input (the
 * generator is seeded). Empty when none of the attempts matched, or the pattern is invalid.
 */
export declare function regexStrings(source: string, flags?: string, limit?: number): string[];
/**
 * Rewrites what randexp's parser (ret) does not read as JavaScript does: named groups and their
 * backreferences, lookbehinds, lazy quantifiers, lower-case hex escapes, and with the u or v flag
 * `\p{…}`, `\P{…}` and `\u{…}`. The result generates; it is not a regex to match with.
 */
export declare function forRandexp(source: string, unicode: boolean, lookbehindAsText?: boolean): string;
