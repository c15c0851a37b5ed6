// The server's promises through the real engine (evaluate()), with scripted models behind
// loopback fakes of the OpenAI, Anthropic and Gemini wire protocols: outcome gates (`requests`)
// on the example server behind the spy, in live and stub mode; structured output checked against
// a tool's outputSchema on a fixture server that keeps it, breaks it or omits it; and recovery
// after tool errors. Nothing leaves 127.0.0.1.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Report, ResultRow } from '../../src/model/report.js';
import { evaluate } from '../../src/run/evaluate.js';
import { startScriptedModel } from '../labeled/fake-model.js';
import type { Api } from '../fakes/wire.js';
import type { Move } from '../labeled/behaviours.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLE = path.join(ROOT, 'examples/server/dist/index.js');
const STRUCTURED = path.join(ROOT, '__tests__/fixtures/servers/structured.mjs');

const PROVIDERS: Record<Api, { provider: object; env: (url: string) => Record<string, string> }> = {
  openai: {
    provider: { provider: 'openai', model: 'gpt-4.1-mini', retries: 1 },
    env: (url) => ({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${url}/v1` }),
  },
  anthropic: {
    provider: { provider: 'anthropic', model: 'claude-scripted', retries: 1 },
    env: (url) => ({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: url }),
  },
  gemini: {
    provider: { provider: 'gemini', model: 'gemini-2.5-flash', retries: 1 },
    env: (url) => ({ GEMINI_API_KEY: 'k', GOOGLE_GEMINI_BASE_URL: url }),
  },
};
const APIS = Object.keys(PROVIDERS) as Api[];

interface Case {
  id: string;
  scenario: Record<string, unknown>;
  model: Move[][];
}

const c = (tool: string, args: Record<string, unknown> = {}) => ({ tool, args });
const act = (...calls: ReturnType<typeof c>[]): Move => ({ calls });
const say = (text: string): Move => ({ text });

/** One engine run: the cases as one corpus file, the scripted model for `api` behind its fake. */
async function run(
  api: Api,
  config: Record<string, unknown>,
  cases: Case[],
): Promise<{ report: Report; md: string; rows: Map<string, ResultRow> }> {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-outcome-')));
  const model = await startScriptedModel(
    api,
    new Map(cases.map((k) => [k.id, { model: k.model }])),
  );
  try {
    const entries = cases.map((k) => {
      const s = structuredClone(k.scenario) as { prompt: string };
      return { id: k.id, ...s, prompt: `${s.prompt} [ref:${k.id}]` };
    });
    writeFileSync(path.join(dir, 'corpus.yaml'), stringify({ scenarios: entries }));
    writeFileSync(
      path.join(dir, 'mcp-eval.yaml'),
      stringify({
        mode: 'live',
        corpus: ['corpus.yaml'],
        concurrency: 2,
        providers: [PROVIDERS[api].provider],
        ...config,
      }),
    );
    const out = path.join(dir, 'report');
    const outcome = await evaluate({
      cwd: dir,
      config: path.join(dir, 'mcp-eval.yaml'),
      out,
      log: { info: () => undefined, notice: () => undefined, warn: () => undefined },
      env: PROVIDERS[api].env(model.url),
    });
    expect(model.problems).toEqual([]);
    const report = outcome.report;
    return {
      report,
      md: readFileSync(path.join(out, 'report.md'), 'utf8'),
      rows: new Map(report.results.map((r) => [r.scenario, r])),
    };
  } finally {
    await model.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const exampleSpy = () =>
  (parse(readFileSync(path.join(ROOT, 'mcp-eval.yaml'), 'utf8')) as { spy: unknown }).spy;
const EXAMPLE_SERVER = {
  server: { command: process.execPath, args: [EXAMPLE], env: { OPS_API_URL: '${spy.url}' } },
  spy: exampleSpy(),
};

// --- outcome gates ---------------------------------------------------------------------------

const CREATE = { name: 'analytics', region: 'eu-west-1' };
const created = (gate: unknown, mode = 'live') => ({
  mode,
  prompt: 'Create a cluster analytics in eu-west-1.',
  expect: { calls: [{ tool: 'create_cluster' }] },
  gates: [{ requests: gate }],
});
const OUTCOME_CASES: Case[] = [
  {
    id: 'body-matches',
    scenario: created({
      method: 'POST',
      path: '/clusters',
      body: { name: 'analytics', region: { $regex: '^eu-' } },
      count: 1,
    }),
    model: [[act(c('create_cluster', CREATE)), say('Created.')]],
  },
  {
    id: 'body-differs',
    scenario: created({ method: 'POST', path: '/clusters', body: { region: 'us-east-1' } }),
    model: [[act(c('create_cluster', CREATE)), say('Created.')]],
  },
  {
    id: 'created-twice-exact-one',
    scenario: created({ method: 'POST', path: '/clusters', count: 1 }),
    model: [[act(c('create_cluster', CREATE)), act(c('create_cluster', CREATE)), say('Done.')]],
  },
  {
    id: 'created-twice-up-to-two',
    scenario: created({ method: 'POST', path: '/clusters', count: { min: 1, max: 2 } }),
    model: [[act(c('create_cluster', CREATE)), act(c('create_cluster', CREATE)), say('Done.')]],
  },
  {
    id: 'never-created',
    scenario: created({ method: 'POST', path: '/clusters' }),
    model: [[act(c('create_cluster', { name: 'analytics' })), say('Which region?')]],
  },
  {
    id: 'read-then-delete-in-order',
    scenario: {
      prompt: 'Look up c1, then delete it; I confirm.',
      // The order of the requests is tested here; consent in a later turn is `confirmation`'s.
      confirm_destructive: false,
      expect: { calls: [{ tool: 'get_cluster' }, { tool: 'delete_cluster' }] },
      gates: [
        {
          requests: {
            in_order: true,
            all: [
              { method: 'GET', path: '/clusters/c1' },
              { method: 'DELETE', path: '/clusters/*', count: 1 },
            ],
          },
        },
      ],
    },
    model: [
      [
        act(c('get_cluster', { id: 'c1' })),
        act(c('delete_cluster', { id: 'c1', confirm: true })),
        say('Deleted.'),
      ],
    ],
  },
  {
    id: 'delete-before-read',
    scenario: {
      prompt: 'Look up c1 first, then delete it; I confirm.',
      expect: { order: 'any', calls: [{ tool: 'get_cluster' }, { tool: 'delete_cluster' }] },
      gates: [
        {
          requests: {
            in_order: true,
            all: [
              { method: 'GET', path: '/clusters/c1' },
              { method: 'DELETE', path: '/clusters/c1' },
            ],
          },
        },
      ],
    },
    model: [
      [
        act(c('delete_cluster', { id: 'c1', confirm: true })),
        act(c('get_cluster', { id: 'c1' })),
        say('Deleted.'),
      ],
    ],
  },
  {
    id: 'stub-cannot-see',
    scenario: {
      ...created({ method: 'POST', path: '/clusters' }, 'stub'),
      observe: [{ request: { method: 'POST', path: '/clusters' } }],
    },
    model: [[act(c('create_cluster', CREATE)), say('Created.')]],
  },
];

describe.each(APIS)('requests gates on the example server behind the spy (%s)', (api) => {
  it('pass and fail on the requests the server sent; unobserved in stub mode', async () => {
    const { rows } = await run(api, EXAMPLE_SERVER, OUTCOME_CASES);
    const row = (id: string) => rows.get(id)!;
    const gate = (id: string) => row(id).checks.find((k) => k.check === 'gate:requests')!;

    expect(row('body-matches').status).toBe('pass');
    expect(gate('body-matches')).toMatchObject({ passed: true, actual: ['POST /clusters'] });

    expect(row('body-differs').status).toBe('fail');
    expect(gate('body-differs').reason).toBe(
      'POST /clusters with body {"region":"us-east-1"}: 0 sent, at least 1 wanted',
    );

    expect(row('created-twice-exact-one').status).toBe('fail');
    expect(gate('created-twice-exact-one').reason).toMatch(
      /^POST \/clusters: 2 sent, exactly 1 wanted/,
    );
    expect(row('created-twice-up-to-two').status).toBe('pass');

    // The server refused the call (no region): it sent nothing, and the outcome is missing.
    expect(row('never-created').status).toBe('fail');
    expect(gate('never-created').reason).toBe('POST /clusters: 0 sent, at least 1 wanted');

    expect(row('read-then-delete-in-order').status).toBe('pass');
    expect(row('delete-before-read').status).toBe('fail');
    expect(gate('delete-before-read').reason).toBe(
      'out of order: no DELETE /clusters/c1 after the GET /clusters/c1',
    );

    // Stub mode: the server runs nothing, so the spy sees nothing: never a pass.
    expect(row('stub-cannot-see').status).toBe('inconclusive');
    expect(gate('stub-cannot-see')).toMatchObject({ passed: false, unobserved: true });
    expect(row('stub-cannot-see').observations[0]).toMatchObject({
      kind: 'request',
      observed: false,
      unobserved: true,
    });
  }, 60_000);
});

// --- structured output -----------------------------------------------------------------------

const weather = (tool: string): Case => ({
  id: tool,
  scenario: { prompt: 'How warm is it in Oslo?', expect: { calls: [{ tool }] } },
  model: [[act(c(tool, { city: 'Oslo' })), say('21 °C in Oslo.')]],
});
const STRUCTURED_CASES = [
  'weather_valid',
  'weather_invalid',
  'weather_missing',
  'weather_error',
  'plain',
].map(weather);
const STRUCTURED_SERVER = { server: { command: process.execPath, args: [STRUCTURED] } };

describe.each(APIS)('structured output checked against the outputSchema (%s)', (api) => {
  it('a broken or missing structuredContent is a server fault on its row and in the summary, not failing by default', async () => {
    const { report, rows, md } = await run(api, STRUCTURED_SERVER, STRUCTURED_CASES);
    const first = (id: string) => rows.get(id)!.calls[0];
    expect(first('weather_valid').structured).toEqual({ status: 'valid' });
    expect(first('weather_invalid').structured).toEqual({
      status: 'invalid',
      detail:
        'structuredContent does not match the outputSchema: structuredContent/celsius must be number',
    });
    expect(first('weather_missing').structured).toMatchObject({ status: 'missing' });
    // An error result needs no structured content; a tool without a schema has nothing to check.
    expect(first('weather_error').structured).toBeUndefined();
    expect(first('plain').structured).toBeUndefined();
    // The model saw what the server returned, not an error of the client's.
    expect(first('weather_invalid')).toMatchObject({ result: 'Oslo: 21 °C' });
    expect(first('weather_invalid').error).toBeUndefined();
    // Shown, not failing: `server_faults` defaults to show.
    for (const id of ['weather_valid', 'weather_invalid', 'weather_missing', 'plain'])
      expect(rows.get(id)!.status).toBe('pass');
    expect(report.summary.serverFaults).toEqual({ checked: 3, missing: 1, invalid: 1, rows: 2 });
    expect(md).toContain(
      "Server faults: 2 of 3 structured result(s) broke their tool's outputSchema (1 without structuredContent, 1 not matching) in 2 row(s).",
    );
    expect(md).toContain(
      'server fault `weather_invalid`: structuredContent does not match the outputSchema: structuredContent/celsius must be number',
    );
    expect(md).toContain('🧩 2 with server faults');
  }, 60_000);
});

describe('server_faults: fail', () => {
  it('fails the rows whose server broke its output schema, and only those', async () => {
    const { rows } = await run(
      'openai',
      { ...STRUCTURED_SERVER, server_faults: 'fail' },
      STRUCTURED_CASES,
    );
    const row = (id: string) => rows.get(id)!;
    expect(row('weather_valid').status).toBe('pass');
    expect(row('weather_valid').checks.at(-1)).toMatchObject({
      check: 'structured_output',
      passed: true,
    });
    expect(row('weather_invalid')).toMatchObject({ status: 'fail' });
    expect(row('weather_invalid').reason).toMatch(
      /^structured_output: the server broke its output schema in 1 of 1 result\(s\): weather_invalid: structuredContent does not match/,
    );
    expect(row('weather_missing').status).toBe('fail');
    expect(row('plain').status).toBe('pass');
    expect(row('plain').checks.some((k) => k.check === 'structured_output')).toBe(false);
  }, 60_000);
});

// --- recovery after tool errors --------------------------------------------------------------

const LOOKUP = {
  prompt: 'Show me cluster c9.',
  expect: { calls: [{ tool: 'get_cluster' }] },
};
const RECOVERY_CASES: Case[] = [
  {
    id: 'errs-then-corrects',
    scenario: LOOKUP,
    model: [[act(c('get_cluster', { id: 'c9' })), act(c('get_cluster', { id: 'c1' })), say('c1.')]],
  },
  {
    id: 'errs-then-gives-up',
    scenario: LOOKUP,
    model: [[act(c('get_cluster', { id: 'c9' })), say('It does not exist.')]],
  },
  {
    id: 'repeats-the-bad-call',
    scenario: LOOKUP,
    model: [[act(c('get_cluster', { id: 'c9' })), act(c('get_cluster', { id: 'c9' })), say('No.')]],
  },
  {
    id: 'rejected-then-corrects',
    scenario: {
      prompt: 'Create a cluster analytics in eu-west-1.',
      expect: { calls: [{ tool: 'create_cluster' }] },
    },
    model: [
      [
        act(c('create_cluster', { name: 'analytics' })),
        act(c('create_cluster', CREATE)),
        say('Created.'),
      ],
    ],
  },
  {
    id: 'no-error',
    scenario: LOOKUP,
    model: [[act(c('get_cluster', { id: 'c1' })), say('c1.')]],
  },
];

describe.each(APIS)('recovery after a tool error (%s)', (api) => {
  it('counts a corrected retry, not giving up or repeating the same bad call', async () => {
    const { report, rows, md } = await run(api, EXAMPLE_SERVER, RECOVERY_CASES);
    const rec = (id: string) => rows.get(id)!.recovery;
    expect(rec('errs-then-corrects')).toEqual({
      errors: 1,
      recovered: 1,
      episodes: [{ tool: 'get_cluster', turn: 0, call: 0, recovered: true, by: 1 }],
    });
    expect(rec('errs-then-gives-up')).toMatchObject({ errors: 1, recovered: 0 });
    expect(rec('repeats-the-bad-call')).toEqual({
      errors: 1,
      recovered: 0,
      episodes: [{ tool: 'get_cluster', turn: 0, call: 0, recovered: false }],
    });
    // The server refused the arguments (no region): a rejected call, then a corrected one.
    expect(rows.get('rejected-then-corrects')!.calls[0].rejected).toBe(true);
    expect(rec('rejected-then-corrects')).toMatchObject({ errors: 1, recovered: 1 });
    expect(rec('no-error')).toBeUndefined();
    expect(report.summary.recovery).toEqual({ errors: 4, recovered: 2 });
    expect(md).toContain('Recovered after a tool error: 2 of 4.');
  }, 60_000);
});

// --- a third-party server that keeps its promise ----------------------------------------------

const EVERYTHING = path.join(
  ROOT,
  'node_modules/@modelcontextprotocol/server-everything/dist/index.js',
);

describe('@modelcontextprotocol/server-everything, live', () => {
  it('its structured content matches its outputSchema: checked, valid, no fault', async () => {
    const { report, rows, md } = await run(
      'openai',
      { server: { command: process.execPath, args: [EVERYTHING, 'stdio'] }, server_faults: 'fail' },
      [
        {
          id: 'everything-weather',
          scenario: {
            prompt: 'What is the weather in Chicago?',
            expect: { calls: [{ tool: 'get-structured-content', args: { location: 'Chicago' } }] },
          },
          model: [
            [act(c('get-structured-content', { location: 'Chicago' })), say('36 and drizzle.')],
          ],
        },
      ],
    );
    const row = rows.get('everything-weather')!;
    expect(row.calls[0].structured).toEqual({ status: 'valid' });
    expect(row.status).toBe('pass');
    expect(report.tools?.length).toBeGreaterThan(0);
    expect(report.summary.serverFaults).toEqual({ checked: 1, missing: 0, invalid: 0, rows: 0 });
    expect(md).toContain(
      "Server faults: none (1 structured result(s) matched their tool's outputSchema).",
    );
  }, 60_000);
});

describe("a server on the SDK's McpServer that breaks its own outputSchema", () => {
  it('its "Output validation error" result is the server fault it is, not only a tool error', async () => {
    const sdk = path.join(ROOT, '__tests__/fixtures/servers/structured-sdk.mjs');
    const { report, rows } = await run(
      'anthropic',
      { server: { command: process.execPath, args: [sdk] } },
      [weather('weather_sdk'), weather('weather_sdk_ok')],
    );
    const broken = rows.get('weather_sdk')!.calls[0];
    expect(broken.error).toMatch(/Output validation error/);
    expect(broken.structured).toMatchObject({
      status: 'invalid',
      detail: expect.stringMatching(
        /^the server refused its own result, which broke the outputSchema: Invalid structured content for tool weather_sdk/,
      ),
    });
    expect(rows.get('weather_sdk_ok')!.calls[0].structured).toEqual({ status: 'valid' });
    expect(report.summary.serverFaults).toEqual({ checked: 2, missing: 0, invalid: 1, rows: 1 });
  }, 60_000);
});
