// `mcp-eval run` on a tiered corpus decides each pick as its own scorer does: the transcript a
// run records (the model's first call for selection_only and with_args, the turn's calls for
// multi_step) gets the source's verdict; a turn with no call is `inconclusive`, which counts
// as a failure in accuracy and thresholds.
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Json } from '../../src/model/json.js';
import type { ResultRow } from '../../src/model/report.js';
import { indexByTier, pickKey, type Pick } from '../../src/run/picks.js';
import { groupStats } from '../../src/score/aggregate.js';
import { checkThresholds } from '../../src/score/thresholds.js';
import { score } from '../../src/score/verdict.js';
import { call, resultRow, transcript } from '../helpers.js';
import { context } from '../corpus/formats/helpers.js';
import { workspace } from './run-cli.js';
import { CORPUS, PICKS, type P } from './tiered-parity-cases.js';

/** The numbers of the raw file, as a model's JSON arguments would carry them. */
const unmark = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v).replace(/"#num:([^#]+)#"/g, '$1'));
const tool = (v: unknown) => (typeof v === 'string' ? v : '');

/** The calls a run would record for the pick; a later call after the pick does not count. */
function callsOf(p: P) {
  const q = unmark(p) as Pick & P;
  const args = (a: unknown) => (a ?? {}) as Record<string, Json>;
  if (q.tier === 'multi_step')
    return (q.picked_sequence ?? []).map((s) => call(tool(s.tool), args(s.args)));
  return tool(q.picked_tool)
    ? [call(tool(q.picked_tool), args(q.picked_args)), call('later.call')]
    : [];
}

describe('mcp-eval run on a tiered corpus: the same decision per pick', async () => {
  const dir = workspace(CORPUS);
  const corpus = await loadCorpus([{ path: 'tiered' }], context(dir));
  const index = indexByTier(corpus.scenarios);
  // A run has no pick of an id the corpus lacks: those picks stay with `score`.
  const picks = PICKS.filter(([p]) => index.has(pickKey(p as Pick)));

  it('loads the corpus with the id in two tiers as two entries', () => {
    expect(corpus.problems).toEqual([]);
    expect(picks).toHaveLength(PICKS.length - 2);
  });

  it.each(picks.map(([p, ok, why]) => [why, p, ok] as const))('%s', (_why, p, ok) => {
    const calls = callsOf(p);
    const v = score(index.get(pickKey(p as Pick))!, transcript({ calls }));
    if (ok) expect(v.status, v.reason).toBe('pass');
    else expect(v.status, v.reason).toBe(calls.length ? 'fail' : 'inconclusive');
  });

  it('inconclusive counts as a failure: per-tier accuracy and thresholds as the source', () => {
    const rows: ResultRow[] = picks.map(([p]) => {
      const s = index.get(pickKey(p as Pick))!;
      const { status } = score(s, transcript({ calls: callsOf(p) }));
      return resultRow({ provider: 'm-a', model: 'm-a', tier: s.tier, status });
    });
    // By hand, without the two picks of ids missing in their tier: selection 3 of 7,
    // with_args 8 of 14, multi_step 3 of 12.
    expect(groupStats(rows, (r) => [r.tier])).toMatchObject({
      selection: { scored: 7, accuracy: 3 / 7 },
      args: { scored: 14, accuracy: 8 / 14 },
      sequence: { scored: 12, accuracy: 3 / 12 },
    });
    const met = (overall: number) =>
      checkThresholds(rows, { overall }, [{ id: 'm-a', model: 'm-a' }]).met;
    // Overall 14 of 33 = 0.4242...: meets 14/33 itself, not one step above it.
    expect(met(14 / 33)).toBe(true);
    expect(met(0.4243)).toBe(false);
  });
});
