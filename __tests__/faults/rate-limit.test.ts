// A busy model API: 30% of requests answered 429 with `Retry-After: 1`, through the real engine
// and the OpenAI SDK. Rate-limit retries are bounded by the scenario's time, not a small count,
// so no scenario ends errored — including one that meets five 429s in a row, more than the
// default three retries would survive.
import { afterAll, describe, expect, it } from 'vitest';
import type { Reply } from '../fakes/wire.js';
import { runFaults, type FaultCase } from './fakes/run.js';
import { addTally } from './tally.js';
import { WIRES, type Wire } from '../fakes/wire.js';

const tally = { tried: 0, survived: 0 };
afterAll(() => {
  console.log(`rate-limit faults: ${tally.tried} tried, ${tally.survived} survived`);
  addTally({ faults: tally });
});

/** Deterministic "random": the same 30% every run (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('30% of requests rate limited with Retry-After: 1', () => {
  it('ends no scenario errored, and writes the report', async () => {
    const random = seeded(11);
    const injected = new Map<string, number>();
    const limited = (w: Wire, id: string): Reply => {
      injected.set(id, (injected.get(id) ?? 0) + 1);
      return { status: 429, retryAfter: '1', json: w.error(429, 'Rate limit reached') };
    };
    const cases: FaultCase[] = Array.from({ length: 120 }, (_, i) => {
      const id = i === 0 ? 'unlucky' : `s${i}`;
      return {
        id,
        fault: (w, n) => ((i === 0 ? n < 5 : random() < 0.3) ? limited(w, id) : undefined),
      };
    });
    const started = Date.now();
    const run = await runFaults(WIRES.openai, cases, {
      concurrency: 40,
      provider: { timeout: 20, retries: 3 },
    });
    for (const [id, n] of injected) {
      tally.tried += n;
      if (run.rows.get(id)?.status === 'pass') tally.survived += n;
    }

    expect(run.written).toBe(true);
    expect(run.rows.size).toBe(120);
    const errored = [...run.rows.values()].filter((r) => r.status === 'errored');
    expect(errored.map((r) => `${r.scenario}: ${r.reason}`)).toEqual([]);
    expect([...run.rows.values()].every((r) => r.status === 'pass')).toBe(true);
    // About 30% of the requests were 429s (two per scenario: the call, then the answer).
    const share = tally.tried / run.requests;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    expect(run.rows.get('unlucky')!.latencyMs).toBeGreaterThanOrEqual(5000);
    expect(Date.now() - started).toBeLessThan(45_000);
  }, 60_000);
});
