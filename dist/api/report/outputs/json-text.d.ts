import type { Report } from '../../model/report.js';
export declare function reportJson(report: Report, indent: 0 | 2): Generator<string>;
