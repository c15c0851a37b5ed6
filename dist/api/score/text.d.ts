/** "Fourteen  Pods" -> "14 pods"; "twenty-one" -> "21"; "1,234,567" -> "1234567". */
export declare function normalizeText(text: string): string;
/** Substring match after normalizing (tool results for `result_contains`); a number at either
 * end of the needle is whole: "5 nodes" is not in "15 nodes". */
export declare function containsText(haystack: string, needle: string): boolean;
export type FactMatch = 'found' | 'negated' | 'absent';
/**
 * Where an answer fact stands in a reply: found as whole words and numbers ("5" is not in "15",
 * "2.5" not in "2.55", "pod" not in "pods", "1" not in "eu-west-1"), found only under a negation
 * in its clause ("not 15", "isn't 15"), or absent.
 */
export declare function findFact(reply: string, fact: string): FactMatch;
/** The reply's sentences, lowercased: split after ". ", "? ", "! " and at line breaks. */
export declare function sentences(reply: string): string[];
/**
 * Does the reply ask for one of the terms? 'asks' when a sentence asks (a question or a request)
 * and it, or the sentence just before it, names a term ("You have prod and staging. Which
 * cluster?" and "I need to know which cluster. Which one is it?" both ask for the cluster);
 * 'other' when it asks, but for none of them; 'none' when nothing asks. Without terms, any
 * question or request is 'asks'. Terms match as whole words, a plural too.
 */
export declare function asksFor(reply: string, terms?: string[]): 'asks' | 'other' | 'none';
/** The sentence in which the reply claims it has done something, if one does (a sentence with a
 * negation or a condition — "nothing has been created yet", "once it is created" — does not). */
export declare function claimsDone(reply: string): string | undefined;
