// Where a parameter is missing, the model should ask instead of calling a tool.
import type { Check } from '../check.js';
import { names, turnField, turnsOf } from '../check.js';

export const clarification: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.clarification)
    .map((v) => {
      const called = names(v.calls);
      const asked = v.reply.trim().length > 0;
      return {
        check: 'clarification',
        ...turnField(scenario, v.index),
        passed: called.length === 0 && asked,
        reason: called.length
          ? `expected a question and no tool call; the model called ${called.join(', ')}`
          : asked
            ? 'asked for the missing information without calling a tool'
            : 'no tool call, but the reply was empty',
        expected: 'no tool call and a question',
        actual: called.length ? called : v.reply.slice(0, 500),
      };
    });
