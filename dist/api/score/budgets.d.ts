import type { ResultRow, ThresholdCheck } from '../model/report.js';
import type { TokensReport } from '../model/tokens.js';
/** The run's live tool results, measured: how many, how many past the cap, the largest. */
export declare function resultTokens(rows: ResultRow[]): NonNullable<TokensReport['results']>;
/** One check per budget set. A result budget with no live result measured is met, as a
 * threshold with nothing to judge is (actual null: the report says nothing was measured). */
export declare function checkBudgets(tokens: TokensReport | undefined): ThresholdCheck[];
