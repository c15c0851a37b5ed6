// npm run bench: 1,000 generated scenarios in stub mode with the replay provider.
// Prints scenarios per second, per-scenario overhead, peak RSS and server processes started.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { evaluate } from '../src/run/evaluate.js';

const COUNT = Number(process.env.BENCH_SCENARIOS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-bench-'));
const spawnLog = path.join(dir, 'spawns.log');
writeFileSync(spawnLog, '');

const kinds = [
  (i: number) => ({
    prompt: `List clusters (${i})`,
    expect: { calls: [{ tool: 'list_clusters' }] },
  }),
  (i: number) => ({
    prompt: `Show cluster c${i}`,
    expect: {
      calls: [{ tool: 'get_cluster', args: { id: `c${i}` }, stub: { id: `c${i}`, nodes: 3 } }],
    },
  }),
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
const scenarios = Array.from({ length: COUNT }, (_, i) => ({
  id: `s${i}`,
  ...kinds[i % kinds.length](i),
}));
writeFileSync(path.join(dir, 'corpus.yaml'), stringify({ defaults: { mode: 'stub' }, scenarios }));
writeFileSync(
  path.join(dir, 'mcp-eval.yaml'),
  stringify({
    server: {
      command: process.execPath,
      args: [path.join(root, 'bench/spawn-counter.mjs')],
      env: { OPS_API_URL: '${spy.url}', BENCH_SPAWN_LOG: spawnLog },
    },
    corpus: ['corpus.yaml'],
  }),
);

const quiet = { info() {}, notice() {}, warn: (m: string) => console.error(m) };
const started = performance.now();
const outcome = await evaluate({
  cwd: dir,
  config: 'mcp-eval.yaml',
  providers: ['replay'],
  concurrency: CONCURRENCY,
  out: path.join(dir, 'out'),
  log: quiet,
});
const seconds = (performance.now() - started) / 1000;
const rows = outcome.report.results;
const latency = rows.map((r) => r.latencyMs).sort((a, b) => a - b);
const spawns = readFileSync(spawnLog, 'utf8').trim().split('\n').filter(Boolean).length;
const rssMb = process.resourceUsage().maxRSS / 1024;

console.log(
  `scenarios            ${rows.length} (${outcome.report.summary.overall.counts.pass} passed)`,
);
console.log(`concurrency          ${CONCURRENCY}`);
console.log(
  `wall time            ${seconds.toFixed(2)} s (including server start-up and report writing)`,
);
console.log(`throughput           ${(rows.length / seconds).toFixed(0)} scenarios/s`);
console.log(
  `per-scenario overhead ${((seconds * 1000 * CONCURRENCY) / rows.length).toFixed(2)} ms of worker time; latency p50 ${latency[Math.floor(latency.length / 2)]} ms, p95 ${latency[Math.floor(latency.length * 0.95)]} ms`,
);
console.log(`peak RSS (engine)    ${rssMb.toFixed(0)} MB`);
console.log(`server processes     ${spawns} started for ${rows.length} scenarios`);
