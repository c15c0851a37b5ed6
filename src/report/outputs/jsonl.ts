// transcripts.jsonl: one result row a line, for tools that stream.
import { output } from './output.js';

export const jsonl = output({
  format: 'jsonl',
  file: 'transcripts.jsonl',
  byDefault: true,
  *chunks(report) {
    for (const r of report.results) yield JSON.stringify(r) + '\n';
  },
});
