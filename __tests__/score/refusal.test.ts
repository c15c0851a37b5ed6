// A refused turn through the checks: never a clarification (whatever its wording or the judge
// says), never an answer, and the reason quotes the refusal.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/score/checks/answer.js';
import { clarification } from '../../src/score/checks/clarification.js';
import { selection } from '../../src/score/checks/selection.js';
import { score } from '../../src/score/verdict.js';
import type { Judgement, Transcript } from '../../src/model/transcript.js';
import { scenario, transcript } from '../helpers.js';

const REFUSAL = "I can't help with that. Is there anything else?";
const refused = (more: Partial<Transcript> = {}): Transcript => {
  const t = transcript({ reply: REFUSAL, ...more });
  t.turns[0].refusal = REFUSAL;
  return t;
};

describe('a refusal', () => {
  it('is no clarification, even when it asks a question and the judge approved it', () => {
    const s = scenario({ expect: { clarification: true } });
    const judged: Judgement[] = [
      { turn: 0, kind: 'clarification', judge: 'x:j', rubric: 'R', passed: true },
    ];
    expect(clarification(s, transcript({ reply: REFUSAL }))[0].passed).toBe(true);
    expect(clarification(s, refused({ judgements: judged }))[0]).toMatchObject({
      passed: false,
      reason: `expected a question; the model refused: ${JSON.stringify(REFUSAL)}`,
    });
  });

  it('fails the answer check even when it contains the expected words', () => {
    const s = scenario({ expect: { answer: { includes: ['help'], mode: 'strict' } } });
    expect(answer(s, refused())[0]).toMatchObject({
      passed: false,
      reason: `strict: the model refused: ${JSON.stringify(REFUSAL)}`,
    });
  });

  it('fails a turn that expected a call, once, instead of an inconclusive retry', () => {
    const s = scenario({ expect: { calls: [{ tool: 'a' }] } });
    expect(selection(s, refused())[0].reason).toBe(
      `expected a; the model refused: ${JSON.stringify(REFUSAL)}`,
    );
    expect(score(s, refused())).toMatchObject({
      status: 'fail',
      reason: `selection: expected a; the model refused: ${JSON.stringify(REFUSAL)}`,
    });
    expect(score(s, transcript({ reply: REFUSAL })).status).toBe('inconclusive');
  });
});
