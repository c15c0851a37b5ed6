// The generated corpora of the bench: `mixed` (five kinds of stub-mode scenario, for the replay
// provider), `cluster` ("Show cluster cN" → get_cluster, which bench/fake-model.ts scripts) and
// `live` (the cluster scenarios run live on the example server, declared stateless, its ops API
// answered by a spy route).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');

const cluster = (i: number) => ({
  prompt: `Show cluster c${i}`,
  expect: {
    calls: [{ tool: 'get_cluster', args: { id: `c${i}` }, stub: { id: `c${i}`, nodes: 3 } }],
  },
});

const kinds = [
  (i: number) => ({
    prompt: `List clusters (${i})`,
    expect: { calls: [{ tool: 'list_clusters' }] },
  }),
  cluster,
  (i: number) => ({
    prompt: `Restart c${i} and check it`,
    expect: {
      order: 'strict',
      extra_calls: 'forbid',
      calls: [
        { tool: 'cluster_status', args: { id: `c${i}` }, stub: { running: true } },
        { tool: 'restart_cluster', args: { id: `c${i}`, confirm: true }, stub: { ok: true } },
        { tool: 'cluster_status', args: { id: `c${i}` }, stub: { running: true } },
      ],
    },
  }),
  (i: number) => ({
    prompt: `Delete c${i}`,
    expect: {
      calls: [{ tool: 'delete_cluster', args: { id: `c${i}` }, stub: 'preflight: would delete' }],
    },
    gates: [
      { no_request: { method: 'DELETE' } },
      { no_call: { tool: 'delete_cluster', args: { confirm: true } } },
    ],
    observe: [{ result_contains: 'preflight' }],
  }),
  () => ({ prompt: 'Create a cluster', expect: { clarification: true } }),
];

export type CorpusKind = 'mixed' | 'cluster' | 'live';

/** A folder with mcp-eval.yaml and corpus.yaml; `spawnLog` counts server processes. */
export function writeCorpus(count: number, kind: CorpusKind): { dir: string; spawnLog: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-bench-'));
  const spawnLog = path.join(dir, 'spawns.log');
  writeFileSync(spawnLog, '');
  const scenarios = Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    ...(kind === 'mixed' ? kinds[i % kinds.length](i) : cluster(i)),
  }));
  const live = kind === 'live';
  writeFileSync(
    path.join(dir, 'corpus.yaml'),
    stringify({ defaults: { mode: live ? 'live' : 'stub' }, scenarios }),
  );
  writeFileSync(
    path.join(dir, 'mcp-eval.yaml'),
    stringify({
      server: {
        command: process.execPath,
        args: [path.join(root, 'bench/spawn-counter.mjs')],
        env: { OPS_API_URL: '${spy.url}', BENCH_SPAWN_LOG: spawnLog },
        ...(live ? { stateless: true } : {}),
      },
      ...(live
        ? {
            spy: {
              routes: [{ method: 'GET', path: '/clusters/*', status: 200, json: { nodes: 3 } }],
              // get_cluster's request is answered before its call returns: nothing comes later,
              // and a process lent for one call is free again at once.
              settle_ms: 0,
            },
          }
        : {}),
      corpus: ['corpus.yaml'],
    }),
  );
  return { dir, spawnLog };
}
