import type { Json, JsonObject } from '../model/json.js';
export interface Mismatch {
    key: string;
    expected: Json;
    actual: Json | undefined;
}
export declare const isMatcher: (v: Json) => v is JsonObject;
/** Every mismatch between the expected subset and the actual args (empty when they match). */
export declare function matchArgs(expected: Record<string, Json>, actual: Record<string, Json>, prefix?: string): Mismatch[];
export declare function matchValue(want: Json, got: Json | undefined): boolean;
export declare const MATCHER_KEYS: string[];
/** The longest `$regex` a corpus may hold: V8 compiles a pattern on first use against an input
 * that could match, so one too large to compile would only fail then. */
export declare const MAX_REGEX = 10000;
/** A test that cannot throw: a pattern V8 cannot compile matches nothing. */
export declare function safeTest(re: RegExp, text: string): boolean;
/** What is wrong with the matchers below `value` (unknown `$` keys, bad regexes, wrong types). */
export declare function matcherProblems(value: unknown, path?: (string | number)[]): {
    path: (string | number)[];
    message: string;
}[];
