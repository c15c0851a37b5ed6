/** An encoded slash or a backslash, in the normalized form. */
export declare const SLASH = "%2F";
/** Decoded until nothing changes (bounded: each round only shortens the text). */
export declare function decodePath(text: string): string;
/** The path of a request target, before decoding: no query, no fragment, no scheme or host. */
export declare function targetPath(target: string): string;
/** The normalized readings of a path as it arrived: as written, and with dot segments resolved. */
export declare function pathReadings(raw: string): string[];
