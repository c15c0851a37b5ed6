// Assembles a report from result rows: the same for `run` and for `score` (picks made elsewhere).
import path from 'node:path';
import type { Thresholds } from '../model/config.js';
import { summarize } from '../score/aggregate.js';
import { unexpectedTools } from '../score/coverage.js';
import { checkThresholds } from '../score/thresholds.js';
import { checkBudgets, resultTokens } from '../score/budgets.js';
import { trials } from '../score/trials.js';
import { version } from '../version.js';
import { SCHEMA_VERSION, type ProviderInfo, type Report, type ResultRow } from '../model/report.js';

export interface ReportParts {
  started: Date;
  /** The config file, shown relative to `cwd`. */
  config?: string;
  cwd: string;
  providers: ProviderInfo[];
  notices: string[];
  rows: ResultRow[];
  thresholds?: Thresholds;
  /** Fields only a run has (judge, usage, tools). */
  extra?: Partial<Report>;
  /** The tools the run's scenarios expect calls of: with `extra.tools`, the report's coverage. */
  expectedTools?: string[];
}

export async function buildReport(p: ReportParts): Promise<Report> {
  const finished = new Date();
  const ran = p.providers.filter((i) => i.status !== 'skipped');
  const tools = p.extra?.tools;
  // The tool surface is known when the run began; the results are counted over the rows.
  const tokens = p.extra?.tokens && { ...p.extra.tokens, results: resultTokens(p.rows) };
  const thresholds = checkThresholds(p.rows, p.thresholds, ran);
  const budgets = checkBudgets(tokens);
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'mcp-eval', version: await version() },
    startedAt: p.started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - p.started.getTime(),
    ...(p.config ? { config: path.relative(p.cwd, p.config) } : {}),
    providers: p.providers,
    notices: p.notices,
    summary: summarize(p.rows),
    thresholds: {
      met: thresholds.met && budgets.every((c) => c.met),
      checks: [...thresholds.checks, ...budgets],
    },
    ...p.extra,
    ...(tokens ? { tokens } : {}),
    ...(tools && p.expectedTools
      ? { coverage: { unexpected: unexpectedTools(tools, p.expectedTools) } }
      : {}),
    trials: trials(p.rows),
    results: p.rows,
    redactions: 0,
  };
}
