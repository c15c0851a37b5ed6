export declare const junit: import("./output.js").ReportOutput;
/**
 * Drops what XML 1.0 cannot hold at all, escaped or not: control characters other than tab,
 * newline and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
export declare function xmlSafe(s: string): string;
