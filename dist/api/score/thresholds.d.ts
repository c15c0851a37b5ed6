import type { Thresholds } from '../model/config.js';
import type { ResultRow, ThresholdCheck } from '../model/report.js';
export declare function checkThresholds(rows: ResultRow[], thresholds: Thresholds | undefined, providers: {
    id: string;
    model: string;
}[]): {
    met: boolean;
    checks: ThresholdCheck[];
};
