// Recovery after tool errors: when a tool answered with an error (an `isError` result, or a
// refusal of the call's arguments), did the model correct itself? An observation of the row,
// never a verdict: a model that gives up may be right to.
import { isDeepStrictEqual } from 'node:util';
import type { Recovery } from '../model/report.js';
import type { RecordedCall } from '../model/transcript.js';

/** A tool's own error answer: the server (or the stub) ran or refused the call. A call that was
 * never sent (malformed, past max_steps) or that had no answer before the scenario ended is
 * not one. */
const toolError = (c: RecordedCall) =>
  c.error !== undefined && c.malformed === undefined && c.notRun === undefined && !c.unanswered;
/** Accepted: the server answered with a result, not an error. */
const accepted = (c: RecordedCall) => c.error === undefined && c.result !== undefined;

/**
 * The row's error episodes. An episode starts at a tool error and runs over the later calls to
 * the same tool in the same turn until one is accepted. It is recovered when that accepted call
 * has arguments other than every failed call of the episode: "corrected" is the next call to
 * the same tool, with different arguments, that the server accepted. Giving up (no later call
 * to the tool in the turn) or repeating the same failing call is no recovery; nor is the same
 * arguments sent again and accepted (a retry, not a correction).
 */
export function recovery(calls: RecordedCall[]): Recovery | undefined {
  const episodes: Recovery['episodes'] = [];
  const open = new Map<string, { episode: Recovery['episodes'][number]; failed: unknown[] }>();
  calls.forEach((c, i) => {
    const key = `${c.turn}\u0000${c.tool}`;
    const current = open.get(key);
    if (toolError(c)) {
      if (current) current.failed.push(c.args);
      else {
        const episode = { tool: c.tool, turn: c.turn, call: i, recovered: false };
        episodes.push(episode);
        open.set(key, { episode, failed: [c.args] });
      }
      return;
    }
    if (!current || !accepted(c)) return;
    open.delete(key);
    if (current.failed.some((args) => isDeepStrictEqual(args, c.args))) return;
    Object.assign(current.episode, { recovered: true, by: i });
  });
  if (!episodes.length) return undefined;
  return {
    errors: episodes.length,
    recovered: episodes.filter((e) => e.recovered).length,
    episodes,
  };
}

/** Over rows: tool error episodes and how many the model recovered from. */
export function recoveryRate(rows: { recovery?: Recovery }[]): {
  errors: number;
  recovered: number;
} {
  let errors = 0;
  let recovered = 0;
  for (const r of rows) {
    errors += r.recovery?.errors ?? 0;
    recovered += r.recovery?.recovered ?? 0;
  }
  return { errors, recovered };
}
