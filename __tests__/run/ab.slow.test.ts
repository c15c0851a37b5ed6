// Same-job A/B through the real engine: two versions of the example server (read-only as the base,
// the full one as the head), a scripted model behind a loopback fake of OpenAI's chat completions,
// base and head trials interleaved through one pool, adaptive trials, both reports written.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { evaluateAb } from '../../src/run/ab.js';
import { evaluate } from '../../src/run/evaluate.js';
import { reportSchema, type Report, type ResultRow } from '../../src/model/report.js';
import { startFake, type FakeServer, type RecordedRequest } from '../fakes/wire.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'examples/server/dist/index.js');
const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };
const TAG = /\[s:([a-z]+)\]/;

type Side = 'base' | 'head';
type Body = {
  messages: { role: string; content: unknown }[];
  tools?: { function: { name: string } }[];
};

/** What the scripted model does on each side, trial by trial: P calls list_clusters (the expected
 * tool), F calls get_cluster (a wrong pick); the pattern repeats. */
const PATTERNS: Record<string, Record<Side, string>> = {
  // The same on both sides: futile to go on once more trials could not make it regressed.
  steady: { base: 'P', head: 'P' },
  // Every base trial passes and every head trial fails: regressed at min, decided there.
  regress: { base: 'P', head: 'F' },
  // Head fails every other trial: undecided all the way to max.
  coin: { base: 'P', head: 'FP' },
};

/** The side a request comes from: only the head's server lists delete_cluster. */
const sideOf = (body: Body): Side =>
  body.tools?.some((t) => t.function.name === 'delete_cluster') ? 'head' : 'base';

interface Model {
  fake: FakeServer;
  /** First requests of each trial, in the order they came: scenario and side. */
  starts: { scenario: string; side: Side }[];
}

async function scriptedModel(): Promise<Model> {
  const starts: Model['starts'] = [];
  const trials = new Map<string, number>();
  const fake = await startFake((req: RecordedRequest) => {
    const body = req.body as Body;
    const first = String(body.messages.find((m) => m.role === 'user')?.content ?? '');
    const scenario = TAG.exec(first)?.[1] ?? '?';
    const side = sideOf(body);
    const answered = body.messages.some((m) => m.role === 'tool');
    const message = answered
      ? { role: 'assistant', content: 'Here they are.' }
      : (() => {
          starts.push({ scenario, side });
          const key = `${scenario}/${side}`;
          const n = trials.get(key) ?? 0;
          trials.set(key, n + 1);
          const pattern = PATTERNS[scenario]?.[side] ?? 'P';
          const pass = pattern[n % pattern.length] === 'P';
          return {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `call_${scenario}_${side}_${n}`,
                type: 'function',
                function: pass
                  ? { name: 'list_clusters', arguments: '{}' }
                  : { name: 'get_cluster', arguments: '{"id":"c1"}' },
              },
            ],
          };
        })();
    return {
      json: {
        id: 'chatcmpl-ab',
        object: 'chat.completion',
        created: 0,
        model: 'scripted',
        choices: [{ index: 0, finish_reason: answered ? 'stop' : 'tool_calls', message }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      },
    };
  });
  return { fake, starts };
}

const exampleRoutes = () =>
  (parse(readFileSync(path.join(ROOT, 'mcp-eval.yaml'), 'utf8')) as { spy: unknown }).spy;

function workspace(extra: Record<string, unknown> = {}): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-ab-')));
  writeFileSync(
    path.join(dir, 'corpus.yaml'),
    stringify({
      scenarios: Object.keys(PATTERNS).map((id) => ({
        id,
        prompt: `Which clusters do I have? [s:${id}]`,
        expect: { calls: [{ tool: 'list_clusters' }] },
      })),
    }),
  );
  writeFileSync(
    path.join(dir, 'mcp-eval.yaml'),
    stringify({
      server: { command: process.execPath, args: [SERVER], env: { OPS_API_URL: '${spy.url}' } },
      ab: {
        base: {
          command: process.execPath,
          args: [SERVER],
          env: { OPS_API_URL: '${spy.url}', OPS_READ_ONLY: '1' },
        },
      },
      mode: 'live',
      spy: exampleRoutes(),
      corpus: ['corpus.yaml'],
      concurrency: 1,
      providers: [{ provider: 'openai', model: 'gpt-4.1-mini', retries: 1 }],
      ...extra,
    }),
  );
  return dir;
}

const readReport = (file: string): Report =>
  reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const of = (rows: ResultRow[], id: string) => rows.filter((r) => r.scenario === id);

describe('same-job A/B with adaptive trials', () => {
  let model: Model;
  let dir: string;
  let head: Report;
  let base: Report;

  beforeAll(async () => {
    model = await scriptedModel();
    dir = workspace({ trials: { min: 3, max: 8 } });
    const outcome = await evaluateAb({
      cwd: dir,
      config: 'mcp-eval.yaml',
      out: 'out',
      log: silent,
      env: { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${model.fake.url}/v1` },
    });
    head = readReport(path.join(dir, 'out/report.json'));
    base = readReport(path.join(dir, 'out/base/report.json'));
    expect(outcome.head.report.ab?.side).toBe('head');
    expect(outcome.base.report.ab?.side).toBe('base');
  }, 120_000);

  afterAll(async () => {
    await model?.fake.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('alternates base and head trials of each pair through one pool', () => {
    for (const id of Object.keys(PATTERNS)) {
      const sides = model.starts.filter((s) => s.scenario === id).map((s) => s.side);
      expect(sides.length % 2).toBe(0);
      expect(sides).toEqual(sides.map((_, i) => (i % 2 === 0 ? 'base' : 'head')));
    }
  });

  it('writes both reports, one job, the head compared with the base', () => {
    expect(base.ab).toEqual({ id: head.ab!.id, side: 'base', interleaved: true });
    expect(head.ab).toEqual({ id: expect.any(String), side: 'head', interleaved: true });
    const classes = Object.fromEntries(
      head.comparison!.scenarios.map((s) => [s.scenario, s.class]),
    );
    expect(classes).toEqual({ regress: 'regressed', coin: 'flaky', steady: 'unchanged' });
    expect(head.comparison!.verdict).toBe('regressed');
    expect(base.comparison).toBeUndefined();
    // Each side lists its own server's tools.
    expect(base.tools!.map((t) => t.name)).not.toContain('delete_cluster');
    expect(head.tools!.map((t) => t.name)).toContain('delete_cluster');
  });

  it('charges each spy request to the side whose server made it', () => {
    const paths = (rows: ResultRow[]) => [
      ...new Set(rows.flatMap((r) => r.requests.map((q) => `${q.method} ${q.path}`))),
    ];
    expect(paths(of(base.results, 'regress'))).toEqual(['GET /clusters']);
    expect(paths(of(head.results, 'regress'))).toEqual(['GET /clusters/c1']);
    expect(of(base.results, 'regress').every((r) => r.status === 'pass')).toBe(true);
    expect(of(head.results, 'regress').every((r) => r.status === 'fail')).toBe(true);
  });

  it('stops decided pairs and runs undecided ones to max, and says what it spent', () => {
    const trials = (report: Report, id: string) => of(report.results, id).length;
    // 3/3 vs 0/3 is regressed at min: decided.
    expect(trials(base, 'regress')).toBe(3);
    expect(trials(head, 'regress')).toBe(3);
    // Head failing every other trial could still turn regressed until max.
    expect(trials(base, 'coin')).toBe(8);
    expect(trials(head, 'coin')).toBe(8);
    // All passing on both sides: at 4 each, even 4 more failures on head would not be significant.
    expect(trials(head, 'steady')).toBe(4);
    // Rows pair by repetition.
    expect(of(head.results, 'coin').map((r) => r.repetition)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const report of [base, head]) {
      expect(report.adaptive).toEqual({ min: 3, max: 8, spent: 15, plan: 24, extended: 2 });
    }
    const md = readFileSync(path.join(dir, 'out/report.md'), 'utf8');
    expect(md).toContain('15 of 24');
  });
});

describe('same-job A/B and the response cache', () => {
  it("never answers one side from the other's cache; a rerun asks the model nothing", async () => {
    const model = await scriptedModel();
    // Identical servers on both sides: every request of a base trial is the head trial's too.
    const server = {
      command: process.execPath,
      args: [SERVER],
      env: { OPS_API_URL: '${spy.url}' },
    };
    const dir = workspace({ ab: { base: server }, cache: true });
    try {
      const opts = {
        cwd: dir,
        config: 'mcp-eval.yaml',
        out: 'out',
        ids: ['steady'],
        log: silent,
        env: { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${model.fake.url}/v1` },
      };
      const first = await evaluateAb(opts);
      // One trial per side, two model requests each: none of the head's came from the base's.
      expect(model.fake.requests).toHaveLength(4);
      expect(model.starts).toHaveLength(2);
      expect(first.head.report.cache).toMatchObject({ hits: 0, misses: 4, stored: 4 });
      const again = await evaluateAb(opts);
      expect(model.fake.requests).toHaveLength(4);
      expect(again.head.report.cache).toMatchObject({ hits: 4, misses: 0 });
      expect(again.head.report.comparison?.scenarios.map((s) => s.class)).toEqual(['unchanged']);
    } finally {
      await model.fake.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('same-job A/B set-up errors', () => {
  it('refuses trials on a plain run, trials with repeat, and two base servers', async () => {
    const dir = workspace({ trials: { min: 2, max: 4 } });
    try {
      const opts = { cwd: dir, config: 'mcp-eval.yaml', out: 'out', log: silent, env: {} };
      await expect(evaluate(opts)).rejects.toThrow(/need a same-job A\/B \(mcp-eval ab\)/);
      await expect(evaluateAb({ ...opts, repeat: 3 })).rejects.toThrow(
        /`trials` in the config and --repeat: give one/,
      );
      await expect(
        evaluateAb({
          ...opts,
          ab: { base: { command: 'node x.js', url: 'http://127.0.0.1:1/mcp' } },
        }),
      ).rejects.toThrow(/Give --base-server or --base-url, not both/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
