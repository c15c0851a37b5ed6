// Did the model pick the expected tools, and did those calls run?
import type { Check } from '../check.js';
import { badFormat, turnField, turnsOf, unfulfilled, unrun } from '../check.js';
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
      // A call that could not be run at all is no choice of tool: call_format tells of it.
      const chosen = v.calls.filter((c) => !badFormat(c));
      const actual = chosen.map((c) => c.tool);
      const refusal = refusalOf(t, v.index);
      // A step whose tool was called says why that call does not count.
      const attemptOf = (tool: string) =>
        v.calls.map(unrun).find((u, i) => u && v.calls[i].tool === tool);
      const why = [...new Set(missing)].flatMap((tool) => {
        const attempt = attemptOf(tool);
        return attempt ? [unfulfilled(tool, attempt)] : [];
      });
      const unexplained = missing.some((tool) => !attemptOf(tool));
      const bad = v.calls.filter((c) => badFormat(c) && !missing.includes(c.tool)).length;
      // Why nothing was called matters more than that nothing was.
      const instead =
        refusal && !v.calls.length
          ? refused(refusal)
          : `the model called ${actual.join(', ') || 'no tool'}` +
            (bad ? ` (and ${bad} call(s) that could not be run: see call_format)` : '');
      return {
        check: 'selection' as const,
        ...turnField(scenario, v.index),
        passed: missing.length === 0,
        missing,
        reason: missing.length
          ? `expected ${missing.join(', ')}; ${[...why, ...(unexplained ? [instead] : [])].join('; ')}`
          : `called ${expected.map((s) => s.tool).join(', ')}`,
        expected: expected.map((s) => s.tool),
        actual,
      };
    });
