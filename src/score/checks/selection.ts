// Did the model pick the expected tools?
import type { Check } from '../check.js';
import { names, turnField, turnsOf } from '../check.js';
import { align } from '../align.js';
import { refusalOf, refused } from './refusal.js';

export const selection: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.calls?.length && !v.turn.expect.clarification)
    .map((v) => {
      // Stryker disable next-line ArrayDeclaration: equivalent, the filter above keeps turns with calls only
      const expected = v.turn.expect.calls ?? [];
      const { index } = align(expected, v.calls, v.turn.expect.order);
      const missing = expected.filter((_, i) => index[i] === -1).map((s) => s.tool);
      const actual = names(v.calls);
      const refusal = refusalOf(t, v.index);
      // Why nothing was called matters more than that nothing was.
      const instead =
        refusal && !actual.length
          ? refused(refusal)
          : `the model called ${actual.join(', ') || 'no tool'}`;
      return {
        check: 'selection' as const,
        ...turnField(scenario, v.index),
        passed: missing.length === 0,
        missing,
        reason: missing.length
          ? `expected ${missing.join(', ')}; ${instead}`
          : `called ${expected.map((s) => s.tool).join(', ')}`,
        expected: expected.map((s) => s.tool),
        actual,
      };
    });
