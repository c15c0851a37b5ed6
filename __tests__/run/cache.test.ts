// The response cache end to end: the CLI in-process with the real OpenAI SDK against a loopback
// fake of chat completions that counts what it is asked. A rerun of an unchanged corpus asks
// nothing; repeats are distinct samples; a changed tool result is a new request.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { runCli, workspace } from '../commands/run-cli.js';
import { startFake, type FakeServer } from '../fakes/wire.js';
import { KEY, model, project } from './cache-helpers.js';

const read = (dir: string): Report =>
  JSON.parse(readFileSync(path.join(dir, 'mcp-eval-report/report.json'), 'utf8')) as Report;
const verdicts = (r: Report) => r.results.map((x) => [x.scenario, x.repetition, x.status]);

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('cache: true', () => {
  const fakes: FakeServer[] = [];
  afterEach(async () => {
    await Promise.all(fakes.splice(0).map((f) => f.close()));
  });
  const start = async () => {
    const fake = await startFake(model);
    fakes.push(fake);
    return fake;
  };
  const env = { FAKE_API_KEY: KEY };

  it('a rerun of an unchanged corpus makes no model request and gives the same verdicts', async () => {
    const fake = await start();
    const dir = workspace(project(fake));
    const first = await runCli(['run', '--quiet'], dir, env);
    expect(first.code, first.stderr).toBe(0);
    const asked = fake.requests.length;
    expect(asked).toBe(6); // three scenarios: a call, then an answer
    const before = read(dir);
    expect(before.cache).toMatchObject({ hits: 0, misses: 6, stored: 6 });

    const second = await runCli(['run', '--quiet'], dir, env);
    expect(second.code, second.stderr).toBe(0);
    expect(fake.requests.length).toBe(asked);
    const after = read(dir);
    expect(verdicts(after)).toEqual(verdicts(before));
    expect(verdicts(after).every(([, , s]) => s === 'pass')).toBe(true);
    expect(after.cache).toMatchObject({ hits: 6, misses: 0, stored: 0 });
    expect(after.results[0].calls[0].result).toBe('three clusters');

    // The key never reaches the cache: it is not part of what is stored.
    for (const f of files(path.join(dir, '.mcp-eval-cache')))
      expect(readFileSync(f, 'utf8')).not.toContain(KEY);
  });

  it('keeps repeats as distinct samples: each trial asks the model once', async () => {
    const fake = await start();
    const dir = workspace(project(fake));
    expect((await runCli(['run', '--quiet', '--repeat', '2'], dir, env)).code).toBe(0);
    expect(fake.requests.length).toBe(12);
    expect((await runCli(['run', '--quiet', '--repeat', '2'], dir, env)).code).toBe(0);
    expect(fake.requests.length).toBe(12);
    // A third trial is new.
    expect((await runCli(['run', '--quiet', '--repeat', '3'], dir, env)).code).toBe(0);
    expect(fake.requests.length).toBe(18);
  });

  it('does not cache tool results: a changed result asks the model again after the call', async () => {
    const fake = await start();
    const dir = workspace(project(fake));
    expect((await runCli(['run', '--quiet'], dir, env)).code).toBe(0);
    // The same cache folder, another result for every call.
    const cacheDir = path.join(dir, '.mcp-eval-cache');
    const changed = workspace(project(fake, 'two clusters', { dir: cacheDir }));
    const asked = fake.requests.length;
    expect((await runCli(['run', '--quiet'], changed, env)).code).toBe(0);
    // The first request of each scenario is a hit; the one carrying the new result is not.
    expect(fake.requests.length - asked).toBe(3);
    expect(read(changed).cache).toMatchObject({ hits: 3, misses: 3 });
    expect(read(changed).results[0].turns[0].reply).toContain('two clusters');
  });

  it('--no-cache asks again; --cache turns it on without the config', async () => {
    const fake = await start();
    const dir = workspace(project(fake));
    expect((await runCli(['run', '--quiet'], dir, env)).code).toBe(0);
    expect((await runCli(['run', '--quiet', '--no-cache'], dir, env)).code).toBe(0);
    expect(fake.requests.length).toBe(12);
    expect(read(dir).cache).toBeUndefined();

    const off = workspace(project(fake, 'three clusters', null));
    expect((await runCli(['run', '--quiet'], off, env)).code).toBe(0);
    expect(read(off).cache).toBeUndefined();
    expect((await runCli(['run', '--quiet', '--cache'], off, env)).code).toBe(0);
    expect(read(off).cache).toMatchObject({ misses: 6 });
    expect((await runCli(['run', '--quiet', '--cache'], off, env)).code).toBe(0);
    expect(read(off).cache).toMatchObject({ hits: 6, misses: 0 });
  });

  it('keeps to its size limit, removing the least recently used answers', async () => {
    const fake = await start();
    // About two answers' worth.
    const dir = workspace(project(fake, 'three clusters', { max_mb: 0.0012 }));
    expect((await runCli(['run', '--quiet'], dir, env)).code).toBe(0);
    const cache = read(dir).cache!;
    expect(cache.stored).toBe(6);
    expect(cache.evicted).toBeGreaterThan(0);
    const size = files(path.join(dir, '.mcp-eval-cache')).reduce((n, f) => n + statSync(f).size, 0);
    expect(size).toBeLessThanOrEqual(0.0012 * 1024 * 1024);
    expect(files(path.join(dir, '.mcp-eval-cache')).length).toBe(6 - cache.evicted);
  });
});
