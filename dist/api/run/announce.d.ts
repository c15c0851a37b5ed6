import type { ProviderSpec, Thresholds } from '../model/config.js';
import { type Env } from '../providers/spec.js';
/** Who gave the options: the flags of the CLI, the inputs of the action, or a program. */
export type Via = 'cli' | 'action';
export interface ProviderChoice {
    specs: ProviderSpec[];
    /** Why these: named, from the config, picked by a key in the environment, or replay. */
    why: string;
    /** Nothing named and no key set: replay stands in. */
    fallback?: boolean;
}
/** The providers a run uses when `named` (flags or inputs) or the config's list may be empty. */
export declare function chooseProviders(named: ProviderSpec[] | undefined, config: {
    file?: string;
    providers?: ProviderSpec[];
}, env: Env, cwd: string, via?: Via): ProviderChoice;
export interface SetupFacts {
    cwd: string;
    /** The config file loaded (absolute), when there is one. */
    configFile?: string;
    via?: Via;
    /** `run` only: each provider's id, with why it will not run when it is skipped. */
    providers?: {
        choice: ProviderChoice;
        skipped: Record<string, string>;
    };
    thresholds?: Thresholds;
    /** Where the thresholds came from: the flag or input, the config, or the corpus's file. */
    thresholdsFrom?: 'option' | 'config' | 'corpus';
}
/** `Config: …`, `Providers: …` (run only) and `Thresholds: …`, one line each. */
export declare function describeSetup(f: SetupFacts): string[];
/** "overall ≥ 0.85; tiers args ≥ 0.9; categories safety ≥ 1; for gpt-4.1: overall ≥ 0.9". */
export declare function describeThresholds(t: Thresholds): string;
