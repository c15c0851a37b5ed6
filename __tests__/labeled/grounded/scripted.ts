// The labeled behaviours again, played by the scripted provider (docs/scripted.md) instead of a
// model behind a fake wire: every OpenAI-group behaviour whose moves a scripted file can say (no
// retry script, no error that clears after `times`, no judge, no engine of its own) gets a twin
// with the same scenario and the same label. The label is the human's reading of the behaviour,
// so it cannot depend on which provider plays it.
import type { Behaviour, Move } from '../behaviours.js';
import type { ScriptedStep } from '../../../src/model/scripted.js';

const sayable = (m: Move): boolean =>
  'fail' in m ? m.times === undefined && m.then === undefined : true;

/** A fake-model move as a scripted step. */
export function toStep(m: Move): ScriptedStep {
  if ('hang' in m) return { fault: 'hang' };
  if ('fail' in m)
    return { fault: { status: m.fail, ...(m.message ? { message: m.message } : {}) } };
  const calls = (m.calls ?? []).map((c) =>
    c.raw !== undefined
      ? { call: c.tool, raw: c.raw }
      : { call: c.tool, args: (c.args ?? {}) as Record<string, never> },
  );
  return calls.length
    ? { ...(m.text !== undefined ? { text: m.text } : {}), calls }
    : { text: m.text ?? '' };
}

export function scriptedTwins(all: Behaviour[]): Behaviour[] {
  return all
    .filter(
      (b) =>
        b.group === 'openai' &&
        b.model &&
        !b.retry &&
        !b.judge &&
        !b.engine &&
        b.model.every((turn) => turn.every(sayable)),
    )
    .map((b) => ({ ...b, id: `${b.id}~scripted`, group: 'scripted' as const }));
}
