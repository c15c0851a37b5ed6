import type { Prices, Thresholds } from '../model/config.js';
import type { JudgeInfo, ProviderInfo, ShardInfo, ToolRecord } from '../model/report.js';
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
    judge?: JudgeInfo;
    /** The judge's provider, for its usage. */
    judgeModel?: {
        id: string;
        model: string;
    };
    shard?: ShardInfo;
    prices?: Prices;
}
