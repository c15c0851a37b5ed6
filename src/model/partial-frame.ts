// The names of what a run leaves in its output folder until its report is written, and the
// frame's shape: in the model, so that the run writes them and report/partial.ts reads them
// without either importing the other.
import type { Prices, Thresholds } from './config.js';
import type { JudgeInfo, ProviderInfo, ShardInfo, ToolRecord } from './report.js';
import type { TokensReport } from './tokens.js';

export const PARTIAL_ROWS = 'rows.partial.jsonl';
export const PARTIAL_FRAME = 'run.partial.json';

/** What a report needs besides its rows, known when the first scenario starts. */
export interface Frame {
  startedAt: string;
  config?: string;
  providers: ProviderInfo[];
  notices: string[];
  thresholds?: Thresholds;
  expectedTools: string[];
  tools: ToolRecord[];
  /** The tool surface's tokens, the result cap and the budgets (its results come from the rows). */
  tokens?: TokensReport;
  judge?: JudgeInfo;
  /** The judge's provider, for its usage. */
  judgeModel?: { id: string; model: string };
  shard?: ShardInfo;
  prices?: Prices;
}
