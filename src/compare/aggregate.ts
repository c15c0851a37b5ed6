// Pass rates per provider, all tiers and then each tier, over the (scenario, provider) pairs
// both sides can compare; the delta (head − base) with Newcombe's 95% interval, significant only
// with MIN_TRIALS or more trials a side, as a pair's change is (one pair at 2 trials a side is
// no regression of the provider either). Paired (a same-job A/B run), the rates are those of the
// trials that paired, the interval Newcombe's for paired data, and significance the exact
// McNemar test on the pairs that disagree.
import type {
  AggregateDelta,
  ComparisonClass,
  PairTable,
  PassCount,
  ScenarioComparison,
} from '../model/comparison.js';
import { newcombe } from '../score/stats.js';
import { ALPHA, MIN_TRIALS } from './classify.js';
import { detectableIndependent, detectablePaired } from './detectable.js';
import { mcnemarExact, newcombePaired } from './paired.js';

type Method = 'paired' | 'independent';

/** The classes whose two sides count the same scenario on the same model. */
export const COMPARABLE = new Set<ComparisonClass>([
  'regressed',
  'fixed',
  'changed-few',
  'flaky',
  'unchanged',
]);

const add = (a: PassCount, b: PassCount | undefined): PassCount => ({
  passes: a.passes + (b?.passes ?? 0),
  n: a.n + (b?.n ?? 0),
});

function pairedDelta(
  provider: string,
  tier: string | undefined,
  scenarios: ScenarioComparison[],
): AggregateDelta {
  const pairs: PairTable = { n: 0, both: 0, lost: 0, gained: 0, dropped: 0 };
  for (const s of scenarios) {
    for (const k of ['n', 'both', 'lost', 'gained', 'dropped'] as const)
      pairs[k] += s.pairs?.[k] ?? 0;
  }
  const p = mcnemarExact(pairs.lost, pairs.gained);
  return {
    provider,
    ...(tier !== undefined ? { tier } : {}),
    base: { passes: pairs.both + pairs.lost, n: pairs.n },
    head: { passes: pairs.both + pairs.gained, n: pairs.n },
    delta: pairs.n ? (pairs.gained - pairs.lost) / pairs.n : null,
    interval: newcombePaired(pairs),
    significant: pairs.n >= MIN_TRIALS && p < ALPHA,
    pairs,
    p,
    detectable: detectablePaired(pairs),
  };
}

function delta(
  provider: string,
  tier: string | undefined,
  pairs: ScenarioComparison[],
): AggregateDelta {
  const zero = { passes: 0, n: 0 };
  const base = pairs.reduce((sum, s) => add(sum, s.base), zero);
  const head = pairs.reduce((sum, s) => add(sum, s.head), zero);
  const interval = newcombe(base.passes, base.n, head.passes, head.n);
  return {
    provider,
    ...(tier !== undefined ? { tier } : {}),
    base,
    head,
    delta: base.n && head.n ? head.passes / head.n - base.passes / base.n : null,
    interval,
    significant:
      interval !== null &&
      Math.min(base.n, head.n) >= MIN_TRIALS &&
      (interval.low > 0 || interval.high < 0),
    detectable: detectableIndependent(base, head),
  };
}

export function aggregates(
  scenarios: ScenarioComparison[],
  method: Method = 'independent',
): AggregateDelta[] {
  const of = method === 'paired' ? pairedDelta : delta;
  const comparable = scenarios.filter((s) => COMPARABLE.has(s.class));
  const providers = [...new Set(comparable.map((s) => s.provider))].sort();
  return providers.flatMap((provider) => {
    const mine = comparable.filter((s) => s.provider === provider);
    const tiers = [...new Set(mine.map((s) => s.tier ?? ''))].sort();
    return [
      of(provider, undefined, mine),
      ...tiers.map((tier) =>
        of(
          provider,
          tier,
          mine.filter((s) => (s.tier ?? '') === tier),
        ),
      ),
    ];
  });
}
