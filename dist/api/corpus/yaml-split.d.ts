export interface Split {
    /** The root key whose value the sequence is, and its offset; none for a root sequence. */
    key?: string;
    keyOffset: number;
    /** Offset of the first item's `-`. */
    dash: number;
    /** Offset of the line each item starts on. */
    items: number[];
    /** Where the last item ends. */
    end: number;
}
/** Takes every token of `text`'s lexer, in order; `result` then says where to cut, if anywhere. */
export declare function splitter(text: string): {
    token: (token: string) => void;
    result: () => Split | undefined;
};
