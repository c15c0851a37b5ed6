// Could the model's calls be run at all: arguments that are a JSON object, a tool the server
// offers? Kept apart from selection: a broken call to the right tool is no wrong choice.
import type { Check } from '../check.js';
import { badFormat, turnField, turnsOf, unrun } from '../check.js';
import { align } from '../align.js';

export const callFormat: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.calls?.length && !v.turn.expect.clarification)
    .flatMap((v) => {
      const bad = v.calls.filter(badFormat);
      if (!bad.length) return [];
      // Stryker disable next-line ArrayDeclaration: equivalent, the filter above keeps turns with calls only
      const expected = v.turn.expect.calls ?? [];
      const { index } = align(expected, v.calls, v.turn.expect.order);
      const missing = new Set(expected.filter((_, i) => index[i] === -1).map((s) => s.tool));
      // It decides when it cost an expected call: a broken call to that tool, or to a tool the
      // server does not offer (which may have been meant for any step).
      const cost = bad.some((c) => missing.has(c.tool) || unrun(c)?.kind === 'unknown tool');
      const what = bad.map((c) => `${c.tool}: ${c.malformed}`).join('; ');
      const failed = missing.size > 0 && cost;
      return [
        {
          check: 'call_format' as const,
          ...turnField(scenario, v.index),
          passed: !failed,
          reason: failed
            ? `${bad.length} call(s) could not be run: ${what}`
            : missing.size
              ? `no expected call was lost to the call(s) that could not be run: ${what}`
              : `the expected calls ran all the same; could not be run: ${what}`,
          expected: 'calls with JSON-object arguments, to tools the server offers',
          actual: bad.map((c) => ({
            tool: c.tool,
            malformed: c.malformed ?? '',
            ...(c.raw !== undefined ? { raw: c.raw } : {}),
          })),
        },
      ];
    });
