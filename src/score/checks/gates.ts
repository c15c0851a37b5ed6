// Hard gates: read from the spy's logs (HTTP requests, tool calls, tool list). They decide.
import type { Gate } from '../../corpus/types.js';
import type { CheckResult } from '../../report/model.js';
import type { Transcript } from '../../run/transcript.js';
import { describePattern, matchesRequest } from '../../spy/pattern.js';
import type { Check } from '../check.js';
import { matchArgs } from '../matchers.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const gates: Check = (scenario, t) => scenario.gates.map((g) => gate(g, t));

export function gate(g: Gate, t: Transcript): CheckResult {
  const check = `gate:${g.kind}`;
  const requests = (pred: (r: Transcript['requests'][number]) => boolean) =>
    t.requests.filter(pred).map((r) => `${r.method} ${r.path}`);
  switch (g.kind) {
    case 'no_request': {
      const hits = requests((r) => matchesRequest(g.request, r));
      return {
        check,
        passed: hits.length === 0,
        reason: hits.length
          ? `the server sent ${hits.join(', ')} (forbidden: ${describePattern(g.request)})`
          : `no ${describePattern(g.request)} request`,
        expected: `no ${describePattern(g.request)}`,
        actual: hits,
      };
    }
    case 'no_mutation': {
      const hits = requests((r) => !SAFE_METHODS.has(r.method.toUpperCase()));
      return {
        check,
        passed: hits.length === 0,
        reason: hits.length ? `mutating requests: ${hits.join(', ')}` : 'only read requests',
        expected: 'only GET/HEAD requests',
        actual: hits,
      };
    }
    case 'no_call': {
      const hits = t.calls.filter(
        (c) => c.tool === g.tool && (!g.args || matchArgs(g.args, c.args).length === 0),
      );
      const what = g.args ? `${g.tool} with ${JSON.stringify(g.args)}` : g.tool;
      return {
        check,
        passed: hits.length === 0,
        reason: hits.length ? `the model called ${what}` : `no call to ${what}`,
        expected: `no call to ${what}`,
        actual: hits.map((c) => ({ tool: c.tool, args: c.args })),
      };
    }
    case 'tools_exposed':
    case 'tools_hidden': {
      const want = g.kind === 'tools_exposed';
      const wrong = g.tools.filter((name) => t.tools.includes(name) !== want);
      return {
        check,
        passed: wrong.length === 0,
        reason: wrong.length
          ? `${want ? 'not exposed' : 'exposed'}: ${wrong.join(', ')}`
          : `${want ? 'exposed' : 'hidden'}: ${g.tools.join(', ')}`,
        expected: g.tools,
        actual: t.tools,
      };
    }
  }
}
