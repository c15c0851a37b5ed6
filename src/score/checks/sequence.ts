// Multi-step expectations: the order of the calls, and whether extra calls are allowed.
import type { Check } from '../check.js';
import { names, turnField, turnsOf } from '../check.js';
import { align } from '../align.js';

export const sequence: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => {
      const e = v.turn.expect;
      return (
        !e.clarification && ((e.calls?.length ?? 0) > 1 || (e.calls && e.extra_calls === 'forbid'))
      );
    })
    .map((v) => {
      const e = v.turn.expect;
      // Stryker disable next-line ArrayDeclaration: equivalent, the filter above keeps turns with calls only
      const expected = (e.calls ?? []).map((s) => s.tool);
      // Stryker disable next-line ArrayDeclaration: equivalent, the filter above keeps turns with calls only
      const { index, inOrder } = align(e.calls ?? [], v.calls, e.order);
      // Stryker disable next-line MethodExpression,ConditionalExpression: equivalent, no call has index -1
      const matched = new Set(index.filter((i) => i !== -1));
      const extra = names(v.calls.filter((_, i) => !matched.has(i)));
      const problems: string[] = [];
      // Stryker disable next-line ConditionalExpression: equivalent, align() breaks the order only in strict order
      if (e.order === 'strict' && !inOrder) problems.push('calls out of the expected order');
      if (e.extra_calls === 'forbid' && extra.length)
        problems.push(`extra calls: ${extra.join(', ')}`);
      if (index.includes(-1)) problems.push('not every step was called');
      return {
        check: 'sequence' as const,
        ...turnField(scenario, v.index),
        passed: problems.length === 0,
        mode: e.order,
        reason: problems.length
          ? `${problems.join('; ')} (expected ${expected.join(' → ')}, got ${names(v.calls).join(' → ') || 'no calls'})`
          : `${expected.join(' → ')} (${e.order} order, extra calls ${e.extra_calls === 'forbid' ? 'forbidden' : 'allowed'})`,
        expected,
        actual: names(v.calls),
      };
    });
