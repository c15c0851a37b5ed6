// Pass rates per provider, all tiers and then each tier, over the (scenario, provider) pairs
// both sides can compare; the delta (head − base) with Newcombe's 95% interval, significant only
// with MIN_TRIALS or more trials a side, as a pair's change is (one pair at 2 trials a side is
// no regression of the provider either).
import type {
  AggregateDelta,
  ComparisonClass,
  PassCount,
  ScenarioComparison,
} from '../model/comparison.js';
import { newcombe } from '../score/stats.js';
import { MIN_TRIALS } from './classify.js';

/** The classes whose two sides count the same scenario on the same model. */
const COMPARABLE = new Set<ComparisonClass>([
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
  };
}

export function aggregates(scenarios: ScenarioComparison[]): AggregateDelta[] {
  const comparable = scenarios.filter((s) => COMPARABLE.has(s.class));
  const providers = [...new Set(comparable.map((s) => s.provider))].sort();
  return providers.flatMap((provider) => {
    const mine = comparable.filter((s) => s.provider === provider);
    const tiers = [...new Set(mine.map((s) => s.tier ?? ''))].sort();
    return [
      delta(provider, undefined, mine),
      ...tiers.map((tier) =>
        delta(
          provider,
          tier,
          mine.filter((s) => (s.tier ?? '') === tier),
        ),
      ),
    ];
  });
}
