import { mdInline } from './escape.js';
import type { Report, Stats } from '../model/report.js';
/** A summary table cell: accuracy, passed/scored and the 95% interval, `85% (17/20) [64–95]`. */
export declare function cell(s: Stats | undefined): string;
export declare function renderMarkdown(report: Report): string;
/** One table- and list-safe line of text from a model, a server or a corpus, cut to `max`. */
export declare const oneLine: typeof mdInline;
