import { type CST } from 'yaml';
/** Markers the lexer adds that are not in the text (document, flow error end, scalar); kept here
 * by their index as a negative code, as a length is never negative. */
export declare const MARKERS: readonly string[];
export declare class Lexemes {
    private readonly text;
    private codes;
    private count;
    constructor(text: string);
    push(token: string): void;
    /** A cursor for items in order: the syntax tree of the text from `start` to `end`, as the
     * parser makes it of that text alone; undefined where a token crosses either offset. */
    reader(): (start: number, end: number) => CST.Token[] | undefined;
}
