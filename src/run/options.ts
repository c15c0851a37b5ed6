// What a run is asked to do: flags and action inputs, each overriding the config file when set.
import type { Logger } from '../model/log.js';
import type { BaseRun } from '../model/comparison.js';
import type { Written } from '../report/write.js';
import type { Via } from './announce.js';
import type { Progress } from '../model/progress.js';
import type { CancelRequest } from './cancel.js';
import type { Shard } from '../corpus/shard.js';
import type { BudgetCap } from './budget.js';

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
  env?: NodeJS.ProcessEnv;
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
  prepared?(run: { files: string[]; cacheDir?: string }): Promise<void>;
}

/** The report, its Markdown, and where the files were written. */
export type EvalOutcome = Written;
