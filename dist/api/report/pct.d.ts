import type { Stats } from '../model/report.js';
export declare function pct(s: Stats | undefined): string;
