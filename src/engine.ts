// The engine behind both the CLI and the action: config -> corpus -> run -> score -> report.
import type { Report } from './report/model.js';

export interface Logger {
  info(message: string): void;
  notice(message: string): void;
  warn(message: string): void;
}

/** Flags / action inputs; each overrides the config file when set. */
export interface EvalOptions {
  cwd: string;
  config?: string;
  corpus?: string[];
  /** Replaces server.command + args (split on spaces, quotes respected). */
  serverCommand?: string;
  serverUrl?: string;
  providers?: string[];
  judge?: string;
  tags?: string[];
  ids?: string[];
  tiers?: string[];
  types?: string[];
  /** YAML/JSON text or a path to a file, same shape as `thresholds` in the config. */
  thresholds?: string;
  repeat?: number;
  concurrency?: number;
  /** Default per-scenario timeout, seconds. */
  timeout?: number;
  out: string;
  log: Logger;
  env?: NodeJS.ProcessEnv;
}

export interface EvalOutcome {
  report: Report;
  markdown: string;
  files: { json: string; markdown: string };
}

export { evaluate } from './run/evaluate.js';
