// The peer bench compares like with like: the corpus it gives mcp-eval runs live (not stubbed) on
// the example server with its ops API at the fake's URL, as promptfoo's run does; and the config
// docs/bench.md shows is one mcp-eval accepts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../bench/corpus.js';
import { loadConfig } from '../../src/corpus/config.js';
import { loadConfiguredCorpus } from '../../src/corpus/configured.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('bench/peer.ts corpus', () => {
  it('runs every scenario live, the server declared stateless when asked, its ops API the fake', async () => {
    const opsUrl = 'http://127.0.0.1:9';
    for (const stateless of [false, true]) {
      const { dir } = writeCorpus(3, 'cluster', { opsUrl, stateless });
      dirs.push(dir);
      const config = await loadConfig('mcp-eval.yaml', dir);
      expect(config.server?.env?.OPS_API_URL).toBe(opsUrl);
      expect(config.server?.stateless ?? false).toBe(stateless);
      const corpus = await loadConfiguredCorpus(config, { cwd: dir, env: {} });
      expect(corpus.scenarios.map((s) => s.mode)).toEqual(['live', 'live', 'live']);
    }
  });

  it('stays in stub mode on the spy for the other workloads', async () => {
    const { dir } = writeCorpus(2, 'cluster');
    dirs.push(dir);
    const config = await loadConfig('mcp-eval.yaml', dir);
    expect(config.server?.env?.OPS_API_URL).toBe('${spy.url}');
    const corpus = await loadConfiguredCorpus(config, { cwd: dir, env: {} });
    expect(corpus.scenarios.map((s) => s.mode)).toEqual(['stub', 'stub']);
  });
});

describe('docs/bench.md', () => {
  it("shows a config mcp-eval accepts: the peer bench's, declared stateless", async () => {
    const page = readFileSync(path.join(import.meta.dirname, '../../docs/bench.md'), 'utf8');
    const yaml = /```yaml\n([\s\S]*?)```/.exec(page)?.[1];
    expect(yaml).toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-docs-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'mcp-eval.yaml'), yaml!);
    const config = await loadConfig('mcp-eval.yaml', dir);
    expect(config.server?.stateless).toBe(true);
    expect(config.mode).toBe('live');
  });
});
