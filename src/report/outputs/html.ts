// report.html: the run for a person to browse — summary, filters, and each row's conversation,
// calls, spy requests, checks and hooks — in one file that needs no network.
import { renderHtml } from '../html/page.js';
import type { ReportOutput } from './output.js';

export const html: ReportOutput = {
  format: 'html',
  file: 'report.html',
  byDefault: true,
  render: renderHtml,
};
