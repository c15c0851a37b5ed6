// Free-text answers: strict needs every expected element, loose any one of them. The final
// message is read (or every text of the turn with scope: all), without code and JSON that echo
// the model's calls; elements match as whole words and numbers, not under a negation.
// The deterministic baseline decides unless the LLM judge left a judgement for the turn.
import type { CheckResult } from '../../model/verdict.js';
import type { Check } from '../check.js';
import { answerText, turnField, turnsOf } from '../check.js';
import { withoutEchoes } from '../echo.js';
import { graded, judgementFor } from '../judge.js';
import { findFact } from '../text.js';
import { refusalOf, refused } from './refusal.js';

const HOW = 'whole words and numbers';

export const answer: Check = (scenario, t) =>
  turnsOf(scenario, t)
    .filter((v) => v.turn.expect.answer)
    .map((v): CheckResult => {
      const { includes, mode, scope = 'final' } = v.turn.expect.answer!;
      const text = answerText(v);
      const prose = withoutEchoes(text, t.calls);
      const found = includes.map((x) => findFact(prose, x));
      // The elements the reply lacks, shown whoever grades.
      const missing = includes.filter((_, i) => found[i] !== 'found');
      const negated = includes.filter((_, i) => found[i] === 'negated');
      const where = scope === 'all' ? 'the turn' : 'the final reply';
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
          actual: { refusal: refusal.slice(0, 2000), reply: text.slice(0, 2000) },
        };
      }
      const passed = mode === 'strict' ? missing.length === 0 : missing.length < includes.length;
      const judged = judgementFor(t, v.index, 'answer');
      if (judged?.passed !== undefined) {
        return {
          ...base,
          passed: judged.passed,
          reason: `${mode} (judge ${judged.judge}): ${judged.reasoning || (judged.passed ? 'the answer matches' : 'the answer does not match')}`,
          actual: text.slice(0, 2000),
          ...graded(judged, passed),
        };
      }
      const list = (xs: string[]) => xs.map((m) => JSON.stringify(m)).join(', ');
      const absent = missing.filter((m) => !negated.includes(m));
      const why = [
        absent.length ? `missing ${list(absent)}` : '',
        negated.length ? `only under a negation: ${list(negated)}` : '',
      ].filter(Boolean);
      return {
        ...base,
        passed,
        reason: passed
          ? `${mode}: ${where} contains ${mode === 'strict' ? 'every' : 'an'} expected element (${HOW})`
          : `${mode}: ${why.join('; ')} in ${where} (${HOW})`,
        actual: missing.length ? { missing, reply: text.slice(0, 2000) } : text.slice(0, 2000),
        ...graded(judged, passed),
      };
    });
