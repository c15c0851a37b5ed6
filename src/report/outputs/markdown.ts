// report.md: the summary a person reads; the job summary and the PR comment are made from it.
import { renderMarkdown } from '../markdown.js';
import { output } from './output.js';

export const markdown = output('md', (report) => [renderMarkdown(report)]);
