import type { Prices, Thresholds } from '../model/config.js';
import type { JudgeInfo, ProviderInfo, ShardInfo, ToolRecord } from '../model/report.js';
import type { TokensReport } from '../model/tokens.js';
export declare const PARTIAL_ROWS = "rows.partial.jsonl";
export declare const PARTIAL_FRAME = "run.partial.json";
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
    judgeModel?: {
        id: string;
        model: string;
    };
    shard?: ShardInfo;
    prices?: Prices;
}
