import type { ReportOutput } from './output.js';
export declare const html: ReportOutput;
