import type { HookResult } from '../model/verdict.js';
/** Runs `command` with `bash -c`; with `asFile`, writes it to a script in `cwd` and runs that
 * file (then removes it), as the answer-fixture format does with its hooks. The hook gets `env`
 * (process.env when absent). */
export declare function runHook(phase: HookResult['phase'], command: string, cwd: string, timeoutMs: number, opts?: {
    asFile?: boolean;
    env?: NodeJS.ProcessEnv;
    signal?: AbortSignal;
    /** Where `timeoutMs` came from, for the timeout's message. */
    limit?: string;
}): Promise<HookResult>;
