// Were the expected arguments passed (a subset match, with matchers)?
import type { Json } from '../../model/json.js';
import type { Check } from '../check.js';
import { turnField, turnsOf, unfulfilled, unrun } from '../check.js';
import { align } from '../align.js';
import { matchArgs } from '../../match/args.js';

/** A tiered corpus's `$pyEq` is how the value is compared, not what was expected: shown bare. */
const plain = (v: Json): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && '$pyEq' in v ? v.$pyEq : v;

export const args: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.calls?.some((c) => c.args) && !v.turn.expect.clarification)
    .map((v) => {
      // Stryker disable next-line ArrayDeclaration: equivalent, the filter above keeps turns with calls only
      const expected = v.turn.expect.calls ?? [];
      const { index } = align(expected, v.calls, v.turn.expect.order);
      const problems: string[] = [];
      const actual: Json[] = [];
      expected.forEach((step, i) => {
        if (!step.args) return;
        let call = v.calls[index[i]];
        actual.push(call ? { tool: call.tool, args: call.args } : null);
        if (!call) {
          // Never "missing arguments" for a call that did not run: why it did not.
          const attempt = v.calls.find((c) => c.tool === step.tool && unrun(c));
          const why = attempt && unrun(attempt);
          if (!attempt || !why) return problems.push(`${step.tool} was not called`);
          problems.push(unfulfilled(step.tool, why));
          // Arguments that were read (rejected, not run) are compared all the same.
          if (why.kind === 'malformed' || why.kind === 'unknown tool') return;
          call = attempt;
        }
        for (const m of matchArgs(step.args, call.args)) {
          problems.push(
            `${step.tool}.${m.key}: expected ${JSON.stringify(plain(m.expected))}, got ${m.actual === undefined ? 'nothing' : JSON.stringify(m.actual)}`,
          );
        }
      });
      return {
        check: 'args' as const,
        ...turnField(scenario, v.index),
        passed: problems.length === 0,
        reason: problems.length ? problems.join('; ') : 'arguments match',
        expected: expected.filter((s) => s.args).map((s) => ({ tool: s.tool, args: s.args ?? {} })),
        actual,
      };
    });
