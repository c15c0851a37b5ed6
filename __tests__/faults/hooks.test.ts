// Hooks through the real engine (replay model, stub mode over a catalog): a hook is bounded by
// the scenario's time left unless `hook_timeout` (scenario, file defaults or config) says
// otherwise, and nothing a hook started in the background outlives it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import type { ResultRow } from '../../src/model/report.js';
import { faultCounter, orphans } from './cancel-helpers.js';

const fault = faultCounter('hook');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const TOOLS = [
  { name: 'list_clusters', description: 'List clusters', inputSchema: { type: 'object' } },
];

async function run(
  scenarios: Record<string, unknown>[],
  config: Record<string, unknown> = {},
  defaults?: Record<string, unknown>,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-hooks-'));
  dirs.push(dir);
  const marker = `mcp-eval-hooks-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  writeFileSync(path.join(dir, 'tools.json'), JSON.stringify(TOOLS));
  const corpus = {
    ...(defaults ? { defaults } : {}),
    scenarios: scenarios.map((s) => ({
      prompt: 'Which clusters do I have?',
      expect: { calls: [{ tool: 'list_clusters' }] },
      ...s,
    })),
  };
  writeFileSync(path.join(dir, 'c.yaml'), JSON.stringify(corpus));
  writeFileSync(
    path.join(dir, 'mcp-eval.yaml'),
    JSON.stringify({ catalog: 'tools.json', mode: 'stub', corpus: ['c.yaml'], ...config }),
  );
  const started = performance.now();
  const out = await evaluate({
    cwd: dir,
    config: 'mcp-eval.yaml',
    out: path.join(dir, 'out'),
    providers: ['replay'],
    log: { info() {}, notice() {}, warn() {} },
    // The hooks inherit it: every process they start carries the marker.
    env: { PATH: process.env.PATH, HOOK_MARKER: marker },
  });
  const rows = new Map<string, ResultRow>(out.report.results.map((r) => [r.scenario, r]));
  return { rows, ms: performance.now() - started, marker };
}

describe('hook time limits', () => {
  it(
    "stop a hook at the scenario's time left, or at the scenario's hook_timeout",
    fault(async () => {
      const { rows, ms } = await run(
        [
          { id: 'scenario-time', timeout: 1, before: 'sleep 30' },
          { id: 'own', timeout: 600, hook_timeout: 0.5, before: 'sleep 30' },
          { id: 'quick', timeout: 1, before: 'true' },
        ],
        { concurrency: 3 },
      );
      // Before, each hook ran up to a fixed 300 s.
      expect(ms).toBeLessThan(10_000);
      expect(rows.get('scenario-time')).toMatchObject({
        status: 'setup-failed',
        reason:
          "before hook exited with null: (hook timed out after 1 s (the scenario's time left; set hook_timeout to change it))",
      });
      expect(rows.get('own')).toMatchObject({
        status: 'setup-failed',
        reason: 'before hook exited with null: (hook timed out after 0.5 s (hook_timeout: 0.5 s))',
      });
      expect(rows.get('quick')?.status).toBe('pass');
    }),
    30_000,
  );

  it(
    'take hook_timeout from the file defaults and the config',
    fault(async () => {
      const byConfig = await run([{ id: 'c', timeout: 600, after: 'sleep 30' }], {
        hook_timeout: 0.5,
      });
      const after = byConfig.rows.get('c')!.hooks.find((h) => h.phase === 'after')!;
      expect(after.exitCode).toBeNull();
      expect(after.stderr).toContain('hook timed out after 0.5 s (hook_timeout: 0.5 s)');
      const byFile = await run(
        [{ id: 'f', timeout: 600, before: 'sleep 30' }],
        { hook_timeout: 120 },
        { hook_timeout: 0.5 },
      );
      expect(byFile.rows.get('f')?.reason).toContain('(hook_timeout: 0.5 s)');
      expect(byConfig.ms + byFile.ms).toBeLessThan(10_000);
    }),
    30_000,
  );
});

describe('background jobs a hook starts', () => {
  it(
    'are killed when the hook ends: none outlives the run',
    fault(async () => {
      const { rows, marker } = await run([
        {
          id: 'leaves-jobs',
          before: 'sleep 600 & nohup sleep 601 >/dev/null 2>&1 & echo ready',
          after: '(sleep 602 &); echo done',
        },
      ]);
      const row = rows.get('leaves-jobs')!;
      expect(row.status).toBe('pass');
      expect(row.hooks.map((h) => [h.phase, h.exitCode, h.stdout])).toEqual([
        ['before', 0, 'ready\n'],
        ['after', 0, 'done\n'],
      ]);
      expect(await orphans(marker)).toEqual([]);
    }),
    30_000,
  );
});
