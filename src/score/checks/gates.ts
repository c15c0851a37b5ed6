// Hard gates: read from the spy's logs (HTTP requests, tool calls, tool list). They decide.
// One handler per gate kind; a kind without one does not typecheck.
import { matchArgs } from '../../match/args.js';
import { describePattern, matchesRequest } from '../../match/request.js';
import type { Gate, GateKind } from '../../model/scenario.js';
import type { SpyRequest, Transcript } from '../../model/transcript.js';
import { gateCheck, type CheckResult } from '../../model/verdict.js';
import type { Check } from '../check.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Finding = Omit<CheckResult, 'check'>;
type Handlers = { [K in GateKind]: (g: Extract<Gate, { kind: K }>, t: Transcript) => Finding };

const sent = (t: Transcript, pred: (r: SpyRequest) => boolean) =>
  t.requests.filter(pred).map((r) => `${r.method} ${r.path}`);

const exposure = (want: boolean) => (g: { tools: string[] }, t: Transcript) => {
  const wrong = g.tools.filter((name) => t.tools.includes(name) !== want);
  return {
    passed: wrong.length === 0,
    reason: wrong.length
      ? `${want ? 'not exposed' : 'exposed'}: ${wrong.join(', ')}`
      : `${want ? 'exposed' : 'hidden'}: ${g.tools.join(', ')}`,
    expected: g.tools,
    actual: t.tools,
  };
};

const HANDLERS: Handlers = {
  no_request: (g, t) => {
    const hits = sent(t, (r) => matchesRequest(g.request, r));
    return {
      passed: hits.length === 0,
      reason: hits.length
        ? `the server sent ${hits.join(', ')} (forbidden: ${describePattern(g.request)})`
        : `no ${describePattern(g.request)} request`,
      expected: `no ${describePattern(g.request)}`,
      actual: hits,
    };
  },
  no_mutation: (_g, t) => {
    const hits = sent(t, (r) => !SAFE_METHODS.has(r.method.toUpperCase()));
    return {
      passed: hits.length === 0,
      reason: hits.length ? `mutating requests: ${hits.join(', ')}` : 'only read requests',
      expected: 'only GET/HEAD requests',
      actual: hits,
    };
  },
  no_call: (g, t) => {
    const hits = t.calls.filter(
      (c) => c.tool === g.tool && (!g.args || matchArgs(g.args, c.args).length === 0),
    );
    const what = g.args ? `${g.tool} with ${JSON.stringify(g.args)}` : g.tool;
    return {
      passed: hits.length === 0,
      reason: hits.length ? `the model called ${what}` : `no call to ${what}`,
      expected: `no call to ${what}`,
      actual: hits.map((c) => ({ tool: c.tool, args: c.args })),
    };
  },
  tools_exposed: exposure(true),
  tools_hidden: exposure(false),
};

export function gate(g: Gate, t: Transcript): CheckResult {
  const handle = HANDLERS[g.kind] as (g: Gate, t: Transcript) => Finding;
  return { check: gateCheck(g.kind), ...handle(g, t) };
}

export const gates: Check = (scenario, t) => scenario.gates.map((g) => gate(g, t));
