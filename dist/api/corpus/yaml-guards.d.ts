import { CST, type Document } from 'yaml';
/** Keys and indexes from the root, as source.ts's Path. */
type Path = readonly (string | number)[];
/** Deeper than any corpus, config or tool schema needs; far from the composer's stack limit. */
export declare const MAX_DEPTH = 100;
/** Nodes that aliases may add to a document in all (a "billion laughs" adds billions). */
export declare const MAX_ALIAS_EXPANSION = 100000;
export interface Fault {
    /** Offset in the text. */
    offset: number;
    path?: Path;
    message: string;
}
/**
 * The first collection nested deeper than MAX_DEPTH. The lexer finds deep flow collections
 * (`[[[…`) and compact sequences (`- - - …`) cheaply and stops there; the syntax tree, slow on
 * deep input, is walked only when the lexer could not rule out deep block nesting.
 */
export declare function depthFault(text: string, tokens: () => CST.Token[], 
/** Sees every token of the lexer's pass, so that the text is not lexed twice. */
visit?: (token: string) => void): Fault | undefined;
/**
 * An alias with no anchor before it, an alias inside the node it names (its data would be
 * circular) or aliases that expand past MAX_ALIAS_EXPANSION nodes. Walks the composed document,
 * whose depth depthFault has bounded; anchors resolve as YAML says, to the latest one before.
 */
export declare function aliasFault(doc: Document): Fault | undefined;
export {};
