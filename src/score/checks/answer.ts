// Free-text answers: strict needs every expected element, loose any one of them.
// This is the deterministic baseline; an LLM judge, when configured, replaces it.
import type { Check } from '../check.js';
import { turnField, turnsOf } from '../check.js';
import { containsText } from '../text.js';

export const answer: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.answer)
    .map((v) => {
      const { includes, mode } = v.turn.expect.answer!;
      const missing = includes.filter((x) => !containsText(v.reply, x));
      const passed = mode === 'strict' ? missing.length === 0 : missing.length < includes.length;
      return {
        check: 'answer',
        ...turnField(scenario, v.index),
        passed,
        reason: passed
          ? `${mode}: the answer contains ${mode === 'strict' ? 'every' : 'an'} expected element (substring match)`
          : `${mode}: missing ${missing.map((m) => JSON.stringify(m)).join(', ')} (substring match)`,
        expected: includes,
        actual: missing.length
          ? { missing, reply: v.reply.slice(0, 2000) }
          : v.reply.slice(0, 2000),
      };
    });
