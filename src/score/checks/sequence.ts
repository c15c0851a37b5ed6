// Multi-step expectations: the order of the calls, and whether extra calls are allowed.
import type { Json } from '../../model/json.js';
import type { Check } from '../check.js';
import { badFormat, names, turnField, turnsOf } from '../check.js';
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
      // Between calls of the same name, only their arguments tell the order.
      const same = (list: string[]) => new Set(list).size < list.length;
      const withArgs = same(expected) || same(v.calls.map((c) => c.tool));
      const shown = (tool: string, args: Record<string, Json> | undefined) =>
        withArgs && args ? `${tool} ${JSON.stringify(args)}` : tool;
      const wanted = (e.calls ?? []).map((s) => shown(s.tool, s.args));
      // A malformed call has no arguments to show.
      const got = names(v.calls).map((n, i) =>
        badFormat(v.calls[i]) ? n : shown(n, v.calls[i].args),
      );
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
          ? `${problems.join('; ')} (expected ${wanted.join(' → ')}, got ${got.join(' → ') || 'no calls'})`
          : `${expected.join(' → ')} (${e.order} order, extra calls ${e.extra_calls === 'forbid' ? 'forbidden' : 'allowed'})`,
        expected,
        actual: names(v.calls),
      };
    });
