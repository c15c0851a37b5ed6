// report.json: the whole report, the contract (schema/report.schema.json). Always written.
import type { ReportOutput } from './output.js';

export const json: ReportOutput = {
  format: 'json',
  file: 'report.json',
  byDefault: true,
  render: (report) => JSON.stringify(report, null, 2) + '\n',
};
