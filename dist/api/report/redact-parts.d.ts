export interface Replaced {
    text: string;
    count: number;
}
/** Each form found with line breaks inside it, replaced. Searched in the text with its breaks
 * taken out, then mapped back: one pass per form, however long the text. */
export declare function redactWrapped(text: string, forms: string[], marker: string): Replaced;
/**
 * Part of a form left where a text was cut before it reached us: the tail of a hook's output
 * starts mid-secret after its "…", a clipped message ends mid-secret before "…" or "[cut: …]".
 * Only at those marks, and only a piece of MIN_PART characters or more: a word that happens to
 * begin or end a secret elsewhere is left alone.
 */
export declare function redactCutEdges(text: string, forms: string[], marker: string): Replaced;
/**
 * A form split across two texts that follow each other (one tool result ending with its start,
 * the next beginning with its end): both parts replaced. Only the seam is searched, the last and
 * first `longest - 1` characters of each pair, so a long text costs no more than a short one.
 */
export declare function redactSeams(texts: string[], forms: string[], anyForm: RegExp, marker: string): {
    texts: string[];
    count: number;
};
