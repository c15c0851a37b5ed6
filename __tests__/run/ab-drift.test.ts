// Drift, measured (bench workload g at a smaller size): the same server as base and head, and a
// scripted model whose accuracy falls from 0.9 to 0.6 halfway through each scenario's trials.
// Two runs made one after the other put the drift on head alone and blame the server; the
// same-job A/B interleaves the trials, so the drift falls on both sides and nothing is blamed.
import { describe, expect, it } from 'vitest';
import { driftWorkload } from '../../bench/drift.js';
import { evaluateAb } from '../../src/run/ab.js';
import { evaluate } from '../../src/run/evaluate.js';

describe('a model drifting during the run, the server unchanged', () => {
  it('makes false regressions in two runs, none in one interleaved job', async () => {
    // One worker: each scenario's trials reach the model in the same order every time, so the
    // seeded pass/fail of its n-th trial is the same on every run.
    const { twoRuns, sameJob } = await driftWorkload(
      { evaluate, evaluateAb },
      { scenarios: 8, trials: 6, concurrency: 1, seed: 26 },
    );
    // Two runs: base saw the model before the drop, head after it.
    expect(twoRuns.base - twoRuns.head).toBeGreaterThan(0.15);
    expect(twoRuns.regressed > 0 || twoRuns.verdict === 'regressed').toBe(true);
    // One job: both sides saw both halves.
    expect(sameJob.regressed).toBe(0);
    expect(sameJob.verdict).not.toBe('regressed');
  }, 120_000);
});
