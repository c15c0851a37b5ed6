// docs/corpus.md: every field of mcp-eval.yaml and of a native corpus file, rendered from the
// editor schemas (scripts/editor-schemas.ts), so the page cannot drift from the zod schemas. The
// sections on matchers and placeholders are written here by hand: matchers are values, not fields.
import { stringify } from 'yaml';
import { MATCHER_KEYS } from '../src/match/args.js';
import { DEFAULT_TEXT, type EditorSchemas, type JsonSchema } from './editor-schemas.js';

type Doc = keyof EditorSchemas;

const DOC_NAMES: Record<Doc, string> = { config: 'mcp-eval.yaml', corpus: 'a corpus file' };

/**
 * One section per kind of object, in this order, named by where it is written: `doc:` then the
 * path (`.field`, `[]` a list's items, `{}` a map's values, `|n` the n-th branch of a union).
 * An object that is written in several places (a request pattern) is documented once.
 */
const SECTIONS: { title: string; at: string[]; intro?: string }[] = [
  { title: 'Config', at: ['config:'] },
  { title: 'Server', at: ['config:.server'] },
  { title: 'Spy', at: ['config:.spy'] },
  { title: 'Spy route', at: ['config:.spy.routes[]', 'corpus:.scenarios[].spy.routes[]'] },
  {
    title: 'Read pattern',
    at: ['config:.spy.reads[]', 'corpus:.scenarios[].gates[].no_mutation|1.except[]'],
    intro:
      'Requests that read although their method mutates, by method and path; `graphql: true` marks a GraphQL endpoint, whose requests are judged by their operations.',
  },
  {
    title: 'Request pattern',
    at: ['corpus:.scenarios[].gates[].no_request'],
    intro:
      "Requests of the spy backend's log, by method and path. Both fields are optional: `{}` matches every request.",
  },
  { title: 'Corpus entry', at: ['config:.corpus[]|1'] },
  {
    title: 'Claude Code provider',
    at: ['config:.providers[]|1', 'config:.judge|1'],
    intro:
      'The agent CLI in object form; its string forms are `claude-code` and `claude-code:<model>`.',
  },
  {
    title: 'Provider',
    at: ['config:.providers[]|2', 'config:.judge|2'],
    intro:
      'A model API in object form, with its options; the string form `<provider>:<model>` takes the defaults.',
  },
  {
    title: 'Scripted provider',
    at: ['config:.providers[]|3'],
    intro:
      'A file of scripted behaviours played instead of a model (docs/scripted.md); the string form is `scripted:<file>`.',
  },
  {
    title: 'Judge with samples',
    at: ['config:.judge|3'],
    intro:
      'The judge asked several times per grade: `judge: { spec: openai:gpt-4.1-mini, samples: 3 }`; a bare spec is one sample.',
  },
  { title: 'Thresholds', at: ['config:.thresholds'] },
  { title: 'Threshold overrides', at: ['config:.thresholds.providers{}'] },
  { title: 'Regression', at: ['config:.regression'] },
  { title: 'Budgets', at: ['config:.budgets'] },
  { title: 'Budget (spending cap)', at: ['config:.budget'] },
  { title: 'Same-job A/B', at: ['config:.ab'] },
  { title: 'A/B base server', at: ['config:.ab.base'] },
  { title: 'Adaptive trials', at: ['config:.trials'] },
  { title: 'Price', at: ['config:.prices{}'] },
  { title: 'Cache', at: ['config:.cache|1'] },
  { title: 'Client', at: ['config:.client'] },
  { title: 'Client tasks', at: ['config:.client.tasks'] },
  { title: 'Corpus file', at: ['corpus:'] },
  { title: 'Defaults', at: ['corpus:.defaults'] },
  {
    title: 'Scenario',
    at: ['corpus:.scenarios[]'],
    intro:
      'One case: a prompt or a conversation, what it should lead to, and the gates and observations that watch it.',
  },
  { title: 'Server override', at: ['corpus:.defaults.server', 'corpus:.scenarios[].server'] },
  { title: 'Turn', at: ['corpus:.scenarios[].turns[]'] },
  { title: 'Server prompt', at: ['corpus:.scenarios[].prompt|1'] },
  {
    title: 'Sampling stub',
    at: ['corpus:.scenarios[].sampling[]|1', 'corpus:.scenarios[].turns[].sampling[]|1'],
  },
  {
    title: 'Expectation',
    at: ['corpus:.scenarios[].turns[].expect', 'corpus:.scenarios[].expect'],
    intro:
      'What a turn should lead to: tool calls, a question for what is missing, an answer with given facts.',
  },
  {
    title: 'Expected call',
    at: ['corpus:.scenarios[].turns[].expect.calls[]', 'corpus:.scenarios[].expect.calls[]'],
  },
  {
    title: 'Clarification',
    at: [
      'corpus:.scenarios[].turns[].expect.clarification|1',
      'corpus:.scenarios[].expect.clarification|1',
    ],
    intro:
      'The object form of `clarification`: `{ asks_for: [...] }`, the terms that name the missing parameter.',
  },
  {
    title: 'Answer',
    at: ['corpus:.scenarios[].turns[].expect.answer', 'corpus:.scenarios[].expect.answer'],
  },
  { title: 'Gate', at: ['corpus:.scenarios[].gates[]'] },
  {
    title: 'Mutation exceptions',
    at: ['corpus:.scenarios[].gates[].no_mutation|1'],
    intro: 'The object form of the `no_mutation` gate: `{ except: [...] }`.',
  },
  { title: 'Forbidden call', at: ['corpus:.scenarios[].gates[].no_call'] },
  {
    title: 'Expected request',
    at: [
      'corpus:.scenarios[].gates[].requests|0',
      'corpus:.scenarios[].gates[].requests|1[]',
      'corpus:.scenarios[].gates[].requests|2.all[]',
    ],
    intro:
      "A request the `requests` gate wants in the spy backend's log: method and path as a request pattern, the body matched as `args` are, and how many.",
  },
  {
    title: 'Request count',
    at: [
      'corpus:.scenarios[].gates[].requests|0.count|1',
      'corpus:.scenarios[].gates[].requests|1[].count|1',
      'corpus:.scenarios[].gates[].requests|2.all[].count|1',
    ],
    intro: 'The object form of `count`: `{ min, max }`; a number is exactly that many.',
  },
  {
    title: 'Requests in order',
    at: ['corpus:.scenarios[].gates[].requests|2'],
    intro: 'The object form of the `requests` gate: `{ in_order: true, all: [...] }`.',
  },
  { title: 'Observation', at: ['corpus:.scenarios[].observe[]'] },
  { title: 'Scenario spy', at: ['corpus:.scenarios[].spy'] },
  { title: 'Client', at: ['config:.client'] },
  { title: 'Elicitation modes', at: ['config:.client.elicitation|1'] },
  { title: 'Root', at: ['config:.client.roots[]'] },
  {
    title: 'Elicit: accept',
    at: ['corpus:.scenarios[].elicit[]|1', 'corpus:.scenarios[].turns[].elicit[]|1'],
  },
  {
    title: 'Elicit: decline',
    at: ['corpus:.scenarios[].elicit[]|2', 'corpus:.scenarios[].turns[].elicit[]|2'],
  },
  {
    title: 'Elicit: cancel',
    at: ['corpus:.scenarios[].elicit[]|3', 'corpus:.scenarios[].turns[].elicit[]|3'],
  },
];

interface Section {
  title: string;
  intro?: string;
  node: JsonSchema;
  /** Where it is written: doc and path, first occurrence first. */
  at: { doc: Doc; path: string; description?: string }[];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const isObject = (v: unknown): v is JsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The same kind of object wherever it is written: its shape, without the field's description. */
function identity(node: JsonSchema): string {
  const { description: _d, [DEFAULT_TEXT]: _t, default: _v, examples: _e, ...shape } = node;
  return JSON.stringify(shape);
}

const hasFields = (node: JsonSchema) => node.type === 'object' && isObject(node.properties);

const isJsonValue = (node: JsonSchema): boolean =>
  node.$ref === '#/definitions/json' ||
  (Array.isArray(node.allOf) &&
    node.allOf.length === 1 &&
    isJsonValue(node.allOf[0] as JsonSchema));

/** Every object with fields, found depth-first in both schemas, as a section. */
function collect(schemas: EditorSchemas): Section[] {
  const byIdentity = new Map<string, Section>();
  const unnamed: string[] = [];
  const visit = (doc: Doc, node: unknown, path: string, description?: string) => {
    if (!isObject(node) || isJsonValue(node)) return;
    if (hasFields(node)) {
      const id = identity(node);
      const known = byIdentity.get(id);
      const spec = known ? undefined : SECTIONS.find((s) => s.at.includes(`${doc}:${path}`));
      if (known) known.at.push({ doc, path, description });
      else if (spec) {
        byIdentity.set(id, { ...spec, node, at: [{ doc, path, description }] });
      } else {
        unnamed.push(`${doc}:${path}`);
        return;
      }
      // Below a known object too, so that each section lists every place it is written.
      for (const [name, field] of Object.entries(node.properties as Record<string, JsonSchema>))
        visit(doc, field, `${path}.${name}`, field.description as string | undefined);
      return;
    }
    const lead = (node.description as string | undefined) ?? description;
    visit(doc, node.items, `${path}[]`, lead);
    if (isObject(node.additionalProperties))
      visit(doc, node.additionalProperties, `${path}{}`, lead);
    for (const key of ['anyOf', 'oneOf'] as const) {
      (Array.isArray(node[key]) ? (node[key] as unknown[]) : []).forEach((branch, i) =>
        visit(doc, branch, `${path}|${i}`, lead),
      );
    }
  };
  visit('config', schemas.config, '', schemas.config.description as string);
  visit('corpus', schemas.corpus, '', schemas.corpus.description as string);
  if (unnamed.length) {
    throw new Error(
      `scripts/reference.ts: name these objects in SECTIONS (a title, and where they are written):\n  ${unnamed.join('\n  ')}`,
    );
  }
  const sections = [...byIdentity.values()];
  const unused = SECTIONS.filter((s) => !sections.some((x) => x.title === s.title));
  if (unused.length) {
    throw new Error(
      `scripts/reference.ts: SECTIONS names objects that are gone: ${unused.map((s) => s.title).join(', ')}`,
    );
  }
  const order = (s: Section) => SECTIONS.findIndex((x) => x.title === s.title);
  return sections.sort((a, b) => order(a) - order(b));
}

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
/** A value as YAML on one line. */
const yamlValue = (v: unknown) => stringify(v, { collectionStyle: 'flow' }).trim();
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const shownPath = (path: string) => path.replace(/\|\d+/g, '').replace(/^\./, '');

function range(node: JsonSchema): string {
  const min = node.minimum as number | undefined;
  const max = node.maximum as number | undefined;
  const above = node.exclusiveMinimum as number | undefined;
  // zod's integers carry the safe-integer bounds: no bound worth saying.
  const hasMax = max !== undefined && max < Number.MAX_SAFE_INTEGER;
  if (min !== undefined && min <= Number.MIN_SAFE_INTEGER) return hasMax ? ` ≤ ${max}` : '';
  if (min !== undefined && hasMax) return ` ${min}–${max}`;
  if (min !== undefined) return ` ≥ ${min}`;
  if (above !== undefined) return ` > ${above}`;
  if (hasMax) return ` ≤ ${max}`;
  return '';
}

/** A field's type in words, objects linked to their sections. */
function typeText(node: JsonSchema, link: (n: JsonSchema) => string): string {
  if (isJsonValue(node)) return 'any JSON';
  const union = (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined;
  if (union && !node.type) return [...new Set(union.map((b) => typeText(b, link)))].join(' | ');
  if ('const' in node) return code(yamlValue(node.const));
  if (Array.isArray(node.enum)) return node.enum.map((v) => code(yamlValue(v))).join(' | ');
  if (Array.isArray(node.type)) return node.type.join(' | ');
  switch (node.type) {
    case 'string':
      if (node.format === 'uri') return 'URL';
      return (node.minLength as number | undefined) ? 'string (non-empty)' : 'string';
    case 'number':
    case 'integer':
      return `${node.type}${range(node)}`;
    case 'boolean':
      return 'boolean';
    case 'array': {
      const items = typeText(node.items as JsonSchema, link);
      const of = items.includes(' | ') ? `(${items})` : items;
      const least = node.minItems ? ` (at least ${node.minItems as number})` : '';
      return `list of ${of}${least}`;
    }
    case 'object':
      if (hasFields(node)) return link(node);
      if (isObject(node.additionalProperties))
        return `map of name → ${typeText(node.additionalProperties, link)}`;
      return 'object';
    default:
      throw new Error(`scripts/reference.ts: no words for the type ${JSON.stringify(node)}`);
  }
}

/** What an object's refinements say (scripts/editor-schemas.ts, REFINEMENTS), in words. */
function rules(node: JsonSchema): string[] {
  const out: string[] = [];
  const list = (names: string[]) => names.map((n) => code(n)).join(' and ');
  if (node.minProperties === 1 && node.maxProperties === 1)
    out.push('Write exactly one of these fields per item: `{ <kind>: <spec> }`.');
  const oneOf = node.oneOf as JsonSchema[] | undefined;
  if (oneOf) {
    const names = oneOf.map((b) => (b.required as string[] | undefined) ?? []);
    if (!names.every((n) => n.length === 1))
      throw new Error(`scripts/reference.ts: no words for the rule ${JSON.stringify(oneOf)}`);
    out.push(
      `Exactly one of ${names
        .flat()
        .map((n) => code(n))
        .join(' or ')}.`,
    );
  }
  const not = node.not as JsonSchema | undefined;
  if (not) {
    if (!Array.isArray(not.required) || Object.keys(not).length !== 1)
      throw new Error(`scripts/reference.ts: no words for the rule ${JSON.stringify(not)}`);
    out.push(`Not both ${list(not.required as string[])}.`);
  }
  if (node.if) {
    const when = (node.if as JsonSchema).properties as Record<string, { const: unknown }>;
    const [[field, { const: value }]] = Object.entries(when);
    const then = ((node.then as JsonSchema).required as string[]).map((n) => code(n));
    out.push(`${then.join(' and ')} required when ${code(field)} is ${code(yamlValue(value))}.`);
  }
  return out;
}

/**
 * A whole object as written, for the sections where one snippet says more than the field
 * examples: each must be a valid value at the section's first place (tested against the editor
 * schemas, __tests__/schema/editor-schemas.test.ts).
 */
export const SNIPPETS: Record<string, string> = {
  Server: `
command: node
args: [dist/server.js]
env:
  API_URL: \${spy.url}
startup_timeout: 30
`,
  'Spy route': `
method: GET
path: /orders/*
status: 200
json: { id: 7, status: open }
`,
  'Corpus entry': `
path: corpus/tiered/
format: tiered
thresholds: corpus/tiered/thresholds.yaml
`,
  'Claude Code provider': `
id: claude
provider: claude-code
model: sonnet
`,
  Provider: `
id: local-llama
provider: openai-compatible
model: llama-3.1-8b-instruct
base_url: http://localhost:8000/v1
api_key_env: LOCAL_API_KEY
temperature: 0
`,
  Thresholds: `
overall: 0.8
tiers: { safety: 1, selection: 0.9 }
providers:
  openai:gpt-4.1-mini: { overall: 0.7 }
`,
  Scenario: `
id: orders-open-by-customer
category: orders
prompt: Which orders of customer C42 are still open?
expect:
  calls:
    - tool: search_orders
      args: { customer: C42, status: open }
gates:
  - no_mutation: true
observe:
  - first_tool: search_orders
`,
  Turn: `
user: Cancel order 7.
expect:
  calls: [{ tool: cancel_order, args: { id: 7 } }]
`,
  Expectation: `
calls:
  - tool: search_orders
    args: { customer: { $regex: "^C\\\\d+$" } }
  - tool: get_order
order: strict
extra_calls: forbid
`,
  Gate: `
- no_request: { method: DELETE, path: /orders/** }
- no_mutation: { except: [{ method: POST, path: /search }] }
- no_call: { tool: delete_order }
- tools_exposed: [search_orders, get_order]
- tools_hidden: [admin_reset]
`,
  Observation: `
- result_contains: not found
- first_tool: search_orders
- called: get_order
- request: { method: GET, path: /orders/* }
`,
};

/** The sections' titles with the first place each is written, as a doc and a JSON pointer into
 * its editor schema: where a snippet is checked. A snippet of a list item may be a list of them
 * (Gate, Observation). */
export function snippetTargets(
  schemas: EditorSchemas,
): { title: string; doc: Doc; pointer: string; snippet: string }[] {
  const sections = collect(schemas);
  const unknown = Object.keys(SNIPPETS).filter((t) => !sections.some((s) => s.title === t));
  if (unknown.length)
    throw new Error(`scripts/reference.ts: SNIPPETS names no section: ${unknown.join(', ')}`);
  return sections
    .filter((s) => SNIPPETS[s.title])
    .map((s) => {
      const { doc, path } = s.at[0];
      let node: JsonSchema = schemas[doc];
      let pointer = '';
      for (const [, name, list, map, branch] of path.matchAll(
        /\.([^.[{|]+)|(\[\])|(\{\})|\|(\d+)/g,
      )) {
        const step = name
          ? ['properties', name]
          : list
            ? ['items']
            : map
              ? ['additionalProperties']
              : [node.anyOf ? 'anyOf' : 'oneOf', branch];
        node = step.reduce((n: JsonSchema, k) => n[k] as JsonSchema, node);
        pointer += `/${step.join('/')}`;
      }
      return { title: s.title, doc, pointer, snippet: SNIPPETS[s.title] };
    });
}

function renderSection(s: Section, link: (n: JsonSchema) => string): string {
  const root = s.at[0].path === '';
  const where = (['config', 'corpus'] as const)
    .map((doc) => {
      const paths = [...new Set(s.at.filter((a) => a.doc === doc).map((a) => shownPath(a.path)))];
      return paths.length ? `${paths.map(code).join(', ')} in ${DOC_NAMES[doc]}` : '';
    })
    .filter(Boolean)
    .join('; ');
  const lead = s.intro ?? s.at.find((a) => a.description)?.description;
  const required = new Set((s.node.required as string[] | undefined) ?? []);
  const rows = Object.entries(s.node.properties as Record<string, JsonSchema>).map(
    ([name, field]) => {
      const shown = field[DEFAULT_TEXT] as string | undefined;
      const fallback = field.default === undefined ? '' : code(yamlValue(field.default));
      const example = ((field.examples as unknown[] | undefined) ?? [])[0];
      return [
        `${code(name)}${required.has(name) ? ' (required)' : ''}`,
        typeText(field, link),
        shown ?? fallback,
        (field.description as string | undefined) ?? '',
        example === undefined ? '' : code(`${name}: ${yamlValue(example)}`),
      ].map(cell);
    },
  );
  return [
    `### ${s.title}`,
    '',
    ...(root ? [] : [`Written at: ${where}.`, '', ...(lead ? [lead, ''] : [])]),
    ...rules(s.node).flatMap((r) => [r, '']),
    ...(SNIPPETS[s.title] ? ['```yaml', SNIPPETS[s.title].trimEnd(), '```', ''] : []),
    '| Field | Type | Default | Description | Example |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}

/** The matchers of src/match/args.ts, by hand: each key of MATCHER_KEYS is named here. */
const MATCHERS: { keys: string[]; form: string; matches: string }[] = [
  {
    keys: ['$any'],
    form: '{ $any: true }',
    matches: 'Any value, as long as the argument is there.',
  },
  {
    keys: ['$eq'],
    form: '{ $eq: <value> }',
    matches:
      'A value equal to `<value>` as a whole: a nested object must have exactly its fields, not a subset; types must match.',
  },
  { keys: ['$absent'], form: '{ $absent: true }', matches: 'The argument is not there.' },
  {
    keys: ['$nonEmpty'],
    form: '{ $nonEmpty: true }',
    matches:
      'Any value but `null` and empty ones: a string with more than spaces, a list or object with an element; any number or boolean.',
  },
  {
    keys: ['$oneOf'],
    form: '{ $oneOf: [a, b, …] }',
    matches:
      'A value that matches one of the list (each element compared as an expected value, matchers included).',
  },
  {
    keys: ['$unordered'],
    form: '{ $unordered: [a, b, …] }',
    matches:
      'A list with the same items in any order, as a multiset: as many as listed, each matched by its own item (compared as an expected value, matchers included: an object is a subset), `[a, a, b]` needs two `a`s.',
  },
  {
    keys: ['$subset'],
    form: '{ $subset: [a, b, …] }',
    matches:
      'A list that holds each of these items, in any order, among others: counted as a multiset, so two equal items need two in the list; items compared as for `$unordered`.',
  },
  {
    keys: ['$regex', '$flags'],
    form: '{ $regex: "^prod-\\\\d+$", $flags: "i" }',
    matches:
      'A string, number or boolean whose text matches the JavaScript `RegExp` (ECMAScript syntax, unanchored: write `^…$` for a whole value). `$flags` are its flags (`i`, `m`, `s`, `u`, `v`, `y`, …).',
  },
  {
    keys: ['$contains'],
    form: '{ $contains: <value> }',
    matches:
      'A list with an element that matches `<value>`; any other value whose text contains it, case-insensitive.',
  },
  {
    keys: ['$approx', '$tol'],
    form: '{ $approx: 3.0, $tol: 0.01 }',
    matches: 'A number (or numeric text) within `$tol` of `$approx`; without `$tol`, within 1e-9.',
  },
  {
    keys: ['$pyEq'],
    form: '{ $pyEq: <value> }',
    matches:
      'Internal to imported tiered corpora (the importer writes it): Python\'s `==` (`true == 1 == 1.0`, `"5" != 5`, nested objects and lists compared whole), and an absent argument reads as `null`.',
  },
];

function matchersSection(): string {
  const named = MATCHERS.flatMap((m) => m.keys);
  const missing = MATCHER_KEYS.filter((k) => !named.includes(k));
  const extra = named.filter((k) => !MATCHER_KEYS.includes(k));
  if (missing.length || extra.length) {
    throw new Error(
      `scripts/reference.ts: MATCHERS is out of step with MATCHER_KEYS (src/match/args.ts): ${[...missing.map((k) => `undocumented ${k}`), ...extra.map((k) => `unknown ${k}`)].join(', ')}`,
    );
  }
  return [
    '## Matchers',
    '',
    "In expected arguments (`expect.calls[].args`, a `no_call` gate's `args`), a value may be a matcher instead of a literal: an object whose keys all start with `$`. A key the list below does not have, or `$`-keys mixed with ordinary fields, is an error, and `mcp-eval validate` reports a matcher no value can satisfy (`$oneOf: []`, a regex nothing matches, invalid flags). Without a matcher a value matches when it is equal, with the same type (`true` is not `1`); a nested object is a subset, and `null` never matches an absent argument (`$absent` does).",
    '',
    '| Matcher | Matches |',
    '| --- | --- |',
    ...MATCHERS.map((m) => `| ${cell(code(m.form))} | ${cell(m.matches)} |`),
    '',
  ].join('\n');
}

const PLACEHOLDERS = [
  '## Placeholders',
  '',
  'In `mcp-eval.yaml`, the `server` fields (`command`, `args`, `env`, `cwd`, `url`, `headers`) may hold these, and no others (any other `${…}` is an error):',
  '',
  '| Placeholder | Stands for |',
  '| --- | --- |',
  "| `${spy.url}` | The spy HTTP backend's URL, `http://127.0.0.1:<port>`: set your server's API base URL to it. |",
  "| `${spy.port}` | The spy HTTP backend's port (fixed with `spy.port`, else chosen for the run). |",
  '| `${env:NAME}` | The environment variable `NAME` of the run; unset, it is a setup error. Its value is redacted from every report. |',
  '',
  "In a corpus file, `{NAME}` (a capital letter, then capitals, digits or `_`) in any field of a scenario but `id` and `vars` is filled from the scenario's `vars`, then the file's `defaults.vars`, the config's `vars` and the environment; one that stays unresolved is an error. A shell's `${NAME}` in a hook is left to the shell.",
  '',
].join('\n');

const INTRO = [
  "<!-- Generated by `npm run schema` (scripts/reference.ts) from the zod schemas in src/model/config.ts and src/corpus/schema.ts: do not edit. Change the schemas' .describe() and .meta({ examples }) and run `npm run schema`. -->",
  '',
  '# Configuration and corpus reference',
  '',
  'Every field of `mcp-eval.yaml` and of a corpus file in the native format, generated from the schemas that read them. Editors can check both as you type with the JSON Schemas [`schema/config.schema.json`](../schema/config.schema.json) and [`schema/corpus.schema.json`](../schema/corpus.schema.json): see [Editor support](scenarios.md#editor-support). Imported formats (tiered, casefile, answer fixtures) are described in [Imported corpora](imported.md).',
  '',
  'A field marked (required) must be given; the others may be left out. Each field has an example, as it is written in YAML; some sections show a whole object too. `list of X` is a YAML sequence, `map of name → X` a mapping whose keys you choose, `any JSON` any YAML value that JSON can hold.',
  '',
].join('\n');

/** The reference page (Markdown, before prettier). */
export function referenceMarkdown(schemas: EditorSchemas): string {
  const sections = collect(schemas);
  const byIdentity = new Map(sections.map((s) => [identity(s.node), s]));
  const link = (node: JsonSchema) => {
    const s = byIdentity.get(identity(node));
    if (!s) throw new Error(`scripts/reference.ts: an object without a section: ${identity(node)}`);
    return `[${s.title}](#${slug(s.title)})`;
  };
  const groups: Record<Doc, Section[]> = {
    config: sections.filter((s) => s.at[0].doc === 'config'),
    corpus: sections.filter((s) => s.at[0].doc === 'corpus'),
  };
  const contents = (list: Section[]) =>
    list.map((s) => `[${s.title}](#${slug(s.title)})`).join(' · ');
  return [
    INTRO,
    `- [mcp-eval.yaml](#mcp-evalyaml): ${contents(groups.config)}`,
    `- [Corpus files](#corpus-files): ${contents(groups.corpus)}`,
    '- [Matchers](#matchers) · [Placeholders](#placeholders)',
    '',
    '## mcp-eval.yaml',
    '',
    'The configuration, `--config` (default `mcp-eval.yaml` when there is one). Paths in it are relative to its folder. CLI flags and action inputs override it.',
    '',
    ...groups.config.map((s) => renderSection(s, link)),
    '## Corpus files',
    '',
    'A corpus file in the native format (YAML or JSON): optional `defaults` and a list of `scenarios`.',
    '',
    ...groups.corpus.map((s) => renderSection(s, link)),
    matchersSection(),
    PLACEHOLDERS,
  ].join('\n');
}
