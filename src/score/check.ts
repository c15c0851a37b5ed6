// What every check module shares: its signature and the per-turn view of a transcript.
import type { Scenario, Turn } from '../corpus/types.js';
import type { CheckResult } from '../report/model.js';
import type { RecordedCall, Transcript } from '../run/transcript.js';

export type Check = (scenario: Scenario, transcript: Transcript) => CheckResult[];

export interface TurnView {
  index: number;
  turn: Turn;
  calls: RecordedCall[];
  reply: string;
}

export function turnsOf(scenario: Scenario, t: Transcript): TurnView[] {
  return scenario.turns.map((turn, index) => ({
    index,
    turn,
    calls: t.calls.filter((c) => c.turn === index),
    reply: t.turns[index]?.reply ?? '',
  }));
}

/** Turn number in results only when it tells something (multi-turn scenarios). */
export function turnField(scenario: Scenario, index: number): { turn?: number } {
  return scenario.turns.length > 1 ? { turn: index } : {};
}

export const names = (calls: RecordedCall[]) => calls.map((c) => c.tool);
