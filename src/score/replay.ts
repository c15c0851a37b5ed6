// The replay provider sends what the corpus expects, typed by the tool's schema: a call the server
// rejects means the corpus and the server disagree, so that row fails and quotes the server.
// An expected call marked `error` expects the server's error, which then is no rejection.
import type { ExpectedCall, Scenario } from '../model/scenario.js';
import type { RecordedCall, Transcript } from '../model/transcript.js';
import type { Outcome } from '../model/verdict.js';

/** Longest quote of a server's message: validation errors can list a whole schema. */
const QUOTE = 500;

/** The verdict, failed when the replay provider's calls met an error result or a JSON-RPC error. */
export function replayVerdict<V extends Outcome>(
  provider: { id: string },
  scenario: Scenario,
  t: Transcript,
  verdict: V,
): V {
  if (provider.id !== 'replay') return verdict;
  // Replay sends a turn's expected calls in order, one per step: the n-th call of a turn is its
  // n-th expected call.
  const sent = new Map<number, number>();
  const rejected = t.calls.flatMap((call) => {
    const n = sent.get(call.turn) ?? 0;
    sent.set(call.turn, n + 1);
    const step = scenario.turns[call.turn]?.expect.calls?.[n];
    return rejection(call, step) ? [{ call, step }] : [];
  });
  if (!rejected.length) return verdict;
  const [{ call, step }] = rejected;
  let message = (call.error ?? '').replace(/\s+/g, ' ').trim();
  if (message.length > QUOTE) message = `${message.slice(0, QUOTE)}…`;
  const wanted =
    typeof step?.error === 'string'
      ? ` (the corpus expects an error containing "${step.error}")`
      : '';
  const more = rejected.length > 1 ? ` (and ${rejected.length - 1} more rejected call(s))` : '';
  const reason = `replay: the server rejected ${call.tool}: ${message}${wanted}${more}`;
  // A scenario marked known_failure stays one, whatever made it fail.
  return scenario.known_failure
    ? {
        ...verdict,
        status: 'known-failure',
        reason: `known failure (${scenario.known_failure}): ${reason}`,
      }
    : { ...verdict, status: 'fail', reason };
}

function rejection(call: RecordedCall, step: ExpectedCall | undefined): boolean {
  // "not run" calls were never sent (max_steps): the server did not see them.
  if (call.error === undefined || call.error.startsWith('not run:')) return false;
  if (step?.error === true) return false;
  return !(
    typeof step?.error === 'string' && call.error.toLowerCase().includes(step.error.toLowerCase())
  );
}
