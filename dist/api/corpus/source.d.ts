import type { Problem } from '../errors.js';
export type Path = readonly (string | number)[];
export interface Position {
    line: number;
    column: number;
}
export interface Source {
    file: string;
    data: unknown;
    /** Line (1-based) of the value at `path`, or of its nearest ancestor. */
    lineOf(path: Path): number;
    /** Line and column (1-based) of the value at `path`, or of its nearest ancestor. */
    posOf(path: Path): Position;
    /** The text as read, for columns within a line. */
    text?: string;
}
export declare function formatPath(path: Path): string;
/** Text from a file made safe for a one-line message: a key or a YAML error may hold a line
 * break, a terminal escape or a right-to-left override, which would garble the output. */
export declare function printable(text: string): string;
export declare function readSource(file: string, shown?: string): Promise<Source | Problem>;
/** `cut: false` parses the text whole, as when a part of the cut text has an error (for tests,
 * which compare the two). */
export declare function parseSource(text: string, file: string, cut?: boolean): Source | Problem;
export declare function isProblem(x: Source | Problem): x is Problem;
