import { type Thresholds } from '../model/config.js';
import type { Problem } from '../errors.js';
import { type Source } from './source.js';
export interface FoundThresholds {
    /** As shown to the user. */
    file: string;
    thresholds: Thresholds;
}
/** A file named thresholds.yaml (or .yml) that is not a corpus. */
export declare function isThresholdsFile(file: string, data: unknown): boolean;
export declare function parseThresholdsSource(source: Source): {
    thresholds?: Thresholds;
    problems: Problem[];
    notices: string[];
};
/** Reads a thresholds file named by a corpus entry (`thresholds:`) or found beside a corpus. */
export declare function readThresholdsFile(file: string, shown: string): Promise<{
    found?: FoundThresholds;
    problems: Problem[];
    notices: string[];
}>;
