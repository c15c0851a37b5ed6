/** Whitespace collapsed to one line, cut to `max` characters with "…". */
export declare function flatten(text: string, max?: number): string;
/**
 * One line of inline Markdown showing `text` as written: safe in a table cell, a list item or a
 * `> ` quote. Code spans in the text stay code spans (re-delimited so they cannot run on); the
 * rest is escaped.
 */
export declare function mdInline(text: string, max?: number): string;
/** A code span holding `text` on one line: its delimiter is longer than any backtick run in it. */
export declare function mdCode(text: string, max?: number): string;
/** Text inside raw HTML (a <summary>): entities for <, >, &, and no mention or autolink. */
export declare function htmlText(text: string, max?: number): string;
/** A fenced code block: its fence is longer than any backtick run in the text. */
export declare function fencedBlock(text: string, info?: string): string[];
