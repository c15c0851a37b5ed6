// The action keeps the response cache between runs: the real run() (engine included) twice, each
// on a fresh runner (no cache folder), with the real @actions/cache against a loopback fake of
// the cache service and the real OpenAI SDK against a scripted model. The second run asks nothing.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { startFakeCacheService, type FakeCacheService } from '../fakes/cache-service.js';
import { startFake, type FakeServer } from '../fakes/wire.js';
import { KEY, model, project } from '../run/cache-helpers.js';

let service: FakeCacheService;
let fake: FakeServer;
let stdout: string;
const cwd = process.cwd();

beforeAll(async () => {
  service = await startFakeCacheService();
  fake = await startFake(model);
});
afterAll(async () => {
  await service.close();
  await fake.close();
});
beforeEach(() => {
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.chdir(cwd);
});

/** One job on a fresh runner: the workspace (at the same path, as on GitHub's runners) holds
 * the checked-out project and nothing cached locally. */
async function job(runId: number, inputs: Record<string, string> = {}): Promise<Report> {
  const dir = path.join(tmpdir(), `mcp-eval-action-cache-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const [name, content] of Object.entries(project(fake, 'three clusters', null)))
    writeFileSync(path.join(dir, name), content);
  const output = path.join(dir, 'github-output');
  writeFileSync(output, '');
  for (const [k, v] of Object.entries({
    'INPUT_WORKING-DIRECTORY': dir,
    INPUT_CACHE: 'true',
    'INPUT_UPLOAD-ARTIFACT': 'false',
    INPUT_COMMENT: 'false',
    INPUT_BASELINE: 'none',
    FAKE_API_KEY: KEY,
    GITHUB_REPOSITORY: 'octo/server',
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_OUTPUT: output,
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: path.join(dir, 'runner-temp'),
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RESULTS_URL: `${service.url}/`,
    ACTIONS_RUNTIME_TOKEN: service.token,
    ...inputs,
  }))
    vi.stubEnv(k, v);
  vi.resetModules();
  const { run } = await import('../../src/main.js');
  await run();
  const report = JSON.parse(
    readFileSync(path.join(dir, 'mcp-eval-report/report.json'), 'utf8'),
  ) as Report;
  const cacheFolder = existsSync(path.join(dir, '.mcp-eval-cache'));
  rmSync(dir, { recursive: true, force: true });
  return Object.assign(report, { cacheFolder });
}

it('a rerun on a fresh runner restores the answers and asks the model nothing', async () => {
  const first = await job(101);
  expect(stdout).not.toContain('::error::');
  expect(first.cache).toMatchObject({ hits: 0, misses: 6, stored: 6 });
  expect(fake.requests).toHaveLength(6);
  // Saved under a key of this run, after the report.
  expect(service.entries.map((e) => e.key)).toEqual([
    expect.stringMatching(/^mcp-eval-cache-v1-[0-9a-f]{64}-101-1$/),
  ]);

  const second = await job(102);
  expect(fake.requests).toHaveLength(6);
  expect(second.cache).toMatchObject({ hits: 6, misses: 0 });
  expect(second.results.map((r) => r.status)).toEqual(first.results.map((r) => r.status));
  expect(stdout).toMatch(/mcp-eval-cache-v1-[0-9a-f]{64}-101-1/);

  // cache: false asks again and saves nothing.
  const off = await job(103, { INPUT_CACHE: 'false' });
  expect(off.cache).toBeUndefined();
  expect(fake.requests).toHaveLength(12);
  expect(service.entries).toHaveLength(2);
  expect((off as Report & { cacheFolder: boolean }).cacheFolder).toBe(false);
});
