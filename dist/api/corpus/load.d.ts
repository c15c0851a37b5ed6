import type { Format } from '../model/config.js';
import type { Problem } from '../errors.js';
import type { LoadContext } from './context.js';
import { type FoundThresholds } from './thresholds-file.js';
import type { Scenario } from '../model/scenario.js';
export interface CorpusEntry {
    path: string;
    format?: Format;
    /** A thresholds file for this corpus (the config's shape or the tiered corpus's). */
    thresholds?: string;
}
export interface Corpus {
    scenarios: Scenario[];
    problems: Problem[];
    files: string[];
    /** Worth telling, never blocking (ignored fields of an imported format). */
    notices: string[];
    /** From a thresholds.yaml that came with the corpus (an entry's `thresholds:`, a
     * thresholds.yaml among the corpus files, or one beside a tiered corpus file). */
    thresholds?: FoundThresholds;
}
export declare function loadCorpus(entries: CorpusEntry[], ctx: LoadContext): Promise<Corpus>;
