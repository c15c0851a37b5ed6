// The `requests` gate: an outcome the server must bring about — requests it must send the spy
// backend, with their bodies, how often and in which order. It grades the effect, not the path.
import { matchValue } from '../../match/args.js';
import { describePattern, matchesRequest } from '../../match/request.js';
import type { Gate, RequestCount, RequestExpectation } from '../../model/scenario.js';
import type { CheckResult } from '../../model/verdict.js';
import type { SpyRequest, Transcript } from '../../model/transcript.js';

type Finding = Omit<CheckResult, 'check'>;
type RequestsGate = Extract<Gate, { kind: 'requests' }>;

/** `count` as bounds: absent is "at least one", a number is exact. */
export function bounds(count: RequestCount | undefined): { min: number; max: number } {
  if (count === undefined) return { min: 1, max: Infinity };
  if (typeof count === 'number') return { min: count, max: count };
  return { min: count.min ?? 0, max: count.max ?? Infinity };
}

export const matchesExpectation = (e: RequestExpectation, r: SpyRequest): boolean =>
  matchesRequest(e, r) && (e.body === undefined || matchValue(e.body, r.body));

export function describeExpectation(e: RequestExpectation): string {
  const body = e.body === undefined ? '' : ` with body ${cut(JSON.stringify(e.body), 120)}`;
  return `${describePattern(e)}${body}`;
}

function describeCount(count: RequestCount | undefined): string {
  const { min, max } = bounds(count);
  if (min === max) return `exactly ${min}`;
  if (max === Infinity) return `at least ${min}`;
  return min ? `${min} to ${max}` : `at most ${max}`;
}

const shown = (r: SpyRequest) => `${r.method} ${r.path}`;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function requestsGate(g: RequestsGate, t: Transcript): Finding {
  const hits = g.requests.map((e) => t.requests.filter((r) => matchesExpectation(e, r)));
  const wrong: string[] = [];
  // Too many is seen even by a spy that sees only part: a fault whatever else it missed.
  const excess: string[] = [];
  g.requests.forEach((e, i) => {
    const { min, max } = bounds(e.count);
    const n = hits[i].length;
    const line = `${describeExpectation(e)}: ${n} sent, ${describeCount(e.count)} wanted`;
    if (n > max) excess.push(`${line} (${hits[i].map(shown).join(', ')})`);
    else if (n < min) wrong.push(line);
  });
  if (g.in_order && !wrong.length && !excess.length) {
    const late = outOfOrder(g.requests, t.requests);
    if (late) wrong.push(late);
  }
  const expected = g.requests.map(
    (e) => `${describeExpectation(e)} (${describeCount(e.count)})${g.in_order ? ', in order' : ''}`,
  );
  const actual = [...new Set(hits.flat())]
    .sort((a, b) => t.requests.indexOf(a) - t.requests.indexOf(b))
    .map(shown);
  if (excess.length)
    return { passed: false, reason: excess.concat(wrong).join('; '), expected, actual };
  if (t.unobservable)
    return {
      passed: false,
      unobserved: true,
      reason: `could not observe: ${t.unobservable}`,
      expected,
      actual,
    };
  if (wrong.length) return { passed: false, reason: wrong.join('; '), expected, actual };
  return {
    passed: true,
    reason: `sent ${g.requests.map((e, i) => `${describePattern(e)} ×${hits[i].length}`).join(', ')}${g.in_order ? ' in order' : ''}`,
    expected,
    actual,
  };
}

/** With `in_order`, each request wanted (one that may be sent at all) is matched by a request
 * sent after the one matched for the request before it; why not, when it is not. The earliest
 * match each time: if any assignment keeps the order, this one does. */
function outOfOrder(wanted: RequestExpectation[], sent: SpyRequest[]): string | undefined {
  let at = -1;
  let before: RequestExpectation | undefined;
  for (const e of wanted) {
    if (bounds(e.count).max === 0) continue;
    const next = sent.findIndex((r, i) => i > at && matchesExpectation(e, r));
    if (next < 0) {
      return before
        ? `out of order: no ${describeExpectation(e)} after the ${describeExpectation(before)}`
        : `no ${describeExpectation(e)}`;
    }
    at = next;
    before = e;
  }
  return undefined;
}
