import type { ExpectedCall } from '../model/scenario.js';
import type { RecordedCall } from '../model/transcript.js';
export interface Alignment {
    /** For each expected step, the index of its call, or -1. */
    index: number[];
    /** Strict order held: matched calls appear in the expected order. */
    inOrder: boolean;
}
export declare function align(expected: ExpectedCall[], calls: RecordedCall[], order: 'strict' | 'any'): Alignment;
