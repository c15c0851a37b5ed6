import type { Logger } from '../model/log.js';
import type { BaseRun } from '../model/published.js';
import type { Progress } from '../model/progress.js';
import type { BudgetCap, CancelRequest, Env, Shard, Via, Written } from '../model/api.js';
import type { ServerConfig } from '../model/published.js';
/** One side's server of a same-job A/B, as flags give it (or whole, from the API). */
export interface ServerFlags {
    /** A command line (split as a shell splits it, src/run/command-line.ts). */
    command?: string;
    url?: string;
    /** The folder its command runs in (relative to `cwd`). */
    cwd?: string;
    /** The whole server, in place of the config's (evaluateAb). */
    server?: ServerConfig;
    /** This side runs from another checkout of the repository (the action's `same-job`): the
     * server's folder, when inside `repo`, is the same folder under `at`. */
    checkout?: {
        repo: string;
        at: string;
    };
}
export interface Baseline {
    path: string;
    run?: BaseRun;
}
export interface EvalOptions {
    cwd: string;
    config?: string;
    corpus?: string[];
    /** Replaces server.command + args (split on spaces, quotes respected). */
    serverCommand?: string;
    serverUrl?: string;
    providers?: string[];
    judge?: string;
    /** The judge's verdicts per grade (1 to LIMITS.judgeSamples), over the config's `samples`. */
    judgeSamples?: number;
    tags?: string[];
    ids?: string[];
    tiers?: string[];
    types?: string[];
    /** `--shard i/n`: only this stable slice of the scenarios the filters select. */
    shard?: Shard;
    /** YAML/JSON text or a path to a file, same shape as `thresholds` in the config. */
    thresholds?: string;
    repeat?: number;
    /** A same-job A/B (`mcp-eval ab`): each side over the config's `ab` (base) and the run's own
     * server (head); its reports are `out` (head) and `out`/base. */
    ab?: {
        base?: ServerFlags;
        head?: ServerFlags;
    };
    /** Adaptive trials per side of an A/B, each part over the config's `trials`. */
    trials?: {
        min?: number;
        max?: number;
    };
    /** Runs per scenario id, over `repeat` and the corpus (the self-test plays one mutant per
     * repetition). */
    repeats?: Record<string, number>;
    /** The spending cap's parts (`--budget-usd`, `--budget-requests`), each over the config's. */
    budget?: BudgetCap;
    concurrency?: number;
    /** Default per-scenario timeout, seconds. */
    timeout?: number;
    out: string;
    /** Which report files to write (`--format`, the `formats` input); json always, the defaults
     * (json, md, html, jsonl) when absent. */
    formats?: string[];
    /** A report to compare this run with (report.json or its folder): report.comparison. */
    baseline?: Baseline;
    /** A baseline still being looked up (the action's `baseline: auto`), awaited only when the
     * report is built: the run does not wait for it. Its lookup has checked the report already and
     * never fails the run; `baseline` wins when both are given. */
    lateBaseline?: Promise<Baseline | undefined>;
    log: Logger;
    /** Why this run gets no secrets (a pull request from a fork): an unset `${env:NAME}` of the
     * server's then skips what needs the server, with a notice, instead of failing the run. */
    noSecrets?: string;
    env?: Env;
    /** Who gave these options, so that the opening lines name the flag or the input. */
    via?: Via;
    /** Told of each run as it finishes (the CLI's progress line, the action's log groups). */
    progress?: Progress;
    /** Cancels the run (SIGINT/SIGTERM): no new scenario starts, running ones get `grace` seconds,
     * then the report is written with the unfinished runs `cancelled`. */
    cancel?: CancelRequest;
    /** Seconds running scenarios may still finish in after a cancel (GRACE_SECONDS when absent). */
    grace?: number;
    /** The response cache: on (its folder from the config, or the one given), or off (`--no-cache`);
     * the config's `cache` when absent. */
    cache?: boolean | string;
    /** Told, once the corpus is loaded and before any model request, which files define the run
     * and where the response cache is (the action restores the cache there). */
    prepared?(run: {
        files: string[];
        cacheDir?: string;
    }): Promise<void>;
}
/** The report, its Markdown, and where the files were written; for an A/B, the head's, with
 * the base side's beside it. */
export type EvalOutcome = Written & {
    base?: Written;
};
