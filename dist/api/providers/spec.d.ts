import { type ProviderObject, type ProviderSpec } from '../model/config.js';
import { type RetryOptions } from './retry.js';
import type { Provider } from './types.js';
import type { ResponseCache } from './cache.js';
/** The id a spec is reported under, without resolving it. */
export declare function specId(spec: ProviderSpec): string;
export type Env = Record<string, string | undefined>;
/** Validates a spec without looking at the environment; throws SetupError when it is wrong. */
export declare function parseProviderSpec(spec: string | ProviderObject): ProviderObject & {
    id: string;
};
export interface ResolveDeps {
    /** Backoff overrides (tests inject sleep and random). */
    retry?: Omit<RetryOptions, 'retries'>;
    /** The response cache, when the run keeps one. */
    cache?: ResponseCache;
}
/**
 * A provider ready to use (retries included), or why it was skipped. "replay" needs no key.
 * Throws SetupError for a spec that cannot work whatever the environment.
 */
export declare function resolveProvider(spec: ProviderSpec, env: Env, deps?: ResolveDeps): {
    provider: Provider;
} | {
    skipped: string;
};
/**
 * The credentials a run could send to a model API: the value behind each spec's key variable
 * (its `api_key_env`, whatever its name, or its preset's) and behind every preset's, for the
 * providers picked from the environment. Values only; a spec that cannot parse adds none.
 */
export declare function credentialValues(specs: (ProviderSpec | undefined)[], env: Env): string[];
/** `claude-code`, `claude-code:<model>` or its object form; undefined for any other spec. */
export declare function parseAgentSpec(spec: ProviderSpec): {
    id: string;
    model?: string;
} | undefined;
/** The key variables that pick a default provider, for saying which were looked for. */
export declare const DEFAULT_KEY_ENV: string[];
/**
 * What to run when neither config nor flags name providers: one per key present, with the
 * name of the variable that chose it (its value is never returned).
 */
export declare function defaultProvidersFromEnv(env: Env): {
    spec: string;
    key: string;
}[];
