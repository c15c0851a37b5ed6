// Pairs each expected step of a turn with the actual call that fulfils it.
import type { ExpectedCall } from '../model/scenario.js';
import type { RecordedCall } from '../model/transcript.js';
import { matchArgs } from '../match/args.js';
import { ran } from './check.js';

export interface Alignment {
  /** For each expected step, the index of its call, or -1. */
  index: number[];
  /** Strict order held: matched calls appear in the expected order. */
  inOrder: boolean;
}

export function align(
  expected: ExpectedCall[],
  calls: RecordedCall[],
  order: 'strict' | 'any',
): Alignment {
  const used = new Set<number>();
  const index: number[] = [];
  let from = 0;
  let inOrder = true;
  for (const step of expected) {
    const pick = (start: number) => {
      const same = calls
        .map((c, i) => ({ c, i }))
        // A call that did not run (malformed, rejected for its arguments, past max_steps)
        // fulfils no step, unless the step expects that very error.
        .filter(
          ({ c, i }) =>
            i >= start &&
            !used.has(i) &&
            c.tool === step.tool &&
            (ran(c) || expectedRejection(step, c)),
        );
      const exact = same.find(({ c }) => !step.args || matchArgs(step.args, c.args).length === 0);
      return (exact ?? same[0])?.i ?? -1;
    };
    let i = order === 'strict' ? pick(from) : pick(0);
    // Stryker disable next-line ConditionalExpression: equivalent, in any order pick(0) already found nothing
    if (i === -1 && order === 'strict') {
      i = pick(0);
      if (i !== -1) inOrder = false;
    }
    if (i !== -1) {
      used.add(i);
      from = i + 1;
    }
    index.push(i);
  }
  return { index, inOrder };
}

/** A step marked `error` (any, or one containing its text) is met by the server refusing it. */
function expectedRejection(step: ExpectedCall, c: RecordedCall): boolean {
  if (!c.rejected || step.error === undefined || step.error === false) return false;
  return step.error === true || (c.error ?? '').toLowerCase().includes(step.error.toLowerCase());
}
