// The mcp-eval CLI (main() in-process, on the sources) against server-memory: a run in live and
// stub mode, and a setup error (exit code 2, a message for a person, no stack trace).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { runCli } from '../commands/run-cli.js';
import { cleanup, ROOT, SERVERS, shown, stdioServer, tempDir, writeConfig } from './helpers.js';

// The two CLI runs are independent (own folders, own Io): run them side by side.
afterAll(cleanup);

// No provider key can leak in: the environment is only PATH and HOME.
const cli = (...args: string[]) => runCli(args, ROOT);

function memoryConfig(graph: string): string {
  return writeConfig({
    server: stdioServer(SERVERS.memory, [], { MEMORY_FILE_PATH: graph }),
    concurrency: 1,
  });
}

describe.concurrent('mcp-eval CLI against server-memory', () => {
  it('runs live and stub corpora, exits 0 and writes the reports', async () => {
    const dir = tempDir('cli');
    const graph = path.join(dir, 'graph.jsonl');
    const out = path.join(dir, 'out');
    const result = await cli(
      'run',
      '--config',
      memoryConfig(graph),
      '--corpus',
      shown('memory/live.yaml'),
      '--corpus',
      shown('memory/stub.yaml'),
      '--provider',
      'replay',
      '--out',
      out,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(path.join(out, 'report.json'));

    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    expect(report.summary.overall.accuracy).toBe(1);
    expect(report.results.map((r) => [r.scenario, r.mode, r.status])).toEqual([
      ['mem-remember-and-search', 'live', 'pass'],
      ['mem-relation-over-turns', 'live', 'pass'],
      ['mem-stub-create', 'stub', 'pass'],
      ['mem-stub-read-then-delete', 'stub', 'pass'],
    ]);
    expect(existsSync(path.join(out, 'report.md'))).toBe(true);
    // Only the live scenarios wrote to the graph; Alan Turing lives in a stub.
    const names = readFileSync(graph, 'utf8');
    expect(names).toContain('Ada Lovelace');
    expect(names).not.toContain('Alan Turing');
  });

  it('run: exits 2 on a non-loopback --server-url, naming allow_remote', async () => {
    const result = await cli(
      'run',
      '--config',
      memoryConfig(path.join(tempDir('cli'), 'graph.jsonl')),
      '--corpus',
      shown('memory/stub.yaml'),
      '--server-url',
      'http://10.1.2.3/mcp',
      '--provider',
      'replay',
      '--out',
      path.join(tempDir('cli'), 'out'),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('allow_remote');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
