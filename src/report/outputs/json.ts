// report.json: the whole report, the contract (schema/report.schema.json). Always written.
import { reportJson } from './json-text.js';
import { output } from './output.js';

// JSON.stringify(report, null, 2) and a newline, a row at a time.
export const json = output('json', function* (report) {
  yield* reportJson(report, 2);
  yield '\n';
});
