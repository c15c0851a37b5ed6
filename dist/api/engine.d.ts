import type { EvalOptions } from './run/options.js';
import type { AbOutcome, CompareOptions, Loaded, Written } from './model/api.js';
import type { BaseRun, Comparison, Report, ServerConfig } from './model/published.js';
export type { EvalOptions, Written as EvalOutcome, Loaded, CompareOptions, AbOutcome };
export type { CancelRequest, Shard, BudgetCap, Via, Env } from './model/api.js';
export type { Logger } from './model/log.js';
export type { Progress } from './model/progress.js';
export type { Report, ResultRow, BaseRun, Comparison, ScenarioComparison, Config, Json, ServerConfig, } from './model/published.js';
/** Runs every selected (scenario, provider, repetition), scores it, writes the report files and
 * returns the report. */
export declare const evaluate: (opts: EvalOptions) => Promise<Written>;
/** `head` compared with `base`: each (scenario, provider) classed, the aggregate deltas with their
 * intervals, the tools/list diff. `label` names the base in the text (e.g. a run's name). */
export declare const compareReports: (base: Report, head: Report, label: string, run?: BaseRun, options?: CompareOptions) => Comparison;
/** A report.json (or the folder holding one) read and checked against the report's schema;
 * relative paths against `cwd`. */
export declare const loadReport: (where: string, cwd?: string, what?: string) => Promise<Loaded>;
/** A same-job A/B: base and head servers evaluated in one run, their trials interleaved; the
 * head's report compares with the base's. Each server defaults to the config's (`ab.base`, the
 * run's own `server`). Reports go to `out` (head) and `out`/base. */
export declare const evaluateAb: (opts: EvalOptions, servers?: {
    base?: ServerConfig;
    head?: ServerConfig;
}) => Promise<AbOutcome>;
