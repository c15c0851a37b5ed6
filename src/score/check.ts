// What every check module shares: its signature and the per-turn view of a transcript.
import type { Scenario, Turn } from '../model/scenario.js';
import type { CheckResult } from '../model/verdict.js';
import type { RecordedCall, Transcript } from '../model/transcript.js';

export type Check = (scenario: Scenario, transcript: Transcript) => CheckResult[];

export interface TurnView {
  index: number;
  turn: Turn;
  calls: RecordedCall[];
  reply: string;
}

export function turnsOf(scenario: Scenario, t: Transcript): TurnView[] {
  return scenario.turns.map((turn, index) => {
    const calls = t.calls.filter((c) => c.turn === index);
    return {
      index,
      turn,
      // With `first_call_only`, the checks see the model's primary (first) call alone.
      calls: turn.expect.first_call_only ? calls.slice(0, 1) : calls,
      reply: t.turns[index]?.reply ?? '',
    };
  });
}

/** Turn number in results only when it tells something (multi-turn scenarios). */
export function turnField(scenario: Scenario, index: number): { turn?: number } {
  return scenario.turns.length > 1 ? { turn: index } : {};
}

/** The tools called, a malformed call marked as such (it was never run). */
export const names = (calls: RecordedCall[]) =>
  calls.map((c) => (c.malformed !== undefined ? `${c.tool} (malformed)` : c.tool));
