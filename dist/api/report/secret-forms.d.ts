/** Shorter values are not treated as secrets: they would match ordinary words and numbers. */
export declare const MIN_LENGTH = 6;
/** Every form of `secret` worth looking for, longest first. */
export declare function secretForms(secret: string): string[];
