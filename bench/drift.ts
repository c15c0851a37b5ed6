// Workload g: drift, measured. The same server as base and head, and a scripted model (the
// OpenAI-wire fake) whose accuracy falls from `high` to `low` halfway through each scenario's
// trials — its n-th trial counted over the fake's life — compared two ways: two runs, base then
// head, the head's compared with the base's report (the drift falls on head alone), and one
// same-job A/B (interleaved b, h, b, h: the drift falls on both sides alike). Every scenario
// classed regressed is a false regression: the server did not change. The engine is injected:
// dist/api from bench/drift-step.ts, the source from the test.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { evaluateAb as EvaluateAb } from '../src/run/ab.js';
import type { evaluate as Evaluate } from '../src/run/evaluate.js';
import type { Comparison } from '../src/model/comparison.js';
import type { ServerConfig } from '../src/model/config.js';
import { writeCorpus } from './corpus.js';
import { startFakeModel } from './fake-model.js';

export interface DriftSize {
  scenarios: number;
  /** Trials per side, each way. */
  trials: number;
  concurrency: number;
  /** Seeds which trials pass, per scenario and trial. */
  seed: number;
  latencyMs?: number;
  /** Pass rates before and after the drift (0.9 → 0.6 by default: a third lower). */
  high?: number;
  low?: number;
}

export interface DriftSide {
  /** Scenarios classed regressed: all false, the server being the same. */
  regressed: number;
  verdict: Comparison['verdict'];
  /** The overall pass rates compared, base and head. */
  base: number;
  head: number;
}

interface Engine {
  evaluate: typeof Evaluate;
  evaluateAb: typeof EvaluateAb;
}

/** A number in [0, 1) from the seed, the scenario and the trial: the same on every run. */
function draw(seed: number, id: string, trial: number): number {
  let h = 2166136261 ^ seed;
  for (const c of `${id}/${trial}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  // mulberry32's finaliser over the FNV-1a hash: FNV alone leaves the low bits poorly mixed.
  let t = (h + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), 1 | t);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const side = (c: Comparison | undefined): DriftSide => {
  if (!c) throw new Error('drift: the head report has no comparison');
  const overall = c.aggregates.find((a) => a.tier === undefined)!;
  return {
    regressed: c.counts.regressed ?? 0,
    verdict: c.verdict,
    base: overall.base.passes / overall.base.n,
    head: overall.head.passes / overall.head.n,
  };
};

/** Both ways on one generated corpus, each on a fresh fake (its trial counts from 0). */
export async function driftWorkload(
  engine: Engine,
  size: DriftSize,
): Promise<{ twoRuns: DriftSide; sameJob: DriftSide; requests: number }> {
  const { high = 0.9, low = 0.6 } = size;
  // Halfway through a scenario's 2 × trials: two runs give base the first half, head the second.
  const passes = (id: string, trial: number) =>
    draw(size.seed, id, trial) < (trial < size.trials ? high : low);
  const { dir } = writeCorpus(size.scenarios, 'cluster');
  const config = parse(readFileSync(path.join(dir, 'mcp-eval.yaml'), 'utf8')) as {
    server: ServerConfig;
  };
  const quiet = { info() {}, notice() {}, warn() {} };
  let requests = 0;
  const withModel = async <T>(run: (env: Record<string, string>) => Promise<T>): Promise<T> => {
    const fake = await startFakeModel({ latencyMs: size.latencyMs ?? 0, passes });
    try {
      return await run({ OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: fake.url });
    } finally {
      requests += fake.stats.requests;
      await fake.close();
    }
  };
  const opts = (env: Record<string, string>, out: string) => ({
    cwd: dir,
    config: 'mcp-eval.yaml',
    providers: ['openai:fake-model'],
    repeat: size.trials,
    concurrency: size.concurrency,
    cache: false,
    out,
    log: quiet,
    env: { ...process.env, ...env },
  });
  try {
    const twoRuns = await withModel(async (env) => {
      await engine.evaluate(opts(env, 'base'));
      const head = await engine.evaluate({
        ...opts(env, 'head'),
        baseline: { path: 'base/report.json' },
      });
      return side(head.report.comparison);
    });
    const sameJob = await withModel(async (env) => {
      const { head } = await engine.evaluateAb(opts(env, 'ab'), { base: config.server });
      return side(head.report.comparison);
    });
    return { twoRuns, sameJob, requests };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
