import type { Report } from '../model/report.js';
import { type BaseRun, type Comparison } from '../model/comparison.js';
export declare function compareReports(base: Report, head: Report, label: string, run?: BaseRun): Comparison;
