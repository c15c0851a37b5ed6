// Hostile content, secrets that the model repeats and endpoints quote: a provider and a judge whose
// keys sit under custom `api_key_env` names (not named like secrets) and whose endpoint quotes the
// key it was sent in its 401; a model that repeats secrets raw, in base64 (3 alignments), hex,
// upper and lower case; a secret split across two tool results of one row. The response cache
// folder (every file), the archive the action saves to the Actions cache, every report file and
// the CLI's output are then searched, by decoding rather than by the redactor's own forms.
// The real engine and OpenAI SDK against a loopback fake; the real @actions/cache against a
// loopback fake of the cache service. Nothing leaves 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import type { Report } from '../../src/model/report.js';
import { runCli, workspace } from '../commands/run-cli.js';
import {
  completion,
  startFake,
  type FakeServer,
  type RecordedRequest,
  type Reply,
} from '../fakes/wire.js';
import { startFakeCacheService, type FakeCacheService } from '../fakes/cache-service.js';
import { addTally } from './tally.js';

// None is named like a secret: each is one because a provider or the judge reads it as its key.
const KEYS = {
  MY_LLM_CRED: 'cred"Zq81/Lm+Px07', // the model's key; `"` is escaped in a JSON body
  ALT_LLM_CRED: 'alt-Hq27Vb9Lw3Xe', // a provider whose endpoint rejects it, quoting it
  JUDGE_CRED: 'jdg-Mn45Rt8Yc2Pa', // the judge's, quoted the same way
};
// Named like a secret: the model repeats it with the key above.
const TOKEN = { SERVICE_TOKEN: 'svc-Tk92Hw4Qm1xR' };
const ALL = { ...KEYS, ...TOKEN };
const REPEATED = [KEYS.MY_LLM_CRED, TOKEN.SERVICE_TOKEN];

/** What the model says, by the form the prompt asks for. */
const b64 = (s: string) => Buffer.from(s).toString('base64');
const hex = (s: string) => Buffer.from(s).toString('hex');
const SAY: Record<string, string> = {
  raw: REPEATED.map((s) => `the key is ${s}`).join('; '),
  // Behind 0, 1 and 2 bytes: each of the 3 alignments base64 gives a value.
  base64: REPEATED.flatMap((s) => [b64(s), b64(`:${s}`), b64(`u:${s}`)]).join(' '),
  hex: REPEATED.map((s) => `${hex(s)} ${hex(s).toUpperCase()}`).join(' '),
  upper: REPEATED.map((s) => s.toUpperCase()).join(' '),
  lower: REPEATED.map((s) => s.toLowerCase()).join(' '),
  clean: 'Done: three clusters.',
  ask: 'Which cluster do you mean?',
  token: `the token is ${TOKEN.SERVICE_TOKEN.toUpperCase()}`,
};
const LEAKS = ['raw', 'base64', 'hex', 'upper', 'lower'];

/** Model `echo` calls the tools its prompt names, then says what it asks for; any other model
 * (the provider `quoting`, the judge) rejects the key it was sent, quoting it as OpenAI does. */
function model(req: RecordedRequest): Reply {
  if (req.body.model !== 'echo') {
    const key = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    return {
      status: 401,
      json: {
        error: {
          message: `Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    };
  }
  const messages = req.body.messages as { role: string; content: string | null }[];
  const prompt = messages.find((m) => m.role === 'user')!.content ?? '';
  const tools = /tools: ([\w,]*)/.exec(prompt)![1].split(',').filter(Boolean);
  const done = messages.filter((m) => m.role === 'tool').length;
  if (done < tools.length) {
    const call = {
      id: `call_${done}`,
      type: 'function',
      function: { name: tools[done], arguments: '{}' },
    };
    return completion({ content: null, tool_calls: [call] });
  }
  return completion({ content: SAY[/say: (\w+)/.exec(prompt)![1]] });
}

const T = TOKEN.SERVICE_TOKEN;
/** With `quoting`: a second provider and the judge, whose endpoint quotes the key it is sent. */
function project(fake: FakeServer, quoting = true): Record<string, string> {
  const base_url = `${fake.url}/v1`;
  const scenario = (id: string, say: string, calls: { tool: string; stub: string }[]) => ({
    id,
    mode: 'stub',
    prompt: `tools: ${calls.map((c) => c.tool).join(',')}; say: ${say}`,
    expect: calls.length ? { calls } : { clarification: true },
  });
  const listed = [{ tool: 'list_clusters', stub: 'three clusters' }];
  const QUOTING = {
    providers: [
      {
        id: 'echo',
        provider: 'openai-compatible',
        model: 'echo',
        base_url,
        api_key_env: 'MY_LLM_CRED',
      },
      {
        id: 'quoting',
        provider: 'openai-compatible',
        model: 'quote',
        base_url,
        api_key_env: 'ALT_LLM_CRED',
        retries: 0,
      },
    ],
    judge: {
      provider: 'openai-compatible',
      model: 'quote',
      base_url,
      api_key_env: 'JUDGE_CRED',
      retries: 0,
    },
  };
  return {
    'mcp-eval.yaml': stringify({
      catalog: 'tools.json',
      corpus: ['corpus.yaml'],
      cache: true,
      concurrency: 1,
      providers: [
        {
          id: 'echo',
          provider: 'openai-compatible',
          model: 'echo',
          base_url,
          api_key_env: 'MY_LLM_CRED',
        },
      ],
      ...(quoting ? QUOTING : {}),
    }),
    'tools.json': JSON.stringify(
      ['list_clusters', 'get_quota'].map((name) => ({
        name,
        inputSchema: { type: 'object', properties: {} },
      })),
    ),
    'corpus.yaml': stringify({
      scenarios: [
        ...LEAKS.map((form) => scenario(`leak-${form}`, form, listed)),
        scenario('clean', 'clean', listed),
        // The first result ends with the token's start, the next begins with its end.
        scenario('split', 'clean', [
          { tool: 'list_clusters', stub: `clusters: a, b; token ${T.slice(0, 7)}` },
          { tool: 'get_quota', stub: `${T.slice(7)} quota: 3` },
        ]),
        scenario('ask', 'ask', []),
        ...(quoting ? [] : [scenario('token', 'token', listed)]),
      ],
    }),
  };
}

let found = 0;
let searched = 0;
afterAll(() => {
  console.log(`secrets (cache, credentials): ${searched} planted, ${found} leaked`);
  addTally({ secrets: { planted: searched, leaked: found } });
});

/** Every way a secret shows in `text`, found by decoding (base64 and hex runs, at every offset)
 * and by comparing in lower case, raw or JSON-escaped once or twice. */
function leaksIn(text: string): string[] {
  const decoded: string[] = [text.toLowerCase()];
  for (const m of text.matchAll(/[A-Za-z0-9+/_-]{12,}/g)) {
    for (let skip = 0; skip < 4; skip++)
      decoded.push(
        Buffer.from(m[0].slice(skip).replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
          'latin1',
        ),
      );
  }
  for (const m of text.matchAll(/[0-9a-fA-F]{12,}/g)) {
    for (let skip = 0; skip < 2; skip++)
      decoded.push(Buffer.from(m[0].slice(skip), 'hex').toString('latin1'));
  }
  const out: string[] = [];
  for (const [name, secret] of Object.entries(ALL)) {
    const lower = secret.toLowerCase();
    const json = JSON.stringify(lower).slice(1, -1);
    const forms = [lower, json, JSON.stringify(json).slice(1, -1)];
    searched++;
    if (decoded.some((d) => forms.some((f) => d.toLowerCase().includes(f)))) out.push(name);
  }
  return out;
}

function expectClean(outputs: Record<string, string>): void {
  const leaks = Object.entries(outputs).flatMap(([name, text]) =>
    leaksIn(text).map((secret) => `${name}: ${secret}`),
  );
  found += leaks.length;
  expect(leaks).toEqual([]);
}

function filesUnder(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), readFileSync(file, 'utf8')];
      }),
  );
}

const read = (dir: string): Report =>
  JSON.parse(readFileSync(path.join(dir, 'mcp-eval-report/report.json'), 'utf8')) as Report;

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFake(model);
});
afterAll(() => fake.close());

describe('the CLI with cache: true', () => {
  it('keeps no answer holding a secret, counts them, and no output holds a key', async () => {
    const dir = workspace(project(fake));
    const first = await runCli(['run', '--format', 'json,md,html,jsonl,junit'], dir, ALL);
    expect(first.code, first.stderr).toBe(0);
    const report = read(dir);
    // Every leaking answer reached the run and was not kept; the clean ones were.
    expect(report.cache).toMatchObject({ skippedSecret: LEAKS.length, stored: 11 });
    const row = (id: string) =>
      report.results.find((r) => r.scenario === id && r.provider === 'echo')!;
    expect(row('leak-raw').turns[0].reply).toContain('[REDACTED]');
    // Split across two results: both parts replaced.
    const [a, b] = row('split').calls.map((c) => c.result ?? '');
    expect(a).toBe('clusters: a, b; token [REDACTED]');
    expect(b).toBe('[REDACTED] quota: 3');
    // The endpoints quoted their keys: the provider's and the judge's reasons say so, redacted.
    expect(first.stderr).toMatch(/quoting.*Incorrect API key provided: \[REDACTED\]/);
    expect(report.judge).toMatchObject({ status: 'stopped' });
    expect(report.judge?.reason).toContain('Incorrect API key provided: [REDACTED]');
    expectClean({
      ...filesUnder(path.join(dir, '.mcp-eval-cache')),
      ...filesUnder(path.join(dir, 'mcp-eval-report')),
      stdout: first.stdout,
      stderr: first.stderr,
    });

    // A rerun: the clean answers come from the cache, the leaking ones are asked again.
    const asked = fake.requests.filter((r) => r.body.model === 'echo').length;
    const second = await runCli(['run'], dir, ALL);
    expect(second.code, second.stderr).toBe(0);
    expect(fake.requests.filter((r) => r.body.model === 'echo').length - asked).toBe(LEAKS.length);
    expect(read(dir).cache).toMatchObject({ hits: 11, stored: 0, skippedSecret: LEAKS.length });
  }, 60_000);

  it('removes an answer kept before its secret was known, from a restored folder', async () => {
    const dir = workspace(project(fake, false));
    const cached = () => Object.values(filesUnder(path.join(dir, '.mcp-eval-cache'))).join('\n');
    // A run that did not know the token (an older version, another secret set): it is kept.
    const { SERVICE_TOKEN: _, ...withoutToken } = ALL;
    const unaware = async () => {
      const r = await runCli(['run', '--ids', 'token'], dir, withoutToken);
      expect(r.code, r.stderr).toBe(0);
      expect(read(dir).cache).toMatchObject({ stored: 2 });
      expect(cached()).toContain(T.toUpperCase());
    };
    await unaware();
    // Asked again: the answer read back is dropped, and asked for (then not kept).
    const again = await runCli(['run', '--ids', 'token'], dir, ALL);
    expect(again.code, again.stderr).toBe(0);
    expect(read(dir).cache).toMatchObject({ hits: 1, misses: 1, skippedSecret: 1, stored: 0 });
    expectClean(filesUnder(path.join(dir, '.mcp-eval-cache')));

    // Not asked again (another scenario runs): swept from the folder when the run ends.
    rmSync(path.join(dir, '.mcp-eval-cache'), { recursive: true });
    await unaware();
    const other = await runCli(['run', '--ids', 'clean'], dir, ALL);
    expect(other.code, other.stderr).toBe(0);
    expect(read(dir).cache).toMatchObject({ stored: 2, skippedSecret: 1 });
    expect(cached()).toContain('Done: three clusters.');
    expectClean(filesUnder(path.join(dir, '.mcp-eval-cache')));
  }, 60_000);
});

describe('the action: the archive it saves to the Actions cache', () => {
  let service: FakeCacheService;
  const cwd = process.cwd();
  beforeAll(async () => {
    service = await startFakeCacheService();
  });
  afterAll(async () => {
    await service.close();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    process.chdir(cwd);
  });

  it('holds no secret, in any file of the folder', async () => {
    const dir = path.join(tmpdir(), `mcp-eval-secret-cache-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    for (const [name, content] of Object.entries(project(fake)))
      writeFileSync(path.join(dir, name), content);
    writeFileSync(path.join(dir, 'output'), '');
    for (const [k, v] of Object.entries({
      ...ALL,
      'INPUT_WORKING-DIRECTORY': dir,
      INPUT_CACHE: 'true',
      'INPUT_UPLOAD-ARTIFACT': 'false',
      INPUT_COMMENT: 'false',
      INPUT_BASELINE: 'none',
      GITHUB_REPOSITORY: 'octo/server',
      GITHUB_RUN_ID: '7',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_OUTPUT: path.join(dir, 'output'),
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: path.join(dir, 'runner-temp'),
      ACTIONS_CACHE_SERVICE_V2: 'true',
      ACTIONS_RESULTS_URL: `${service.url}/`,
      ACTIONS_RUNTIME_TOKEN: service.token,
    }))
      vi.stubEnv(k, v);
    let log = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      log += String(chunk);
      return true;
    });
    vi.resetModules();
    const { run } = await import('../../src/main.js');
    try {
      await run();
    } finally {
      vi.mocked(process.stdout.write).mockRestore();
      process.chdir(cwd);
    }
    // Every credential was registered with the runner's log masking, before any request.
    for (const secret of Object.values(KEYS))
      expect(log).toContain(`::add-mask::${secret.replace(/%/g, '%25')}`);
    const report = read(dir);
    expect(report.cache).toMatchObject({ skippedSecret: LEAKS.length, stored: 11 });
    const [entry] = service.entries;
    expect(entry?.blob, log).toBeDefined();
    const tar = unpack(entry.blob!);
    // The archive holds the answers kept (a tar stores each file's bytes as they are).
    expect(tar).toContain('Done: three clusters.');
    expectClean({
      archive: tar,
      ...filesUnder(path.join(dir, '.mcp-eval-cache')),
      ...filesUnder(path.join(dir, 'mcp-eval-report')),
    });
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

/** The cache archive's tar, from zstd (the runner's zstd) or gzip. */
function unpack(blob: Buffer): string {
  if (blob[0] === 0x1f && blob[1] === 0x8b) return gunzipSync(blob).toString('latin1');
  const z = spawnSync('zstd', ['-d', '-c'], { input: blob, maxBuffer: 1 << 28 });
  if (z.status !== 0) throw new Error(`zstd: ${z.stderr.toString()}`);
  return z.stdout.toString('latin1');
}
