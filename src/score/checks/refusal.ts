// A refused turn: the model (or its API) declined on policy grounds. That is neither a tool
// call nor a question nor an answer, and the checks say so with the refusal's own words.
import type { Transcript } from '../../model/transcript.js';

/** The refusal recorded on a turn, if the model refused it. */
export const refusalOf = (t: Transcript, turn: number): string | undefined =>
  t.turns[turn]?.refusal || undefined;

/** `the model refused: "I can't help with that."` (quoted, one line, 300 characters at most). */
export function refused(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `the model refused: ${JSON.stringify(line.length > 300 ? `${line.slice(0, 300)}…` : line)}`;
}
