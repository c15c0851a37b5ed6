// The generated corpora of the bench: `mixed` (five kinds of stub-mode scenario, for the replay
// provider), `cluster` ("Show cluster cN" → get_cluster, which bench/fake-model.ts scripts) and
// `live` (the cluster scenarios run live on the example server, declared stateless, its ops API
// answered by a spy route).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');

/** The Node that runs the measured engine (bench/tree.ts) and the servers written here:
 * BENCH_NODE's, else the bench's own. */
export const benchNode = (): string => process.env.BENCH_NODE || process.execPath;

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

/** How the scenarios reach the server: stub mode (no call reaches it), or live on a stateful
 * server (the default: a process per scenario from its first call) or a stateless one. */
export type ServerMode = 'stub' | 'live' | 'stateless';

/** Live instead of stub mode (bench/peer.ts): the example server's ops API at `opsUrl`, not the
 * spy's, so that it answers as it does for a peer tool; `stateless` declares the server so. */
export interface LiveServer {
  opsUrl: string;
  stateless?: boolean;
  /** The Node the server runs on (the peer's, like with like); the bench's own by default. */
  node?: string;
}

/** A folder with mcp-eval.yaml and corpus.yaml; `spawnLog` counts server processes. */
export function writeCorpus(
  count: number,
  kind: CorpusKind,
  mode: ServerMode | LiveServer = 'stub',
): { dir: string; spawnLog: string } {
  // A peer's live run names the ops API itself (LiveServer); the others are answered by the spy.
  const live = typeof mode === 'object' ? mode : undefined;
  // Workload m's `live` corpus runs on a server declared stateless.
  const how: ServerMode =
    kind === 'live' || live?.stateless ? 'stateless' : live ? 'live' : (mode as ServerMode);
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-bench-'));
  const spawnLog = path.join(dir, 'spawns.log');
  writeFileSync(spawnLog, '');
  const scenarios = Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    ...(kind === 'mixed' ? kinds[i % kinds.length](i) : cluster(i)),
  }));
  writeFileSync(
    path.join(dir, 'corpus.yaml'),
    stringify({ defaults: { mode: how === 'stub' ? 'stub' : 'live' }, scenarios }),
  );
  writeFileSync(
    path.join(dir, 'mcp-eval.yaml'),
    stringify({
      server: {
        // The server on the engine's Node (BENCH_NODE), or the peer's: a Node binary other than
        // the bench's own keeps the tree's PSS exact (bench/tree.ts).
        command: live?.node ?? benchNode(),
        args: [path.join(root, 'bench/spawn-counter.mjs')],
        env: { OPS_API_URL: live?.opsUrl ?? '${spy.url}', BENCH_SPAWN_LOG: spawnLog },
        ...(how === 'stateless' ? { stateless: true } : {}),
        // BENCH_POOL: server.pool (the most processes at once; default concurrency, or 2).
        ...(process.env.BENCH_POOL ? { pool: Number(process.env.BENCH_POOL) } : {}),
      },
      // Live, get_cluster asks the ops API for the cluster: the spy answers as the stub does.
      spy: {
        routes: [{ method: 'GET', path: '/clusters/*', status: 200, json: { nodes: 3 } }],
        // BENCH_SETTLE_MS: how long a process stays its last caller's (the default 250 ms caps a
        // stateless process at four calls a second).
        // Workload m's live corpus: get_cluster's request is answered before its call returns,
        // nothing comes later, and a process lent for one call is free again at once.
        ...(process.env.BENCH_SETTLE_MS
          ? { settle_ms: Number(process.env.BENCH_SETTLE_MS) }
          : kind === 'live'
            ? { settle_ms: 0 }
            : {}),
      },
      corpus: ['corpus.yaml'],
    }),
  );
  return { dir, spawnLog };
}
