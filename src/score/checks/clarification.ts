// Where a parameter is missing, the model should ask instead of calling a tool. No call is
// always required; whether the reply asks is the judge's call when it left a judgement, else
// the baseline's (a question, or a request for the detail: a refusal or "done" does not ask).
import type { CheckResult } from '../../model/verdict.js';
import type { Check } from '../check.js';
import { names, turnField, turnsOf } from '../check.js';
import { graded, judgementFor } from '../judge.js';
import { asks } from '../text.js';
import { refusalOf, refused } from './refusal.js';

export const clarification: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.clarification)
    .map((v): CheckResult => {
      const called = names(v.calls);
      const base = {
        check: 'clarification' as const,
        ...turnField(scenario, v.index),
        expected: 'no tool call and a question',
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
      const asked = asks(v.reply);
      const judged = judgementFor(t, v.index, 'clarification');
      if (judged?.passed !== undefined) {
        return {
          ...base,
          passed: judged.passed,
          reason: `judge ${judged.judge}: ${judged.reasoning || (judged.passed ? 'the reply asks for the missing information' : 'the reply does not ask for the missing information')}`,
          ...graded(judged, asked),
        };
      }
      return {
        ...base,
        passed: asked,
        reason: asked
          ? 'asked for the missing information without calling a tool'
          : v.reply.trim()
            ? 'no tool call, but the reply asks nothing (no question, no request for the missing detail)'
            : 'no tool call, but the reply was empty',
        ...graded(judged, asked),
      };
    });
