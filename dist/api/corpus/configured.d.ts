import type { Config } from '../model/config.js';
import { type Corpus, type CorpusEntry } from './load.js';
export interface CorpusOptions {
    cwd: string;
    corpus?: (string | CorpusEntry)[];
    env?: NodeJS.ProcessEnv;
    keepPlaceholders?: boolean;
    /** Override the config's `repeat` and `timeout`. */
    repeat?: number;
    timeout?: number;
    /** A server is given outside the config (a flag or an action input). */
    serverGiven?: boolean;
    /** Return the problems with the corpus instead of throwing them (validate adds its own). */
    keepProblems?: boolean;
}
export declare function loadConfiguredCorpus(config: Config, opts: CorpusOptions): Promise<Corpus>;
/** The largest corpus file loaded, in bytes: MCP_EVAL_CORPUS_MAX_MB, else the default. */
export declare function corpusLimit(env: NodeJS.ProcessEnv): number;
