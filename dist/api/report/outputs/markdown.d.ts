import type { ReportOutput } from './output.js';
export declare const markdown: ReportOutput;
