// The editor schemas (schema/config.schema.json, schema/corpus.schema.json) checked with a real
// JSON Schema validator, as an editor would use them: the example files pass, a misspelt field
// does not, and they agree with the zod schemas the CLI reads the same files with.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/model/config.js';
import { corpusFileSchema, scenarioSchema } from '../../src/corpus/schema.js';
import { editorSchemas } from '../../scripts/editor-schemas.js';
import { referenceMarkdown, snippetTargets } from '../../scripts/reference.js';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const committed = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;

// Strict about unknown keywords and formats; `required` inside `not` and `oneOf` (the refinements) is
// standard JSON Schema, which ajv's strictRequired lint would refuse.
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
// The `uri` format of `base_url` (z.url()); ajv knows no formats without ajv-formats.
ajv.addFormat('uri', (s: string) => URL.canParse(s));
const validators = {
  config: ajv.compile(committed('schema/config.schema.json')),
  corpus: ajv.compile(committed('schema/corpus.schema.json')),
};

const problems = (validate: ValidateFunction, data: unknown) =>
  validate(data) ? [] : (validate.errors ?? []).map(explain);
const explain = (e: ErrorObject) =>
  `${e.instancePath || '/'} ${e.message ?? ''}${e.keyword === 'additionalProperties' ? `: ${String(e.params.additionalProperty)}` : ''}`;

const corpusFiles = readdirSync(path.join(root, 'corpus'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => `corpus/${f}`);

/** Native corpus files among the test fixtures: more real scenarios to compare zod and ajv on. */
function nativeFixtures(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.ya?ml$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .filter((f) => /^scenarios:/m.test(read(f)));
}

describe('the committed editor schemas and reference', () => {
  it('are what `npm run schema` writes from the zod schemas now', async () => {
    const fresh = editorSchemas();
    expect(committed('schema/config.schema.json')).toEqual(fresh.config);
    expect(committed('schema/corpus.schema.json')).toEqual(fresh.corpus);
    const file = 'docs/corpus.md';
    const options = await prettier.resolveConfig(path.join(root, file));
    const markdown = await prettier.format(referenceMarkdown(editorSchemas(true)), {
      ...options,
      filepath: file,
    });
    expect(read(file), 'docs/corpus.md is stale: run `npm run schema`').toBe(markdown);
  });

  it('carry only standard keywords (the reference keeps its own out of them)', () => {
    expect(read('schema/config.schema.json')).not.toContain('x-default');
    expect(read('schema/corpus.schema.json')).not.toContain('x-default');
  });
});

describe('the example files', () => {
  it.each([['mcp-eval.yaml', 'schema/config.schema.json'] as const])(
    '%s is valid, and names its schema for yaml-language-server',
    (file, schema) => {
      const text = read(file);
      expect(problems(validators.config, parse(text))).toEqual([]);
      const named = /^# yaml-language-server: \$schema=(\S+)$/m.exec(text)?.[1];
      expect(named && path.relative(root, path.resolve(root, path.dirname(file), named))).toBe(
        schema,
      );
    },
  );

  it.each(corpusFiles)('%s is valid, and names its schema for yaml-language-server', (file) => {
    const text = read(file);
    expect(problems(validators.corpus, parse(text))).toEqual([]);
    const named = /^# yaml-language-server: \$schema=(\S+)$/m.exec(text)?.[1];
    expect(named && path.relative(root, path.resolve(root, path.dirname(file), named))).toBe(
      'schema/corpus.schema.json',
    );
  });

  it('exist: the corpus folder has files to check', () => {
    expect(corpusFiles.length).toBeGreaterThanOrEqual(5);
  });
});

describe("the reference's examples", () => {
  // The committed schemas by name, so that a part of one can be compiled with its definitions.
  const parts = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
  });
  parts.addFormat('uri', (s: string) => URL.canParse(s));
  parts.addSchema(committed('schema/config.schema.json'), 'config');
  parts.addSchema(committed('schema/corpus.schema.json'), 'corpus');
  const at = (doc: 'config' | 'corpus', pointer: string) =>
    parts.compile({ $ref: `${doc}#${pointer}` });

  /** Every field's examples, with the JSON pointer of the field's schema. */
  function fieldExamples(doc: 'config' | 'corpus') {
    const out: [string, string, unknown][] = [];
    const visit = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${pointer}/${i}`));
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      const props = (n.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [name, prop] of Object.entries(props)) {
        const here = `${pointer}/properties/${name}`;
        for (const example of (prop.examples ?? []) as unknown[]) out.push([doc, here, example]);
        visit(prop, here);
      }
      visit(n.items, `${pointer}/items`);
      visit(n.anyOf, `${pointer}/anyOf`);
      visit(n.oneOf, `${pointer}/oneOf`);
      if (typeof n.additionalProperties === 'object')
        visit(n.additionalProperties, `${pointer}/additionalProperties`);
    };
    visit(committed(`schema/${doc}.schema.json`), '');
    return out;
  }
  const examples = [...fieldExamples('config'), ...fieldExamples('corpus')];

  it('exist for many fields (npm run schema fails on a field without one)', () => {
    expect(examples.length).toBeGreaterThan(100);
  });

  it.each(examples)('%s%s: the example is valid there', (doc, pointer, example) => {
    expect(problems(at(doc as 'config' | 'corpus', pointer), example)).toEqual([]);
  });

  const snippets = snippetTargets(editorSchemas(true));
  it('include whole-object snippets for the main sections', () => {
    expect(snippets.map((s) => s.title)).toEqual(
      expect.arrayContaining([
        'Server',
        'Spy route',
        'Provider',
        'Scenario',
        'Gate',
        'Observation',
      ]),
    );
  });

  it.each(snippets.map((s) => [s.title, s] as const))(
    'the %s snippet is valid where the section is written',
    (_title, { doc, pointer, snippet }) => {
      const value: unknown = parse(snippet);
      const validate = at(doc, pointer);
      // A list item's snippet may be a list of them.
      for (const item of Array.isArray(value) ? value : [value])
        expect(problems(validate, item)).toEqual([]);
    },
  );

  it('catch an invalid example', () => {
    expect(problems(at('config', '/properties/timeout'), -1)).not.toEqual([]);
    expect(problems(at('corpus', '/properties/scenarios/items'), { id: 'a' })).not.toEqual([]);
  });
});

describe('a misspelt field', () => {
  const config = () => parse(read('mcp-eval.yaml')) as Record<string, unknown>;
  const scenario = { id: 'a', prompt: 'List my clusters', expect: { calls: [{ tool: 'list' }] } };

  it('is rejected in the config, at any depth', () => {
    const { server, ...rest } = config();
    expect(problems(validators.config, { ...rest, servr: server })).toContain(
      '/ must NOT have additional properties: servr',
    );
    expect(problems(validators.config, { ...config(), spy: { route: [] } })).toContain(
      '/spy must NOT have additional properties: route',
    );
    expect(problems(validators.config, { ...config(), thresholds: { overal: 0.9 } })).toContain(
      '/thresholds must NOT have additional properties: overal',
    );
  });

  it('is rejected in a corpus file, at any depth', () => {
    const file = (s: Record<string, unknown>) => ({ scenarios: [s] });
    expect(problems(validators.corpus, { scenario: [scenario] })).toContain(
      '/ must NOT have additional properties: scenario',
    );
    const { prompt, ...noPrompt } = scenario;
    expect(problems(validators.corpus, file({ ...noPrompt, promt: prompt }))).toContain(
      '/scenarios/0 must NOT have additional properties: promt',
    );
    expect(
      problems(validators.corpus, file({ ...scenario, expect: { calls: [{ tol: 'list' }] } })),
    ).toContain('/scenarios/0/expect/calls/0 must NOT have additional properties: tol');
    expect(
      problems(
        validators.corpus,
        file({ ...scenario, gates: [{ no_requests: { method: 'DELETE' } }] }),
      ),
    ).toContain('/scenarios/0/gates/0 must NOT have additional properties: no_requests');
  });
});

describe('the editor schemas agree with the zod schemas', () => {
  const scenario = { id: 'a', prompt: 'Delete c1', expect: { calls: [{ tool: 'delete' }] } };
  const scenarios: [string, Record<string, unknown>][] = [
    ['a prompt', scenario],
    ['turns', { id: 'a', turns: [{ user: 'hi', expect: { clarification: true } }] }],
    ['neither prompt nor turns', { id: 'a' }],
    ['both prompt and turns', { ...scenario, turns: [{ user: 'hi' }] }],
    ['turns and a top-level expect', { id: 'a', turns: [{ user: 'hi' }], expect: {} }],
    ['no turn', { id: 'a', turns: [] }],
    ['an empty id', { ...scenario, id: '' }],
    [
      'matchers',
      {
        ...scenario,
        expect: {
          calls: [
            {
              tool: 'get',
              args: { id: { $regex: '^c\\d+$', $flags: 'i' }, n: { $approx: 3, $tol: 0.1 } },
            },
          ],
        },
      },
    ],
    [
      'every gate kind',
      {
        ...scenario,
        gates: [
          { no_request: { method: 'DELETE', path: '/clusters/*' } },
          { no_mutation: true },
          { no_mutation: { except: [{ method: 'POST', path: '/search' }] } },
          { no_call: { tool: 'delete', args: { confirm: true } } },
          { tools_exposed: ['delete'] },
          { tools_hidden: ['drop'] },
        ],
      },
    ],
    ['a gate with two kinds', { ...scenario, gates: [{ no_mutation: true, tools_hidden: ['x'] }] }],
    ['an empty gate', { ...scenario, gates: [{}] }],
    ['no_mutation: false', { ...scenario, gates: [{ no_mutation: false }] }],
    ['no_mutation without exceptions', { ...scenario, gates: [{ no_mutation: { except: [] } }] }],
    [
      'every observation kind',
      {
        ...scenario,
        observe: [
          { result_contains: 'ok' },
          { first_tool: 'get' },
          { called: 'get' },
          { request: { method: 'GET' } },
        ],
      },
    ],
    ['an observation with two kinds', { ...scenario, observe: [{ called: 'a', first_tool: 'b' }] }],
    [
      'its own spy routes',
      {
        ...scenario,
        spy: { routes: [{ method: 'GET', path: '/x', status: 200, json: { ok: true } }] },
      },
    ],
    [
      'a route status out of range',
      { ...scenario, spy: { routes: [{ path: '/x', status: 999 }] } },
    ],
    ['an answer', { ...scenario, expect: { answer: { includes: '14 pods', mode: 'loose' } } }],
    [
      'an unknown answer mode',
      { ...scenario, expect: { answer: { includes: ['x'], mode: 'fuzzy' } } },
    ],
    ['an unknown tier', { ...scenario, tier: 'vibes' }],
    ['a zero timeout', { ...scenario, timeout: 0 }],
    ['server overrides', { ...scenario, server: { env: { SCOPE: 'read' }, args: ['--ro'] } }],
  ];

  it.each(scenarios)('a scenario with %s', (_name, s) => {
    const zod = scenarioSchema.safeParse(s).success;
    expect(problems(validators.corpus, { scenarios: [s] }).length === 0).toBe(zod);
  });

  const base = { server: { command: 'node', args: ['server.js'] }, corpus: ['corpus/*.yaml'] };
  const configs: [string, Record<string, unknown>][] = [
    ['a stdio server', base],
    ['a url server', { server: { url: 'http://127.0.0.1:3000/mcp' } }],
    ['both command and url', { server: { command: 'node', url: 'http://127.0.0.1:3000/mcp' } }],
    [
      'corpus entries',
      { ...base, corpus: ['a/*.yaml', { path: 'b', format: 'tiered', thresholds: 't.yaml' }] },
    ],
    ['an unknown corpus format', { ...base, corpus: [{ path: 'b', format: 'csv' }] }],
    [
      'providers of every form',
      {
        ...base,
        providers: [
          'openai:gpt-4.1-mini',
          { provider: 'claude-code' },
          { provider: 'openai-compatible', model: 'q', base_url: 'http://127.0.0.1:8000/v1' },
        ],
      },
    ],
    [
      'openai-compatible without base_url',
      { ...base, providers: [{ provider: 'openai-compatible', model: 'q' }] },
    ],
    [
      'a base_url that is no URL',
      { ...base, providers: [{ provider: 'openai', model: 'q', base_url: 'not a url' }] },
    ],
    ['an unknown provider', { ...base, providers: [{ provider: 'acme', model: 'q' }] }],
    [
      'thresholds',
      {
        ...base,
        thresholds: {
          overall: 0.85,
          tiers: { args: 0.9 },
          providers: { 'gpt-4.1-mini': { overall: 0.8 } },
        },
      },
    ],
    ['a threshold above 1', { ...base, thresholds: { overall: 1.5 } }],
    [
      'spy port and reads',
      { ...base, spy: { port: 8123, reads: [{ method: 'POST', path: '/search' }] } },
    ],
    ['a spy port out of range', { ...base, spy: { port: 70000 } }],
    ['prices', { ...base, prices: { 'gpt-4.1-mini': { input: 0.4, output: 1.6, cached: 0.1 } } }],
    ['a price without output', { ...base, prices: { m: { input: 0.4 } } }],
  ];

  it.each(configs)('a config with %s', (_name, c) => {
    const zod = configSchema.safeParse(c).success;
    expect(problems(validators.config, c).length === 0).toBe(zod);
  });

  const fixtures = [
    ...corpusFiles,
    ...nativeFixtures('__tests__/fixtures'),
    ...nativeFixtures('__tests__/action'),
  ];

  it.each(fixtures)('every scenario of %s that zod accepts', (file) => {
    const data = parse(read(file)) as { defaults?: unknown; scenarios: unknown[] };
    expect(corpusFileSchema.safeParse(data).success).toBe(true);
    const accepted = data.scenarios.filter((s) => scenarioSchema.safeParse(s).success);
    expect(accepted.length).toBeGreaterThan(0);
    expect(problems(validators.corpus, { ...data, scenarios: accepted })).toEqual([]);
  });
});
