// Where a parameter is missing, the model should ask for it instead of calling a tool. No call
// is always required; whether the reply asks for the missing parameter is the judge's call when
// it left a judgement, else the baseline's: a question or a request that names the parameter
// (see asked-for.ts for its terms) and no claim of being done.
import { CLARIFICATION_SOURCES } from '../../model/clarification.js';
import type { CheckResult } from '../../model/verdict.js';
import type { Check } from '../check.js';
import { names, turnField, turnsOf } from '../check.js';
import { askedFor, type AskedFor } from '../asked-for.js';
import { graded, judgementFor } from '../judge.js';
import { asksFor, claimsDone } from '../text.js';
import { refusalOf, refused } from './refusal.js';

/** Where the missing parameter's terms came from, as the reason says it. */
const SOURCES = Object.fromEntries(
  CLARIFICATION_SOURCES.map((s) => [s.source, s.reason]),
) as Record<AskedFor['source'], string>;

export const clarification: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.clarification)
    .map((v): CheckResult => {
      const called = names(v.calls);
      const wanted = askedFor(scenario, t, v.index);
      const labels = wanted.wanted.map((w) => w.label);
      const base = {
        check: 'clarification' as const,
        ...turnField(scenario, v.index),
        expected: labels.length
          ? { noCall: true, asksFor: labels, from: wanted.source }
          : 'no tool call and a question',
        actual: called.length ? called : v.reply.slice(0, 500),
      };
      if (called.length) {
        return {
          ...base,
          passed: false,
          reason: `expected a question and no tool call; the model called ${called.join(', ')}`,
        };
      }
      // A refusal never asks, even when its wording does ("I can't; could you…?").
      const refusal = refusalOf(t, v.index);
      if (refusal) {
        return { ...base, passed: false, reason: `expected a question; ${refused(refusal)}` };
      }
      const decided = baseline(v.reply, wanted);
      const judged = judgementFor(t, v.index, 'clarification');
      if (judged?.passed !== undefined) {
        return {
          ...base,
          passed: judged.passed,
          reason: `judge ${judged.judge}: ${judged.reasoning || (judged.passed ? 'the reply asks for the missing information' : 'the reply does not ask for the missing information')}`,
          ...graded(judged, decided.passed),
        };
      }
      return { ...base, ...decided, ...graded(judged, decided.passed) };
    });

function baseline(reply: string, wanted: AskedFor): { passed: boolean; reason: string } {
  const from = `(${SOURCES[wanted.source]})`;
  if (!reply.trim()) return { passed: false, reason: 'no tool call, but the reply was empty' };
  const done = claimsDone(reply);
  if (done) {
    return {
      passed: false,
      reason: `no tool call, but the reply claims it is done (${JSON.stringify(done)}) instead of asking`,
    };
  }
  const terms = [...new Set(wanted.wanted.flatMap((w) => w.terms))];
  const asked = asksFor(reply, terms.length ? terms : undefined);
  if (asked === 'asks') {
    const hit = wanted.wanted.find((w) => asksFor(reply, w.terms) === 'asks');
    return {
      passed: true,
      reason: `asked for ${hit ? hit.label : 'the missing information'} without calling a tool ${from}`,
    };
  }
  const shown = terms.slice(0, 8).map((x) => JSON.stringify(x));
  return {
    passed: false,
    reason:
      asked === 'other'
        ? `no tool call, but the reply asks for something else: it names none of ${shown.join(', ')}${terms.length > 8 ? ', …' : ''} ${from}`
        : 'no tool call, but the reply asks nothing (no question, no request for the missing detail)',
  };
}
