/** "Fourteen  Pods" -> "14 pods"; "twenty-one" -> "21"; "1,234,567" -> "1234567". */
export declare function normalizeText(text: string): string;
export declare function containsText(haystack: string, needle: string): boolean;
/** Does a reply ask the user for something? A question, or a request for the missing detail —
 * not a refusal, not a claim that it is done. */
export declare function asks(reply: string): boolean;
