import type { ReportOutput } from './output.js';
export declare const json: ReportOutput;
