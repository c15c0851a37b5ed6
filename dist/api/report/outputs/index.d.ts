import type { ReportOutput } from './output.js';
export type { ReportOutput } from './output.js';
export declare const OUTPUTS: readonly ReportOutput[];
/** The outputs to write: the named formats (json always), or the defaults. */
export declare const chooseOutputs: (formats?: string[]) => ReportOutput[];
