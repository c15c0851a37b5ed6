// The programmatic API, the package's export (dist/api/index.js): the engine behind both the CLI
// and the action — config -> corpus -> run -> score -> report — and the comparison of two reports.
// Importing it runs nothing: the action's entry is src/index.ts, the CLI's src/cli.ts.
export { evaluate } from './run/evaluate.js';
export { evaluateAb, type AbOutcome } from './run/ab.js';
export { compareReports } from './compare/index.js';
export { loadReport, type Loaded } from './compare/load.js';
export type { EvalOptions, EvalOutcome } from './run/options.js';
export type { Logger } from './model/log.js';
export type { Progress } from './model/progress.js';
export type { Report, ResultRow } from './model/report.js';
export type { BaseRun, Comparison, ScenarioComparison } from './model/comparison.js';
export type { Config } from './model/config.js';
export type { Scenario } from './model/scenario.js';
