// Workload g's process: bench/drift.ts on the bundle users run (BENCH_BUNDLE, default dist/: its
// api/index.js), sized by BENCH_G_* (bench/run.ts). Prints one JSON line.
import path from 'node:path';
import type { evaluateAb as EvaluateAb } from '../src/run/ab.js';
import type { evaluate as Evaluate } from '../src/run/evaluate.js';
import { driftWorkload } from './drift.js';

const bundle = path.resolve(process.env.BENCH_BUNDLE ?? path.join(import.meta.dirname, '../dist'));
const engine = (await import(path.join(bundle, 'api/index.js'))) as {
  evaluate: typeof Evaluate;
  evaluateAb: typeof EvaluateAb;
};
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const started = performance.now();
const out = await driftWorkload(engine, {
  scenarios: env('BENCH_G_N', 30),
  trials: env('BENCH_G_TRIALS', 6),
  concurrency: env('BENCH_G_K', 4),
  seed: env('BENCH_G_SEED', 26),
});
console.log(JSON.stringify({ ...out, wall: (performance.now() - started) / 1000 }));
