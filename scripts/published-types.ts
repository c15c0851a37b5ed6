// The report's types for the package's declarations (src/model/published.ts), generated from the
// zod schemas through their JSON Schema by json-schema-to-typescript: plain interfaces with the
// schemas' descriptions, so that a consumer compiles against them without zod. src/engine.ts and
// __tests__/api/published-types.test.ts check they agree with the schemas' own types.
import { z } from 'zod';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { reportSchema, resultSchema } from '../src/model/report.js';
import {
  baseRunSchema,
  comparisonSchema,
  scenarioComparisonSchema,
} from '../src/model/comparison.js';
import { configSchema, serverSchema } from '../src/model/config.js';
import { jsonSchema } from '../src/model/json.js';

/** Each published type by name: a schema met inside another becomes a reference to it. */
const NAMED = {
  Report: reportSchema,
  ResultRow: resultSchema,
  Comparison: comparisonSchema,
  ScenarioComparison: scenarioComparisonSchema,
  BaseRun: baseRunSchema,
  Config: configSchema,
  ServerConfig: serverSchema,
  Json: jsonSchema,
};

/** Keywords that give a schema a shape; one with none of them (only a description) is unknown. */
const SHAPED = ['type', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'properties', 'items', 'not'];

type Node = Record<string, unknown>;

// What JSON Schema says less precisely than zod, said so that the generated types are the
// schemas' own: a reference stands alone (its sibling description would make a copy of the
// type), a schema with no shape is `unknown`, and a record keyed by an enum lists its keys.
function precise(key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const node = value as Node;
  if (typeof node.$ref === 'string') return { $ref: node.$ref };
  if (!['', 'properties', '$defs'].includes(key) && !SHAPED.some((k) => k in node)) {
    return { ...node, tsType: 'unknown' };
  }
  const names = (node.propertyNames as { enum?: string[] } | undefined)?.enum;
  if (names && node.additionalProperties) {
    const { propertyNames: _, additionalProperties: each, ...rest } = node;
    return {
      ...rest,
      properties: Object.fromEntries(names.map((n) => [n, each])),
      additionalProperties: false,
    };
  }
  return value;
}

export async function publishedTypes(): Promise<string> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED)) registry.add(schema as z.ZodType, { id });
  const out = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/$defs/${id}`,
  });
  // Schemas used in several places are shared under `__shared`: one set of definitions.
  const text = JSON.stringify(out.schemas).replaceAll('#/$defs/__shared#/$defs/', '#/$defs/');
  const { __shared, ...defs } = JSON.parse(text, precise) as Record<string, Node>;
  Object.assign(defs, (__shared?.$defs as Record<string, Node> | undefined) ?? {});
  const titled = Object.entries(defs).map(([id, d]) => {
    const { $schema: _s, $id: _i, ...schema } = d;
    return [id, { ...schema, title: id }];
  });
  const root = { title: 'Published', type: 'object', $defs: Object.fromEntries(titled) };
  const ts = await compile(root as JSONSchema, 'Published', {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    format: false,
  });
  return [
    "// The report's types in plain form, for the package's declarations: GENERATED from the zod",
    '// schemas by `npm run schema` (scripts/published-types.ts) — do not edit.',
    ts
      .replace(/export interface Published \{\s*\}\n?/, '')
      .replace(
        /\/\*\*\n \* This interface was referenced by [^*]*\n \* via the `definition` "\w+"\.\n \*\/\n/g,
        '',
      )
      .replace(
        /\n \* ?\n \* This interface was referenced by [^*]*\n \* via the `definition` "\w+"\./g,
        '',
      ),
  ].join('\n');
}
