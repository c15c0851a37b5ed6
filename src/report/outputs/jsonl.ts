// transcripts.jsonl: one result row a line, for tools that stream.
import type { ReportOutput } from './output.js';

export const jsonl: ReportOutput = {
  format: 'jsonl',
  file: 'transcripts.jsonl',
  byDefault: true,
  render: (report) => report.results.map((r) => JSON.stringify(r) + '\n').join(''),
};
