import type { ToolRecord } from '../model/report.js';
import type { ToolsDiff } from '../model/comparison.js';
export declare function diffTools(base: ToolRecord[], head: ToolRecord[]): ToolsDiff;
/** Every tool name the diff touches. */
export declare const touched: (d: ToolsDiff) => Set<string>;
