// report.md: the summary a person reads; the job summary and the PR comment are made from it.
import { renderMarkdown } from '../markdown.js';
import type { ReportOutput } from './output.js';

export const markdown: ReportOutput = {
  format: 'md',
  file: 'report.md',
  byDefault: true,
  render: renderMarkdown,
};
