// One engine run for the bench, in its own process so that the parent can sample the RSS of
// this process and its servers: the corpus bench/run.ts wrote in BENCH_DIR (bench/corpus.ts)
// through evaluate() with BENCH_PROVIDER (replay, or openai at BENCH_MODEL_URL) and BENCH_K
// workers, with the response cache in BENCH_CACHE (a folder) when set. Prints one JSON line.
// The engine is the bundle users run (BENCH_BUNDLE, default dist/: its api/index.js), loaded
// inside the measured wall. As the CLI and the action do first, the young generation is kept at
// its starting size (src/heap.ts); BENCH_LEAN_HEAP=0 leaves V8's default, to measure the difference.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { evaluate as Evaluate } from '../src/run/evaluate.js';
import { leanHeap } from '../src/heap.js';

if (process.env.BENCH_LEAN_HEAP !== '0') leanHeap();

const k = Number(process.env.BENCH_K ?? 4);
const provider = process.env.BENCH_PROVIDER ?? 'replay';
const modelUrl = process.env.BENCH_MODEL_URL;
const cache = process.env.BENCH_CACHE;
const dir = process.env.BENCH_DIR!;
const spawnLog = path.join(dir, 'spawns.log');

let firstResultAt: number | undefined;
// This process's own peaks, sampled beside the parent's whole-tree RSS: how much of the tree is
// the engine, and how much of that is the JS heap (live objects and garbage not yet collected).
const peaks = { rssMb: 0, heapUsedMb: 0, heapTotalMb: 0 };
const sample = () => {
  const m = process.memoryUsage();
  peaks.rssMb = Math.max(peaks.rssMb, m.rss / 2 ** 20);
  peaks.heapUsedMb = Math.max(peaks.heapUsedMb, m.heapUsed / 2 ** 20);
  peaks.heapTotalMb = Math.max(peaks.heapTotalMb, m.heapTotal / 2 ** 20);
};
const sampler = setInterval(sample, 50);
const quiet = { info() {}, notice() {}, warn() {} };
const started = performance.now();
const cpuStart = process.cpuUsage();
const bundle = path.resolve(process.env.BENCH_BUNDLE ?? path.join(import.meta.dirname, '../dist'));
const { evaluate } = (await import(path.join(bundle, 'api/index.js'))) as {
  evaluate: typeof Evaluate;
};
const outcome = await evaluate({
  cwd: dir,
  config: 'mcp-eval.yaml',
  providers: [provider],
  concurrency: k,
  cache: cache ?? false,
  out: path.join(dir, 'out'),
  log: quiet,
  env: modelUrl
    ? { ...process.env, OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: modelUrl }
    : process.env,
  progress: {
    row() {
      firstResultAt ??= performance.timeOrigin + performance.now();
    },
  },
});
const wall = (performance.now() - started) / 1000;
clearInterval(sampler);
sample();
// CPU of this process alone (servers apart): steadier than wall time on a busy machine.
const { user, system } = process.cpuUsage(cpuStart);
// The heap the finished run still holds (its report and rows), after a full collection: what
// grows with N once the run is over.
setFlagsFromString('--expose-gc');
(runInNewContext('gc') as () => void)();
const heapAfterMb = process.memoryUsage().heapUsed / 2 ** 20;
const counts = outcome.report.summary.overall.counts;
const spawns = readFileSync(spawnLog, 'utf8').split('\n').filter(Boolean).length;
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    rows: outcome.report.results.length,
    pass: counts.pass,
    errored: counts.errored,
    wall,
    startedAt: performance.timeOrigin + started,
    cpu: (user + system) / 1e6,
    firstResultAt,
    spawns,
    cache: outcome.report.cache,
    // Whether the adaptive limiter lowered the requests in flight (providers/limiter.ts).
    backoff: outcome.report.providers.find((p) => p.backoff)?.backoff,
    heapAfterMb,
    peaks,
  }),
);
