export interface SecretPattern {
    name: string;
    pattern: RegExp;
    /** What the pattern's match starts with, after its `\b` (a regex source): see PATTERN_HINT. */
    start: string;
    keep?: string;
}
export declare const SECRET_PATTERNS: SecretPattern[];
/** Every pattern's start at a word boundary: a text it does not match holds no pattern's match,
 * so one scan spares the replace passes of the (usual) clean text. */
export declare const PATTERN_HINT: string;
/** `text` matched literally inside a RegExp. */
export declare const literal: (text: string) => string;
