// How `mcp-eval score` finds a pick's entry: in the tier the pick names.
import { describe, expect, it } from 'vitest';
import { indexByTier, missingReason, pickKey, type Pick } from '../../src/run/picks.js';
import { scenario } from '../helpers.js';

const pick = (tier: string, id: string) => ({ tier, id }) as Pick;

describe('indexByTier', () => {
  const sel = scenario({ id: 'a', type: 'selection_only', tier: 'selection' });
  const args = scenario({ id: 'a', type: 'with_args', tier: 'args' });
  // A native scenario with no tiered type counts in the tiered tier of its tier.
  const native = scenario({ id: 'n', tier: 'sequence' });
  const answer = scenario({ id: 'q', tier: 'answer' });
  const later = scenario({ id: 'a', type: 'with_args', tier: 'args', description: 'later' });
  const index = indexByTier([sel, args, native, answer, later]);

  it('keys entries by tier and id; a later entry of the same key wins, as in a dict', () => {
    expect(index.get(pickKey(pick('selection_only', 'a')))).toBe(sel);
    expect(index.get(pickKey(pick('with_args', 'a')))).toBe(later);
    expect(index.get(pickKey(pick('multi_step', 'n')))).toBe(native);
    expect(index.get(pickKey(pick('multi_step', 'a')))).toBeUndefined();
    expect([...index.values()]).not.toContain(answer);
  });

  it('says why a pick has no entry', () => {
    expect(missingReason(pick('multi_step', 'a'), index)).toBe(
      '"a" is not a multi_step entry (it is selection_only)',
    );
    expect(missingReason(pick('with_args', 'zz'), index)).toBe('"zz" is not in the corpus');
  });
});
