import type { Price, Prices } from '../model/config.js';
import type { Usage } from '../model/transcript.js';
import type { Cost, ResultRow, UsageReport } from '../model/report.js';
/** The price for a provider: by its spec first, then by its model name. */
export declare function priceFor(prices: Prices | undefined, provider: string, model: string): {
    key: string;
    price: Price;
} | undefined;
/**
 * Cost of some usage. inputTokens includes the cached part (every adapter reports it so);
 * cached tokens are billed at `cached` when the table gives it, else at the input price.
 */
export declare function costOf(u: Usage, price: Price): Cost;
/** Nearest-rank percentile; null for no values. */
export declare function percentile(values: number[], p: number): number | null;
export declare function sumUsage(usages: Usage[]): Usage;
/** Each row with its cost, when the price table names its provider or model. */
export declare function priceRows(rows: ResultRow[], prices: Prices | undefined): ResultRow[];
/** The row with its cost, when the price table names its provider or model; else the row. */
export declare function priceRow(r: ResultRow, prices: Prices | undefined): ResultRow;
/** Per-provider totals (and the judge's, when it was used) for the report. */
export declare function usageReport(rows: ResultRow[], providers: {
    id: string;
    model: string;
}[], prices: Prices | undefined, judge?: {
    id: string;
    model: string;
}): UsageReport;
