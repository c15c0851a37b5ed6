// The programmatic API, the package's export (dist/api/index.js): the engine behind both the CLI
// and the action — config -> corpus -> run -> score -> report — and the comparison of two reports.
// Importing it runs nothing: the action's entry is src/index.ts, the CLI's src/cli.ts.
// Its declarations (dist/api/engine.d.ts) name only model/api.ts and the report's types generated
// in model/published.ts, so that a consumer needs neither zod nor Node's types to compile; the
// assignments below are where the compiler checks them against the engine's own
// (__tests__/api/published-types.test.ts checks every published type both ways).
import { evaluate as evaluateRun } from './run/evaluate.js';
import { compareReports as compare } from './compare/index.js';
import { loadReport as load } from './compare/load.js';
import { evaluateAb as runAb } from './run/ab.js';
import type { EvalOptions } from './run/options.js';
import type { AbOutcome, CompareOptions, Loaded, Written } from './model/api.js';
import type { BaseRun, Comparison, Report, ServerConfig } from './model/published.js';

export type { EvalOptions, Written as EvalOutcome, Loaded, CompareOptions, AbOutcome };
export type { CancelRequest, Shard, BudgetCap, Via, Env } from './model/api.js';
export type { Logger } from './model/log.js';
export type { Progress } from './model/progress.js';
export type {
  Report,
  ResultRow,
  BaseRun,
  Comparison,
  ScenarioComparison,
  Config,
  Json,
  ServerConfig,
} from './model/published.js';

/** Runs every selected (scenario, provider, repetition), scores it, writes the report files and
 * returns the report. */
export const evaluate: (opts: EvalOptions) => Promise<Written> = evaluateRun;

/** `head` compared with `base`: each (scenario, provider) classed, the aggregate deltas with their
 * intervals, the tools/list diff. `label` names the base in the text (e.g. a run's name). */
export const compareReports: (
  base: Report,
  head: Report,
  label: string,
  run?: BaseRun,
  options?: CompareOptions,
) => Comparison = compare;

/** A report.json (or the folder holding one) read and checked against the report's schema;
 * relative paths against `cwd`. */
export const loadReport: (where: string, cwd?: string, what?: string) => Promise<Loaded> = load;

/** A same-job A/B: base and head servers evaluated in one run, their trials interleaved; the
 * head's report compares with the base's. Each server defaults to the config's (`ab.base`, the
 * run's own `server`). Reports go to `out` (head) and `out`/base. */
export const evaluateAb: (
  opts: EvalOptions,
  servers?: { base?: ServerConfig; head?: ServerConfig },
) => Promise<AbOutcome> = runAb;
