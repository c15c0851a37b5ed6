// The LLM judge: an async step between the conversation and scoring. It asks a model (any
// provider spec, no tools) for a JSON verdict on clarification and answer turns, and adds its
// judgements to the transcript; the checks stay pure and use a judgement when one is there.
import type { Scenario, Turn } from '../model/scenario.js';
import { DEFAULTS } from '../model/defaults.js';
import { describeError } from '../providers/errors.js';
import { ProviderError, type Provider } from '../providers/types.js';
import type { CheckResult } from '../model/verdict.js';
import type { Judgement, JudgementKind, Transcript } from '../model/transcript.js';
import { answerText, turnsOf } from './check.js';
import { clarificationRubric, answerRubric, judgePrompt, parseVerdict } from './judge-prompt.js';

export interface JudgeOptions {
  /** Per verdict, milliseconds (default 120 s). */
  timeoutMs?: number;
  /** The judge's key was refused: it is not asked again this run. */
  onStop?(reason: string): void;
}

const JUDGE_TURN = (user: string): Turn => ({
  user,
  expect: { order: 'any', extra_calls: 'allow' },
});

export class Judge {
  private stopped?: string;

  constructor(
    readonly provider: Provider,
    private readonly opts: JudgeOptions = {},
  ) {}

  get id(): string {
    return this.provider.id;
  }

  /** Whether a scenario has anything for the judge to look at. */
  static wanted(scenario: Scenario): boolean {
    return scenario.turns.some((t) => t.expect.clarification || t.expect.answer);
  }

  /**
   * Judgements for every clarification and answer turn that has a reply to judge. A turn the
   * baseline already fails for a reason the judge cannot change (a tool call where a question
   * was expected, an empty reply) is not sent.
   */
  async judge(scenario: Scenario, t: Transcript): Promise<Judgement[]> {
    const out: Judgement[] = [];
    for (const v of turnsOf(scenario, t)) {
      const reply = v.reply.trim();
      if (v.turn.expect.clarification && v.calls.length === 0 && reply) {
        out.push(
          await this.ask(v.index, 'clarification', clarificationRubric(), v.turn.user, reply),
        );
      }
      // The final message, or every text of the turn with answer.scope: all.
      const answer = v.turn.expect.answer;
      const said = answerText(v).trim();
      if (answer && said) {
        const results = v.calls.flatMap((c) => (c.result ?? c.error ?? '').slice(0, 2000) || []);
        out.push(
          await this.ask(v.index, 'answer', answerRubric(answer), v.turn.user, said, results),
        );
      }
    }
    return out;
  }

  private async ask(
    turn: number,
    kind: JudgementKind,
    rubric: string,
    user: string,
    reply: string,
    results: string[] = [],
  ): Promise<Judgement> {
    const base = { turn, kind, judge: this.id, rubric };
    if (this.stopped) return { ...base, error: `judge stopped: ${this.stopped}` };
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new ProviderError('timeout', 'judge: no verdict in time')),
      this.opts.timeoutMs ?? DEFAULTS.providerTimeout * 1000,
    );
    try {
      const session = this.provider.start([]);
      const step = await session.user(
        JUDGE_TURN(judgePrompt({ rubric, user, reply, results })),
        controller.signal,
      );
      const verdict = parseVerdict(step.text);
      const usage = step.usage ? { usage: step.usage } : {};
      if ('error' in verdict) return { ...base, error: verdict.error, ...usage };
      return { ...base, passed: verdict.passed, reasoning: verdict.reasoning, ...usage };
    } catch (err) {
      const reason = describeError(err);
      if (err instanceof ProviderError && err.kind === 'auth' && !this.stopped) {
        this.stopped = reason;
        this.opts.onStop?.(reason);
      }
      return { ...base, error: reason };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The judgement the checks use for a turn, if the judge gave one. */
export function judgementFor(
  t: Transcript,
  turn: number,
  kind: JudgementKind,
): Judgement | undefined {
  return t.judgements?.find((j) => j.turn === turn && j.kind === kind);
}

/** The grading fields of a check result: by the judge, or by the baseline (with why). */
export function graded(
  j: Judgement | undefined,
): Pick<CheckResult, 'gradedBy' | 'judge' | 'rubric' | 'reasoning' | 'note'> {
  if (j?.passed !== undefined) {
    return {
      gradedBy: 'judge',
      judge: j.judge,
      rubric: j.rubric,
      ...(j.reasoning ? { reasoning: j.reasoning } : {}),
    };
  }
  return {
    gradedBy: 'baseline',
    ...(j?.error ? { note: `judge ${j.judge} failed (${j.error}); the baseline was used` } : {}),
  };
}
