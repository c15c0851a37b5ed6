// Spy requests that came after a scenario's row was built (past its settle window) from the
// process it called last are its own: its row is decided again with them before the reports are
// written. A request gate they break fails the row; a row whose gates cannot be matched again is
// inconclusive. Either way the reason says the request came after the scenario ended.
import type { ResultRow } from '../model/report.js';
import type { Scenario } from '../model/scenario.js';
import { emptyTranscript, type SpyRequest } from '../model/transcript.js';
import {
  gateCheck,
  isGateCheck,
  isRequestGateCheck,
  type CheckResult,
  type Status,
} from '../model/verdict.js';
import { gate } from './checks/gates.js';
import { observe } from './observations.js';

/** Statuses a verdict gave; the others say the scenario did not finish: nothing to decide. */
const DECIDED: ReadonlySet<Status> = new Set(['pass', 'fail', 'inconclusive', 'known-failure']);

export const AFTER_END = 'after the scenario ended (past its spy.settle_ms window)';

export function withLateRequests(
  scenario: Scenario,
  row: ResultRow,
  late: SpyRequest[],
): ResultRow {
  if (!late.length) return row;
  const requests = [...row.requests, ...late.map((r) => ({ ...r, late: true }))];
  if (!DECIDED.has(row.status)) return { ...row, requests };
  const t = { ...emptyTranscript(), requests };
  const gates = row.checks.filter((c) => isGateCheck(c.check));
  if (
    gates.length !== scenario.gates.length ||
    gates.some((c, i) => c.check !== gateCheck(scenario.gates[i].kind))
  ) {
    const reason = `${late.length} spy request(s) came ${AFTER_END}, and this row's gates cannot be decided again`;
    return { ...row, requests, status: 'inconclusive', reason };
  }
  let g = 0;
  const broken: CheckResult[] = [];
  const checks = row.checks.map((c) => {
    if (!isGateCheck(c.check)) return c;
    const spec = scenario.gates[g++];
    // A gate that failed already stands; one that passed (or could not see) looks again.
    if (!isRequestGateCheck(c.check) || (!c.passed && !c.unobserved)) return c;
    // One that could not see stays blind to what was not sent: only a request seen can break it.
    const again = gate(spec, c.unobserved ? { ...t, unobservable: c.reason } : t);
    if (again.passed || again.unobserved) return c;
    const now = { ...again, reason: `${again.reason}, ${AFTER_END}` };
    broken.push(now);
    return now;
  });
  const seen = observe(scenario, t);
  const observations = row.observations.map((o, i) =>
    o.kind === 'request' && seen[i]?.kind === 'request' ? seen[i] : o,
  );
  const next = { ...row, requests, checks, observations };
  // A row that failed on a gate keeps that headline; any other is now a gate's failure.
  const gateFailed = row.status === 'fail' && gates.some((c) => !c.passed && !c.unobserved);
  if (!broken.length || gateFailed) return next;
  const reason = `${broken[0].check}: ${broken[0].reason}`;
  return scenario.known_failure
    ? {
        ...next,
        status: 'known-failure',
        reason: `known failure (${scenario.known_failure}): ${reason}`,
      }
    : { ...next, status: 'fail', reason };
}
