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

/** Why a call did not run; a call the tool ran and that then failed (a 404 from the server's
 * backend) ran. */
export interface Unrun {
  kind: 'malformed' | 'unknown tool' | 'rejected' | 'not run';
  why: string;
}

/** The longest quote of a server's words in a reason: validation errors can list a schema. */
const QUOTE = 300;

export function unrun(c: RecordedCall): Unrun | undefined {
  if (c.malformed !== undefined)
    return {
      kind: c.malformed.startsWith('unknown tool') ? 'unknown tool' : 'malformed',
      why: c.malformed,
    };
  // Reports written before `notRun` was recorded say it in the error only.
  const notRun = c.notRun ?? (c.error?.startsWith('not run: ') ? c.error.slice(9) : undefined);
  if (notRun !== undefined) return { kind: 'not run', why: notRun };
  if (c.rejected) {
    const words = (c.error ?? '').replace(/\s+/g, ' ').trim();
    return { kind: 'rejected', why: words.length > QUOTE ? `${words.slice(0, QUOTE)}…` : words };
  }
  return undefined;
}

/** A call that could not be run at all: arguments that are not a JSON object, an unoffered tool. */
export const badFormat = (c: RecordedCall) => c.malformed !== undefined;

/** Only a call that ran and that the server did not reject for its arguments fulfils a step. */
export const ran = (c: RecordedCall) => unrun(c) === undefined;

/** The tools called, a call that did not run marked with why not. */
export const names = (calls: RecordedCall[]) =>
  calls.map((c) => {
    const u = unrun(c);
    return u ? `${c.tool} (${u.kind})` : c.tool;
  });

/** Why an expected step's tool was called and yet the step is unfulfilled. */
export function unfulfilled(tool: string, u: Unrun): string {
  switch (u.kind) {
    case 'rejected':
      return `${tool} was called but the server rejected its arguments: ${u.why}`;
    case 'not run':
      return `${tool} was asked for but not run (${u.why})`;
    default:
      return `${tool} was called but could not be run (${u.why}; see call_format)`;
  }
}
