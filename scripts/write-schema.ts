// Writes the published JSON Schema of report.json from the zod schema that types it.
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { reportSchema, SCHEMA_VERSION } from '../src/model/report.js';

const schema = {
  ...z.toJSONSchema(reportSchema),
  $id: `https://github.com/mcp-eval-action/mcp-eval-action/schema/report.v${SCHEMA_VERSION}.json`,
  title: 'mcp-eval report',
};
writeFileSync('schema/report.schema.json', JSON.stringify(schema, null, 2) + '\n');
