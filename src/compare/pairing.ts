// Trials of a same-job A/B run, paired: base and head ran interleaved in one job, so repetition i
// of a (scenario, provider) on one side ran beside repetition i on the other, under the same
// drift. A pair counts only when both of its rows are trials (src/compare/trials.ts).
import type { PairTable } from '../model/comparison.js';
import type { Report, ResultRow } from '../model/report.js';
import { trial } from './trials.js';

/** The A/B run both reports came from, when they came from the same one. */
export function sameRun(base: Report, head: Report): string | undefined {
  return base.ab && head.ab && base.ab.id === head.ab.id ? base.ab.id : undefined;
}

function byRepetition(rows: ResultRow[]): Map<number, ResultRow[]> {
  const out = new Map<number, ResultRow[]>();
  for (const r of rows) {
    const same = out.get(r.repetition);
    if (same) same.push(r);
    else out.set(r.repetition, [r]);
  }
  return out;
}

/** One (scenario, provider)'s rows of each side, paired by repetition. */
export function pairTrials(base: ResultRow[], head: ResultRow[]): PairTable {
  const out: PairTable = { n: 0, both: 0, lost: 0, gained: 0, dropped: 0 };
  const before = byRepetition(base);
  const after = byRepetition(head);
  for (const repetition of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(repetition) ?? [];
    const h = after.get(repetition) ?? [];
    // A repetition written twice on a side (it should not be): its extra rows pair with nothing.
    out.dropped += Math.max(b.length, h.length) - Math.min(b.length, h.length);
    for (let i = 0; i < Math.min(b.length, h.length); i++) {
      const [was, is] = [trial(b[i]), trial(h[i])];
      if (was === undefined || is === undefined) {
        out.dropped++;
        continue;
      }
      out.n++;
      if (was && is) out.both++;
      else if (was) out.lost++;
      else if (is) out.gained++;
    }
  }
  return out;
}
