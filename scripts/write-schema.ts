// Writes what is generated from the zod schemas (`npm run schema`; CI checks it is fresh):
//   schema/report.schema.json  the published JSON Schema of report.json (src/model/report.ts)
//   schema/config.schema.json  the editor schema of mcp-eval.yaml (src/model/config.ts)
//   schema/corpus.schema.json  the editor schema of a native corpus file (src/corpus/schema.ts)
//   docs/corpus.md             the reference of both, formatted by prettier
//   src/model/published.ts     the report's types without zod, for the package's declarations
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { z } from 'zod';
import { reportSchema, SCHEMA_VERSION } from '../src/model/report.js';
import { editorSchemas } from './editor-schemas.js';
import { referenceMarkdown } from './reference.js';
import { publishedTypes } from './published-types.js';

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

const report = {
  ...z.toJSONSchema(reportSchema),
  $id: `https://github.com/mcp-eval-action/mcp-eval-action/schema/report.v${SCHEMA_VERSION}.json`,
  title: 'mcp-eval report',
};
writeFileSync('schema/report.schema.json', json(report));

const editor = editorSchemas();
writeFileSync('schema/config.schema.json', json(editor.config));
writeFileSync('schema/corpus.schema.json', json(editor.corpus));

const file = 'docs/corpus.md';
const options = await prettier.resolveConfig(file);
const markdown = await prettier.format(referenceMarkdown(editorSchemas(true)), {
  ...options,
  filepath: file,
});
writeFileSync(file, markdown);

const published = 'src/model/published.ts';
writeFileSync(
  published,
  await prettier.format(await publishedTypes(), {
    ...(await prettier.resolveConfig(published)),
    filepath: published,
  }),
);
