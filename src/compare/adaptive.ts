// Adaptive trials: whether a (scenario, provider) pair of a same-job A/B needs another base/head
// trial. A pair regressed or fixed is decided and stops; another pair goes on only while the trials
// left could still make it regressed or fixed, were they to go either way (every one passing on
// one side and failing on the other). The classes are the comparison's own (classify.ts).
import type { ResultRow } from '../model/report.js';
import { classify, countClass } from './classify.js';
import { passCount } from './trials.js';

/** Another trial per side is worth running: `left` is the runs per side still allowed. */
export function undecided(base: ResultRow[], head: ResultRow[], left: number): boolean {
  if (left <= 0) return false;
  const b = passCount(base);
  const h = passCount(head);
  const now = classify('', '', base, head);
  if (now.class === 'regressed' || now.class === 'fixed') return false;
  // Another model or another scenario on one side stays so; a side with no trial yet (errors,
  // not the model's doing) may still get one.
  if (now.class === 'not-comparable' && b.n > 0 && h.n > 0) return false;
  for (let j = 1; j <= left; j++) {
    for (const [x, y] of [
      [j, 0],
      [0, j],
    ]) {
      const reached = countClass(
        { passes: b.passes + x, n: b.n + j },
        { passes: h.passes + y, n: h.n + j },
      );
      if (reached === 'regressed' || reached === 'fixed') return true;
    }
  }
  return false;
}
