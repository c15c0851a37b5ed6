// Free-text answers: strict needs every expected element, loose any one of them.
// The deterministic baseline decides unless the LLM judge left a judgement for the turn.
import type { CheckResult } from '../../model/verdict.js';
import type { Check } from '../check.js';
import { turnField, turnsOf } from '../check.js';
import { graded, judgementFor } from '../judge.js';
import { containsText } from '../text.js';
import { refusalOf, refused } from './refusal.js';

export const answer: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.answer)
    .map((v): CheckResult => {
      const { includes, mode } = v.turn.expect.answer!;
      // The elements the reply lacks (substring match), shown whoever grades.
      const missing = includes.filter((x) => !containsText(v.reply, x));
      const base = {
        check: 'answer' as const,
        ...turnField(scenario, v.index),
        expected: includes,
        mode,
        missing,
      };
      const refusal = refusalOf(t, v.index);
      if (refusal) {
        return {
          ...base,
          passed: false,
          reason: `${mode}: ${refused(refusal)}`,
          actual: { refusal: refusal.slice(0, 2000), reply: v.reply.slice(0, 2000) },
        };
      }
      const passed = mode === 'strict' ? missing.length === 0 : missing.length < includes.length;
      const judged = judgementFor(t, v.index, 'answer');
      if (judged?.passed !== undefined) {
        return {
          ...base,
          passed: judged.passed,
          reason: `${mode} (judge ${judged.judge}): ${judged.reasoning || (judged.passed ? 'the answer matches' : 'the answer does not match')}`,
          actual: v.reply.slice(0, 2000),
          ...graded(judged, passed),
        };
      }
      return {
        ...base,
        passed,
        reason: passed
          ? `${mode}: the answer contains ${mode === 'strict' ? 'every' : 'an'} expected element (substring match)`
          : `${mode}: missing ${missing.map((m) => JSON.stringify(m)).join(', ')} (substring match)`,
        actual: missing.length
          ? { missing, reply: v.reply.slice(0, 2000) }
          : v.reply.slice(0, 2000),
        ...graded(judged, passed),
      };
    });
