// The engine behind both the CLI and the action, for programmatic use:
// config -> corpus -> run -> score -> report.
export { evaluate } from './run/evaluate.js';
export type { EvalOptions, EvalOutcome } from './run/options.js';
export type { Logger } from './model/log.js';
export type { Report, ResultRow } from './model/report.js';
