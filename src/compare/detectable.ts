// The smallest change a comparison could detect at the trial counts it had: for a provider's
// overall rate, under the test that decided it (independent or paired), and for a single
// scenario, under the rule that classes it. Said beside the verdict, so "no regression" at three
// trials a side reads as what it is: nothing smaller than a collapse could have been seen.
import type {
  Detectable,
  PairTable,
  PassCount,
  ScenarioComparison,
  ScenarioDetectable,
} from '../model/comparison.js';
import { newcombe } from '../score/stats.js';
import { ALPHA, direction, MIN_TRIALS } from './classify.js';
import { pairsToDetect } from './paired.js';

const NONE: Detectable = { decline: null, rise: null };

/** Independent samples: from base's observed rate, the smallest fall and rise of head's passes
 * (at head's trials) whose Newcombe interval excludes 0. */
export function detectableIndependent(base: PassCount, head: PassCount): Detectable {
  if (Math.min(base.n, head.n) < MIN_TRIALS) return NONE;
  const from = base.passes / base.n;
  let decline: number | null = null;
  let rise: number | null = null;
  // The interval moves one way with head's passes: the first hit from each end is the smallest.
  for (let h = head.n; h >= 0 && decline === null; h--) {
    const i = newcombe(base.passes, base.n, h, head.n);
    if (i && i.high < 0) decline = from - h / head.n;
  }
  for (let h = 0; h <= head.n && rise === null; h++) {
    const i = newcombe(base.passes, base.n, h, head.n);
    if (i && i.low > 0) rise = h / head.n - from;
  }
  return { decline, rise };
}

/** Paired: the fewest one-way discordant pairs the exact test calls significant, over the pairs;
 * a decline needs that many base passes to lose, a rise that many base failures to gain. */
export function detectablePaired(pairs: PairTable): Detectable {
  const m = pairsToDetect(ALPHA);
  if (m === null || pairs.n < MIN_TRIALS) return NONE;
  const passed = pairs.both + pairs.lost;
  return {
    decline: m <= passed ? m / pairs.n : null,
    rise: m <= pairs.n - passed ? m / pairs.n : null,
  };
}

/** With nb and nh trials a side, the smallest fall of the pass rate that classes a scenario
 * regressed, over every pass count either side could have (a rise mirrors it: passes and
 * failures swap), and one such fall; null when none can. */
function smallestFlagged(nb: number, nh: number) {
  if (Math.min(nb, nh) < MIN_TRIALS) return null;
  let best: { change: number; base: PassCount; head: PassCount } | null = null;
  for (let kb = nb; kb >= 1; kb--) {
    const from = kb / nb;
    // Head's passes downward from just below base's rate, while the fall is still the smallest.
    for (let kh = Math.ceil(from * nh - 1); kh >= 0; kh--) {
      const change = from - kh / nh;
      if (change <= 0) continue;
      if (best && change >= best.change) break;
      const base = { passes: kb, n: nb };
      const head = { passes: kh, n: nh };
      if (direction(base, head) === 'worse') {
        best = { change, base, head };
        break;
      }
    }
  }
  return best;
}

/** Per trial counts (base, head) of the scenarios that compare, most scenarios first. */
export function scenarioDetectable(scenarios: ScenarioComparison[]): ScenarioDetectable[] {
  const groups = new Map<string, { base: number; head: number; scenarios: number }>();
  for (const s of scenarios) {
    if (!s.base || !s.head) continue;
    const key = `${s.base.n}:${s.head.n}`;
    const g = groups.get(key) ?? { base: s.base.n, head: s.head.n, scenarios: 0 };
    g.scenarios++;
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => b.scenarios - a.scenarios || a.base - b.base || a.head - b.head)
    .map((g) => {
      const flagged = smallestFlagged(g.base, g.head);
      return {
        trials: { base: g.base, head: g.head },
        scenarios: g.scenarios,
        change: flagged?.change ?? null,
        ...(flagged ? { example: { base: flagged.base, head: flagged.head } } : {}),
      };
    });
}
