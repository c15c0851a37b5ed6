// The JSON Schemas of mcp-eval.yaml and of a native corpus file, built from the zod schemas that
// read them (src/model/config.ts, src/corpus/schema.ts), for editors (yaml-language-server) and
// for the reference page (scripts/reference.ts). `npm run schema` writes them to schema/.
import { z } from 'zod';
import { DEFAULTS } from '../src/model/defaults.js';
import { configSchema, providerObjectSchema, serverSchema } from '../src/model/config.js';
import {
  corpusFileSchema,
  expectSchema,
  gateSchema,
  observationSchema,
  scenarioSchema,
} from '../src/corpus/schema.js';
import { routeSchema } from '../src/model/route.js';

export type JsonSchema = { [key: string]: unknown };

/** The keyword the reference reads a default from when it is not a plain value (never written
 * to the editor schemas). */
export const DEFAULT_TEXT = 'x-default-text';

/** The native corpus file with the scenario schema in place of `scenarios: unknown[]` (the
 * loader parses each scenario on its own, to report every problem with its index). */
const corpusEditorSchema = corpusFileSchema.extend({
  scenarios: z.array(scenarioSchema).meta(corpusFileSchema.shape.scenarios.meta() ?? {}),
});

/** Defaults, from src/model/defaults.ts: `value` is written to the editor schema as `default`;
 * `text` is what the reference shows when the value alone would mislead. */
const DEFAULT_OF = new Map<unknown, { value?: unknown; text?: string }>([
  [
    configSchema.shape.mode,
    { value: DEFAULTS.mode, text: '`live` (`stub` with only a `catalog`)' },
  ],
  [configSchema.shape.concurrency, { value: DEFAULTS.concurrency }],
  [configSchema.shape.timeout, { value: DEFAULTS.timeout }],
  [configSchema.shape.max_steps, { value: DEFAULTS.maxSteps }],
  [configSchema.shape.repeat, { value: DEFAULTS.repeat }],
  [configSchema.shape.default_stub, { value: DEFAULTS.defaultStub }],
  [configSchema.shape.free_text_params, { value: DEFAULTS.freeTextParams }],
  [configSchema.shape.annotations, { value: DEFAULTS.annotations }],
  [configSchema.shape.confirm_destructive, { value: DEFAULTS.confirmDestructive }],
  [configSchema.shape.result_token_cap, { value: DEFAULTS.resultTokenCap }],
  [serverSchema.shape.startup_timeout, { value: DEFAULTS.startupTimeout }],
  [serverSchema.shape.max_result_bytes, { value: DEFAULTS.maxResultBytes }],
  [providerObjectSchema.shape.id, { text: '`<provider>:<model>`' }],
  [providerObjectSchema.shape.timeout, { value: DEFAULTS.providerTimeout }],
  [providerObjectSchema.shape.retries, { value: DEFAULTS.retries }],
  // The spy backend's (src/spy/backend.ts).
  [routeSchema.shape.status, { value: DEFAULTS.routeStatus }],
  [configSchema.shape.spy.unwrap().shape.settle_ms, { value: DEFAULTS.settleMs }],
  [expectSchema.shape.order, { value: DEFAULTS.order }],
  [expectSchema.shape.extra_calls, { value: DEFAULTS.extraCalls }],
  [expectSchema.shape.answer.unwrap().shape.mode, { value: DEFAULTS.answerMode }],
  [scenarioSchema.shape.tier, { text: 'derived' }],
  [
    scenarioSchema.shape.annotations,
    { text: `the config's \`annotations\`, else \`${DEFAULTS.annotations}\`` },
  ],
  [
    scenarioSchema.shape.confirm_destructive,
    { text: `the config's \`confirm_destructive\`, else \`${DEFAULTS.confirmDestructive}\`` },
  ],
  [scenarioSchema.shape.mode, { text: `the config's \`mode\`, else \`${DEFAULTS.mode}\`` }],
  [scenarioSchema.shape.timeout, { text: `the config's \`timeout\`, else ${DEFAULTS.timeout}` }],
  [scenarioSchema.shape.repeat, { text: `the config's \`repeat\`, else ${DEFAULTS.repeat}` }],
  [
    scenarioSchema.shape.max_steps,
    { text: `the config's \`max_steps\`, else ${DEFAULTS.maxSteps}` },
  ],
]);

/** What zod's refinements check, where JSON Schema can say it (zod cannot export a refine). */
const REFINEMENTS = new Map<unknown, JsonSchema>([
  [serverSchema, { not: { required: ['command', 'url'] } }],
  [
    providerObjectSchema,
    {
      if: { properties: { provider: { const: 'openai-compatible' } }, required: ['provider'] },
      then: { required: ['base_url'] },
    },
  ],
  [gateSchema, { minProperties: 1, maxProperties: 1 }],
  [observationSchema, { minProperties: 1, maxProperties: 1 }],
  [
    scenarioSchema,
    {
      oneOf: [{ required: ['prompt'] }, { required: ['turns'] }],
      not: { required: ['turns', 'expect'] },
    },
  ],
]);

/** The JSON value schema zod emits for z.json(), by the name it gets here. */
const JSON_VALUE = 'json';

/**
 * The JSON Schema (draft-07, which every YAML editor supports) of a zod schema, as its input is
 * written. `forReference` adds the reference's own keywords (defaults that are not values).
 */
function toJsonSchema(schema: z.ZodType, forReference: boolean, applied: Set<unknown>): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const key: unknown = zodSchema;
      const found = DEFAULT_OF.get(key);
      if (found?.value !== undefined) jsonSchema.default = structuredClone(found.value);
      if (found?.text !== undefined && forReference) jsonSchema[DEFAULT_TEXT] = found.text;
      const refinement = REFINEMENTS.get(key);
      if (refinement) Object.assign(jsonSchema, structuredClone(refinement));
      if (found || refinement) applied.add(key);
    },
  }) as JsonSchema;
  return nameDefinitions(out);
}

/** Names zod's anonymous definitions (`__schema0`): only the recursive JSON value is expected. */
function nameDefinitions(schema: JsonSchema): JsonSchema {
  const defs = (schema.definitions ?? {}) as Record<string, JsonSchema>;
  const names = new Map<string, string>();
  for (const [key, def] of Object.entries(defs)) {
    const types = ((def.anyOf ?? []) as JsonSchema[]).map((b) => b.type).join(',');
    if (types !== 'string,number,boolean,null,array,object') {
      throw new Error(`unexpected definition ${key} in a generated schema: name it here`);
    }
    names.set(key, JSON_VALUE);
  }
  const text = JSON.stringify(schema).replace(
    /"(#\/definitions\/)?(__schema\d+)"/g,
    (whole, ref: string | undefined, key: string) =>
      names.has(key) ? `"${ref ?? ''}${names.get(key)}"` : whole,
  );
  return JSON.parse(text) as JsonSchema;
}

/** Every property below `schema` without a description or without an example (`examples`): a
 * field the reference cannot explain. */
function undescribed(schema: JsonSchema, at = ''): { description: string[]; example: string[] } {
  const out = { description: [] as string[], example: [] as string[] };
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}|${i}`));
    if (!node || typeof node !== 'object') return;
    const n = node as JsonSchema;
    for (const [name, prop] of Object.entries((n.properties ?? {}) as Record<string, JsonSchema>)) {
      if (typeof prop.description !== 'string' || !prop.description.trim())
        out.description.push(`${path}.${name}`);
      if (!Array.isArray(prop.examples) || !prop.examples.length)
        out.example.push(`${path}.${name}`);
      visit(prop, `${path}.${name}`);
    }
    visit(n.items, `${path}[]`);
    visit(n.anyOf, path);
    visit(n.oneOf, path);
    if (typeof n.additionalProperties === 'object') visit(n.additionalProperties, `${path}{}`);
  };
  visit(schema, at);
  return out;
}

export interface EditorSchemas {
  config: JsonSchema;
  corpus: JsonSchema;
}

const HEADERS = {
  config: {
    title: 'mcp-eval config (mcp-eval.yaml)',
    description:
      'The configuration of mcp-eval-action: the server under test, the spy, the corpus, providers and thresholds. Reference: docs/corpus.md.',
  },
  corpus: {
    title: 'mcp-eval corpus file (native format)',
    description:
      'A corpus file in the native format: optional defaults and a list of scenarios. Reference: docs/corpus.md.',
  },
};

const GENERATED =
  'Generated by `npm run schema` (scripts/write-schema.ts) from the zod schemas in src/: do not edit.';

/**
 * The editor schemas, or with `forReference` the same with the reference's extra keywords.
 * Throws when a field has no description or no example, or a table above names something that is gone.
 */
export function editorSchemas(forReference = false): EditorSchemas {
  const applied = new Set<unknown>();
  const build = (schema: z.ZodType, header: { title: string; description: string }) => {
    const { $schema, ...rest } = toJsonSchema(schema, forReference, applied);
    return { $schema, $comment: GENERATED, ...header, ...rest };
  };
  const config = build(configSchema, HEADERS.config);
  const corpus = build(corpusEditorSchema, HEADERS.corpus);
  const stale = [...DEFAULT_OF.keys(), ...REFINEMENTS.keys()].filter((k) => !applied.has(k));
  if (stale.length) {
    throw new Error(
      `scripts/editor-schemas.ts: ${stale.length} entries of DEFAULT_OF or REFINEMENTS name a schema that is no longer part of the config or corpus schemas`,
    );
  }
  const found = { config: undescribed(config), corpus: undescribed(corpus) };
  const missing = (kind: 'description' | 'example') => [
    ...found.config[kind].map((p) => `config${p}`),
    ...found.corpus[kind].map((p) => `corpus file${p}`),
  ];
  if (missing('description').length) {
    throw new Error(
      `fields without a description (add .describe('…') in src/model/config.ts or src/corpus/schema.ts):\n  ${missing('description').join('\n  ')}`,
    );
  }
  if (missing('example').length) {
    throw new Error(
      `fields without an example (add .meta({ examples: [...] }) in src/model/config.ts or src/corpus/schema.ts):\n  ${missing('example').join('\n  ')}`,
    );
  }
  return { config, corpus };
}
