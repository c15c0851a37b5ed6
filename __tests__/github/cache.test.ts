// The response cache across runs, through the real @actions/cache (its real tar and zstd) and a
// loopback fake of the cache service v2: what one run saves, the next restores, file for file.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheKeys,
  hashFiles,
  restoreResponseCache,
  saveResponseCache,
} from '../../src/github/cache.js';
import { startFakeCacheService, type FakeCacheService } from '../fakes/cache-service.js';

const DIR = '.mcp-eval-cache';
const cwd = process.cwd();
let service: FakeCacheService;
let workspace: string;
let lines: { level: 'info' | 'warn'; text: string }[];
let stdout: string;
const log = {
  info: (text: string) => lines.push({ level: 'info', text }),
  warn: (text: string) => lines.push({ level: 'warn', text }),
};

function writeAnswers(files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(DIR, name)), { recursive: true });
    writeFileSync(path.join(DIR, name), content);
  }
}

/** The folder's files and contents, by relative path. */
function readAnswers(): Record<string, string> {
  const entries = readdirSync(DIR, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((f) => [path.relative(DIR, f), readFileSync(f, 'utf8')]),
  );
}

async function save(key: string) {
  return saveResponseCache({ dir: DIR, key, log });
}

beforeAll(async () => {
  service = await startFakeCacheService();
});
afterAll(() => service.close());

beforeEach(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'mcp-eval-cache-ws-'));
  process.chdir(workspace);
  mkdirSync('runner-temp');
  vi.stubEnv('GITHUB_WORKSPACE', workspace);
  vi.stubEnv('RUNNER_TEMP', path.join(workspace, 'runner-temp'));
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com');
  vi.stubEnv('ACTIONS_CACHE_SERVICE_V2', 'true');
  vi.stubEnv('ACTIONS_RESULTS_URL', `${service.url}/`);
  vi.stubEnv('ACTIONS_RUNTIME_TOKEN', service.token);
  vi.stubEnv('ACTIONS_CACHE_URL', undefined);
  vi.stubEnv('ACTIONS_CACHE_MODE', undefined);
  service.entries.length = 0;
  service.requests.length = 0;
  service.refuse = undefined;
  lines = [];
  stdout = '';
  // @actions/core writes the package's own lines (::warning:: …) to stdout.
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.chdir(cwd);
  rmSync(workspace, { recursive: true, force: true });
});

describe('cacheKeys', () => {
  it('saves under a key unique to the run and restores by the corpus hash, then by any', () => {
    expect(cacheKeys('abc', 42, 2)).toEqual({
      key: 'mcp-eval-cache-v1-abc-42-2',
      restoreKeys: ['mcp-eval-cache-v1-abc-', 'mcp-eval-cache-v1-'],
    });
    expect(cacheKeys('abc', '42').key).toBe('mcp-eval-cache-v1-abc-42-1');
  });
});

describe('save and restore', () => {
  const answers = {
    'a1b2.json': '{"text":"first answer"}',
    'nested/c3d4.json': '{"text":"second answer","calls":[{"tool":"list"}]}',
  };

  it('restores what a run saved, by exact key, into an empty folder', async () => {
    writeAnswers(answers);
    const { key } = cacheKeys('h1', 100);
    await expect(save(key)).resolves.toEqual({ saved: true });
    expect(service.entries).toMatchObject([{ key, finalized: true }]);
    // The real tar, compressed with zstd (or gzip where zstd is missing), went over the wire.
    expect(service.entries[0].blob?.subarray(0, 4).toString('hex')).toMatch(/^(28b52ffd|1f8b)/);
    expect(lines.at(-1)?.text).toContain(`(2 files) under ${key}`);

    rmSync(DIR, { recursive: true });
    const restored = await restoreResponseCache({ dir: DIR, key, restoreKeys: [], log });
    expect(restored).toEqual({ matchedKey: key });
    expect(readAnswers()).toEqual(answers);
    expect(lines.at(-1)).toEqual({ level: 'info', text: expect.stringContaining(key) as string });
  });

  it('restores by restore-key prefix: the newest entry for the same hash, else any', async () => {
    writeAnswers({ 'x.json': 'old' });
    await save(cacheKeys('h1', 100).key);
    writeAnswers({ 'x.json': 'new' });
    await save(cacheKeys('h1', 101).key);
    writeAnswers({ 'x.json': 'other corpus' });
    await save(cacheKeys('h2', 102).key);
    expect(service.entries.filter((e) => e.finalized)).toHaveLength(3);

    rmSync(DIR, { recursive: true });
    const next = cacheKeys('h1', 103);
    await expect(restoreResponseCache({ dir: DIR, ...next, log })).resolves.toEqual({
      matchedKey: cacheKeys('h1', 101).key,
    });
    expect(readAnswers()).toEqual({ 'x.json': 'new' });

    // A changed corpus still reuses the newest answers of any corpus.
    rmSync(DIR, { recursive: true });
    await expect(restoreResponseCache({ dir: DIR, ...cacheKeys('h3', 104), log })).resolves.toEqual(
      { matchedKey: cacheKeys('h2', 102).key },
    );
    expect(readAnswers()).toEqual({ 'x.json': 'other corpus' });
  });

  it('reports a miss, with a log line, when nothing matches', async () => {
    const restored = await restoreResponseCache({ dir: DIR, ...cacheKeys('h1', 1), log });
    expect(restored).toEqual({});
    expect(lines).toEqual([
      { level: 'info', text: expect.stringContaining('No response cache restored') as string },
    ]);
  });

  it('reports a second save under the same key as not saved, keeping the first', async () => {
    const { key } = cacheKeys('h1', 100);
    writeAnswers({ 'x.json': 'first' });
    await save(key);
    writeAnswers({ 'x.json': 'second' });
    await expect(save(key)).resolves.toEqual({ saved: false });
    expect(stdout).toContain('(409) Conflict: cache entry with the same key');
    expect(lines.at(-1)?.text).toContain(`not saved under ${key}`);

    rmSync(DIR, { recursive: true });
    await restoreResponseCache({ dir: DIR, key, restoreKeys: [], log });
    expect(readAnswers()).toEqual({ 'x.json': 'first' });
  });

  it('skips saving an absent or empty folder', async () => {
    await expect(save(cacheKeys('h1', 1).key)).resolves.toEqual({ saved: false });
    mkdirSync(path.join(DIR, 'empty'), { recursive: true });
    await expect(save(cacheKeys('h1', 1).key)).resolves.toEqual({ saved: false });
    expect(lines.map((l) => l.text)).toEqual([
      expect.stringContaining('absent or empty'),
      expect.stringContaining('absent or empty'),
    ]);
    expect(service.requests).toEqual([]);
  });
});

describe('an unavailable cache service', () => {
  const { key, restoreKeys } = cacheKeys('h1', 7);

  it('is a log line, not a failure, when the runner provides no cache service', async () => {
    vi.stubEnv('ACTIONS_RESULTS_URL', undefined);
    writeAnswers({ 'x.json': 'answer' });
    await expect(restoreResponseCache({ dir: DIR, key, restoreKeys, log })).resolves.toEqual({});
    await expect(save(key)).resolves.toEqual({ saved: false });
    expect(lines).toEqual([
      { level: 'info', text: expect.stringContaining('not available') as string },
      { level: 'info', text: expect.stringContaining('not available') as string },
    ]);
  });

  it.each([
    [403, 'permission_denied', 'cache write denied: token has no writable scopes'],
    [429, 'resource_exhausted', 'rate limited'],
  ])('is a log line when the service answers %i', async (status, code, msg) => {
    service.refuse = { status, code, msg };
    writeAnswers({ 'x.json': 'answer' });
    await expect(restoreResponseCache({ dir: DIR, key, restoreKeys, log })).resolves.toEqual({});
    await expect(save(key)).resolves.toEqual({ saved: false });
    expect(stdout).toContain(`(${status})`);
    expect(lines.map((l) => l.text)).toEqual([
      expect.stringContaining('No response cache restored'),
      expect.stringContaining('not saved'),
    ]);
    expect(service.entries).toEqual([]);
  });

  it('is a log line when the service cannot be reached', async () => {
    const gone = await startFakeCacheService();
    await gone.close();
    vi.stubEnv('ACTIONS_RESULTS_URL', `${gone.url}/`);
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', gone.token);
    writeAnswers({ 'x.json': 'answer' });
    await expect(restoreResponseCache({ dir: DIR, key, restoreKeys, log })).resolves.toEqual({});
    await expect(save(key)).resolves.toEqual({ saved: false });
    expect(stdout).toContain('ECONNREFUSED');
    expect(lines).toHaveLength(2);
    expect(readAnswers()).toEqual({ 'x.json': 'answer' });
  });
});

describe('hashFiles', () => {
  beforeEach(() => {
    writeFileSync('mcp-eval.yaml', 'providers: [openai]\n');
    mkdirSync('corpus');
    writeFileSync('corpus/a.yaml', 'id: a\n');
  });
  const files = ['mcp-eval.yaml', 'corpus/a.yaml'];

  it('does not depend on the order of the list', async () => {
    const hash = await hashFiles(files);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(hashFiles([...files].reverse())).resolves.toBe(hash);
    await expect(hashFiles(files.map((f) => path.resolve(f)))).resolves.toBe(hash);
  });

  it("changes when a file's content changes", async () => {
    const hash = await hashFiles(files);
    writeFileSync('corpus/a.yaml', 'id: b\n');
    await expect(hashFiles(files)).resolves.not.toBe(hash);
  });

  it("changes when a file's path changes", async () => {
    const hash = await hashFiles(files);
    rmSync('corpus/a.yaml');
    writeFileSync('corpus/b.yaml', 'id: a\n');
    await expect(hashFiles(['mcp-eval.yaml', 'corpus/b.yaml'])).resolves.not.toBe(hash);
  });
});
