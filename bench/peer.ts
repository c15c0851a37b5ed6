// Workload b through promptfoo and through mcp-eval: the same N "Show cluster cN" prompts, the
// same example MCP server, the same scripted loopback model (bench/fake-model.ts, L ms), K at
// once. Prints wall time, concurrency efficiency and peak RSS of each process tree, and the
// ratios. Run by bench/peer.sh, which installs promptfoo and passes PEER_NODE (Node ≥ 22.22) and
// PEER_PROMPTFOO (its CLI).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { startFakeModel, type FakeModel } from './fake-model.js';
import { runCommand, runStep, type StepResult } from './tree.js';

const N = Number(process.env.BENCH_B_N ?? 500);
const K = 16;
const L = Number(process.env.BENCH_LATENCY_MS ?? 200);
const node = process.env.PEER_NODE;
const cli = process.env.PEER_PROMPTFOO;
if (!node || !cli) throw new Error('PEER_NODE and PEER_PROMPTFOO are set by bench/peer.sh');
const root = path.resolve(import.meta.dirname, '..');
type Stats = FakeModel['stats'];

async function withFake<T>(run: (url: string) => Promise<T>) {
  const fake = await startFakeModel({ latencyMs: L });
  try {
    return { result: await run(fake.url), stats: { ...fake.stats } };
  } finally {
    await fake.close();
  }
}

const ours = await withFake((url) =>
  runStep(path.join(import.meta.dirname, 'engine.ts'), {
    BENCH_N: String(N),
    BENCH_K: String(K),
    BENCH_CORPUS: 'cluster',
    BENCH_PROVIDER: 'openai:fake-model',
    BENCH_MODEL_URL: url,
  }),
);

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-peer-'));
const theirs = await withFake((url) => {
  writeFileSync(
    path.join(dir, 'promptfooconfig.yaml'),
    stringify({
      description: 'mcp-eval bench peer',
      prompts: ['{{prompt}}'],
      providers: [
        {
          id: 'openai:chat:fake-model',
          config: {
            apiBaseUrl: url,
            apiKey: 'bench',
            mcp: {
              enabled: true,
              server: {
                command: process.execPath,
                args: [path.join(root, 'examples/server/dist/index.js')],
                // promptfoo runs the server live: its ops API is the fake's /clusters.
                env: { OPS_API_URL: url.replace(/\/v1$/, '') },
                name: 'ops',
              },
            },
          },
        },
      ],
      tests: Array.from({ length: N }, (_, i) => ({
        vars: { prompt: `Show cluster c${i}` },
        assert: [{ type: 'contains', value: 'get_cluster' }],
      })),
    }),
  );
  return runCommand(
    node,
    [cli, 'eval', '-c', 'promptfooconfig.yaml', '-j', String(K), '--no-cache', '-o', 'out.json'],
    {
      PROMPTFOO_CONFIG_DIR: path.join(dir, '.promptfoo'),
      PROMPTFOO_DISABLE_TELEMETRY: '1',
      PROMPTFOO_DISABLE_UPDATE: '1',
      PROMPTFOO_DISABLE_SHARING: '1',
      OPENAI_API_KEY: 'bench',
    },
    dir,
    [0, 100],
  );
});
const results = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as {
  results?: { stats?: { successes?: number; failures?: number; errors?: number } };
};
rmSync(dir, { recursive: true, force: true });

// Efficiency against the bound ⌈N/K⌉ × requests × L, with each tool's own requests per scenario
// (promptfoo stops at the tool call): over the process wall, and over the model phase alone (the
// fake's first request to its last answer), which leaves start-up and report writing out.
const efficiency = (r: StepResult, stats: Stats) => {
  const bound = (Math.ceil(N / K) * (stats.requests / N) * L) / 1000;
  const phase = stats.firstAt && stats.lastAt ? (stats.lastAt - stats.firstAt) / 1000 : NaN;
  return { bound, wall: bound / r.wall, phase: bound / phase };
};
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
const line = (who: string, r: StepResult, stats: Stats, passed: unknown) => {
  const e = efficiency(r, stats);
  console.log(
    `${who.padEnd(10)} wall ${r.wall.toFixed(2).padStart(7)} s   peak RSS ${r.peakRssMb.toFixed(0).padStart(5)} MB   ` +
      `${stats.requests} model requests   passed ${String(passed)}   efficiency ${pct(e.wall)} ` +
      `(model phase ${pct(e.phase)}, bound ${e.bound.toFixed(1)} s)`,
  );
  return e;
};
console.log(`N=${N} K=${K} L=${L} ms, process wall (start to exit) and peak RSS of the tree`);
const ourE = line('mcp-eval', ours.result, ours.stats, (ours.result.out as { pass?: number }).pass);
const theirE = line('promptfoo', theirs.result, theirs.stats, results.results?.stats?.successes);
console.log(
  `ratio promptfoo / mcp-eval: wall ${(theirs.result.wall / ours.result.wall).toFixed(2)} ×, ` +
    `peak RSS ${(theirs.result.peakRssMb / ours.result.peakRssMb).toFixed(2)} ×; ` +
    `efficiency mcp-eval / promptfoo: ${(ourE.wall / theirE.wall).toFixed(2)} × ` +
    `(model phase ${(ourE.phase / theirE.phase).toFixed(2)} ×)`,
);
if (theirs.stats.requests !== ours.stats.requests) {
  console.log(
    `note: promptfoo sent ${theirs.stats.requests} model requests to our ${ours.stats.requests}: ` +
      'its MCP tool call ends the test, without sending the result back to the model',
  );
}
