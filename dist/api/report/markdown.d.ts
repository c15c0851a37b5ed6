import type { Report, Stats } from '../model/report.js';
export declare function pct(s: Stats | undefined): string;
/** A summary table cell: accuracy, passed/scored and the 95% interval, `85% (17/20) [64–95]`. */
export declare function cell(s: Stats | undefined): string;
export declare function renderMarkdown(report: Report): string;
/** One table- and list-safe line, cut to `max` characters. */
export declare function oneLine(text: string, max?: number): string;
