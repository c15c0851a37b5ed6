import type { Transcript } from '../../model/transcript.js';
/** The refusal recorded on a turn, if the model refused it. */
export declare const refusalOf: (t: Transcript, turn: number) => string | undefined;
/** `the model refused: "I can't help with that."` (quoted, one line, 300 characters at most). */
export declare function refused(text: string): string;
