// report.json: the whole report, the contract (schema/report.schema.json). Always written.
import { reportJson } from './json-text.js';
import { output } from './output.js';

export const json = output({
  format: 'json',
  file: 'report.json',
  byDefault: true,
  // JSON.stringify(report, null, 2) and a newline, a row at a time.
  *chunks(report) {
    yield* reportJson(report, 2);
    yield '\n';
  },
});
