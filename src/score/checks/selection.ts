// Did the model pick the expected tools?
import type { Check } from '../check.js';
import { names, turnField, turnsOf } from '../check.js';
import { align } from '../align.js';

export const selection: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.calls?.length && !v.turn.expect.clarification)
    .map((v) => {
      // Stryker disable next-line ArrayDeclaration: equivalent, the filter above keeps turns with calls only
      const expected = v.turn.expect.calls ?? [];
      const { index } = align(expected, v.calls, v.turn.expect.order);
      const missing = expected.filter((_, i) => index[i] === -1).map((s) => s.tool);
      const actual = names(v.calls);
      return {
        check: 'selection' as const,
        ...turnField(scenario, v.index),
        passed: missing.length === 0,
        missing,
        reason: missing.length
          ? `expected ${missing.join(', ')}; the model called ${actual.join(', ') || 'no tool'}`
          : `called ${expected.map((s) => s.tool).join(', ')}`,
        expected: expected.map((s) => s.tool),
        actual,
      };
    });
