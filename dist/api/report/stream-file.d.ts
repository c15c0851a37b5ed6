export interface PlainRedaction {
    /** The text with each form as written replaced. */
    redact(text: string): string;
    /** The longest form's length (0: nothing to search for). */
    longest: number;
}
/** For a text searched already. */
export declare const SEARCHED: PlainRedaction;
/** A long text in slices, none ending in half of a surrogate pair. */
export declare function slices(text: string, size?: number): Generator<string>;
export declare function streamFile(file: string, pieces: Iterable<string>, plain: PlainRedaction): Promise<void>;
