// The picks of a raw results file, read as a tiered corpus's own scorer reads them: a pick is
// looked up in the tier it names, and each tier reads its own fields only (selection_only and
// with_args: picked_tool, picked_args; multi_step: picked_sequence).
import { z } from 'zod';
import { TIERED_TIERS, tieredTierOf } from '../corpus/formats/tiered-thresholds.js';
import type { Json } from '../model/json.js';
import type { Scenario } from '../model/scenario.js';
import { emptyTranscript, type RecordedCall, type Transcript } from '../model/transcript.js';

const TIER_NAMES = Object.keys(TIERED_TIERS) as [string, ...string[]];
const args = z.record(z.string(), z.json()).nullish();
// A tool that is not a non-empty string picks nothing (the source compares it and fails).
const pickSchema = z.looseObject({
  id: z.string().min(1),
  tier: z.enum(TIER_NAMES),
  picked_tool: z.json().optional(),
  picked_args: args,
  picked_sequence: z.array(z.looseObject({ tool: z.json().optional(), args })).nullish(),
});
export const rawResultsSchema = z.looseObject({
  model: z.string().min(1),
  run_date: z.string().optional(),
  results: z.array(pickSchema),
});
export type Pick = z.infer<typeof pickSchema>;

const keyOf = (tier: string, id: string) => `${tier}\u0000${id}`;

/** The corpus by (tier, id); as in the source, a later entry of the same key wins. */
export function indexByTier(scenarios: Scenario[]): Map<string, Scenario> {
  const index = new Map<string, Scenario>();
  for (const s of scenarios) {
    const tier = tieredTierOf(s);
    if (tier) index.set(keyOf(tier, s.id), s);
  }
  return index;
}

export const pickKey = (pick: Pick) => keyOf(pick.tier, pick.id);
export const scenarioKey = (s: Scenario) => keyOf(tieredTierOf(s) ?? '', s.id);

/** Why a pick has no entry: unknown, or in another tier only. */
export function missingReason(pick: Pick, index: Map<string, Scenario>): string {
  const other = TIER_NAMES.find((t) => t !== pick.tier && index.has(keyOf(t, pick.id)));
  return other
    ? `"${pick.id}" is not a ${pick.tier} entry (it is ${other})`
    : `"${pick.id}" is not in the corpus`;
}

/** The pick as a transcript: the fields its tier reads, as calls of the first turn, stubbed. */
export function transcriptOf(scenario: Scenario, pick: Pick): Transcript {
  const t = emptyTranscript();
  t.turns = scenario.turns.map((turn) => ({ user: turn.user, reply: '' }));
  const named = (tool: unknown) => (typeof tool === 'string' ? tool : '');
  const picked =
    pick.tier === 'multi_step'
      ? // Missing or null reads as []; a step without a tool is still a step, and fails.
        (pick.picked_sequence ?? []).map((s) => ({ tool: named(s.tool), args: s.args }))
      : named(pick.picked_tool)
        ? [{ tool: named(pick.picked_tool), args: pick.picked_args }]
        : [];
  t.calls = picked.map((c): RecordedCall => ({
    turn: 0,
    tool: c.tool,
    args: (c.args ?? {}) as Record<string, Json>,
    stubbed: true,
    durationMs: 0,
  }));
  return t;
}
