// transcripts.jsonl: one result row a line, for tools that stream.
import { output } from './output.js';

export const jsonl = output('jsonl', function* (report) {
  for (const r of report.results) yield JSON.stringify(r) + '\n';
});
