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
/** What is wrong with the matchers below `value` (unknown `$` keys, bad regexes, wrong types). */
export declare function matcherProblems(value: unknown, path?: (string | number)[]): {
    path: (string | number)[];
    message: string;
}[];
