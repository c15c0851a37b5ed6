// What every check module shares: its signature and the per-turn view of a transcript.
import type { Scenario, Turn } from '../model/scenario.js';
import type { CheckResult } from '../model/verdict.js';
import type { RecordedCall, Transcript } from '../model/transcript.js';

export type Check = (scenario: Scenario, transcript: Transcript) => CheckResult[];

export interface TurnView {
  index: number;
  turn: Turn;
  calls: RecordedCall[];
  /** The model's final message of the turn (after its last tool result). */
  reply: string;
  /** Every text of the turn joined, the final message last (`answer.scope: all`). */
  said: string;
}

export function turnsOf(scenario: Scenario, t: Transcript): TurnView[] {
  return scenario.turns.map((turn, index) => {
    const calls = t.calls.filter((c) => c.turn === index);
    const record = t.turns[index];
    return {
      index,
      turn,
      // With `first_call_only`, the checks see the model's primary (first) call alone.
      calls: turn.expect.first_call_only ? calls.slice(0, 1) : calls,
      reply: record?.reply ?? '',
      said: record?.said?.join('\n') ?? record?.reply ?? '',
    };
  });
}

/** The text an answer expectation reads: the final message, or every text with scope: all. */
export function answerText(v: TurnView): string {
  return v.turn.expect.answer?.scope === 'all' ? v.said : v.reply;
}

/** Turn number in results only when it tells something (multi-turn scenarios). */
export function turnField(scenario: Scenario, index: number): { turn?: number } {
  return scenario.turns.length > 1 ? { turn: index } : {};
}

/** The tools called, a malformed call marked as such (it was never run). */
export const names = (calls: RecordedCall[]) =>
  calls.map((c) => (c.malformed !== undefined ? `${c.tool} (malformed)` : c.tool));
