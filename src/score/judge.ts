// The LLM judge: an async step between the conversation and scoring. It asks a model (any
// provider spec, no tools) for a JSON verdict on clarification and answer turns, `samples` times
// each with the majority deciding, and adds its judgements to the transcript; the checks stay
// pure and use a judgement when one is there.
import type { Scenario, Turn } from '../model/scenario.js';
import { DEFAULTS } from '../model/defaults.js';
import { describeError } from '../providers/errors.js';
import { ProviderError, type Provider } from '../providers/types.js';
import type { CheckResult } from '../model/verdict.js';
import type { Judgement, JudgementKind, Transcript, Usage } from '../model/transcript.js';
import { sumUsage } from './usage.js';
import { describeVotes } from './judge-tally.js';
import { answerText, turnsOf } from './check.js';
import { clarificationRubric, answerRubric, judgePrompt, parseVerdict } from './judge-prompt.js';

export interface JudgeOptions {
  /** Requests per grade; the majority of the verdicts decides (default 1). */
  samples?: number;
  /** Per verdict, milliseconds (default 120 s). */
  timeoutMs?: number;
  /** The judge's key was refused: it is not asked again this run. */
  onStop?(reason: string): void;
}

/** What bounds a grade: the scenario's deadline (a Date.now() value) and the run's cancel. */
export interface JudgeBound {
  deadline?: number;
  signal?: AbortSignal;
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
  async judge(scenario: Scenario, t: Transcript, bound: JudgeBound = {}): Promise<Judgement[]> {
    const out: Judgement[] = [];
    for (const v of turnsOf(scenario, t)) {
      const reply = v.reply.trim();
      if (v.turn.expect.clarification && v.calls.length === 0 && reply) {
        out.push(
          await this.ask(
            bound,
            v.index,
            'clarification',
            clarificationRubric(),
            // As sent: a turn from the server's prompt (prompt.mcp) has its text only there.
            t.turns[v.index]?.user || v.turn.user,
            reply,
          ),
        );
      }
      // The final message, or every text of the turn with answer.scope: all.
      const answer = v.turn.expect.answer;
      const said = answerText(v).trim();
      if (answer && said) {
        const results = v.calls.flatMap((c) => (c.result ?? c.error ?? '').slice(0, 2000) || []);
        out.push(
          await this.ask(
            bound,
            v.index,
            'answer',
            answerRubric(answer),
            // As sent: a turn from the server's prompt (prompt.mcp) has its text only there.
            t.turns[v.index]?.user || v.turn.user,
            said,
            results,
          ),
        );
      }
    }
    return out;
  }

  /** Requests per grade. */
  get samples(): number {
    return Math.max(1, this.opts.samples ?? 1);
  }

  /**
   * One grade: `samples` requests, side by side. The verdict most of those that answered gave
   * decides; a tie, or no verdict at all, leaves the grade to the baseline (`error` says why).
   */
  private async ask(
    bound: JudgeBound,
    turn: number,
    kind: JudgementKind,
    rubric: string,
    user: string,
    reply: string,
    results: string[] = [],
  ): Promise<Judgement> {
    const base = { turn, kind, judge: this.id, rubric };
    const of = this.samples;
    const asked = await Promise.all(
      Array.from({ length: of }, (_, index) =>
        this.sample(judgePrompt({ rubric, user, reply, results, sample: { index, of } }), bound),
      ),
    );
    const usages = asked.flatMap((a) => a.usage ?? []);
    const usage = usages.length ? { usage: sumUsage(usages) } : {};
    const verdicts = asked.flatMap((a) => ('passed' in a ? [a] : []));
    const votes = {
      pass: verdicts.filter((v) => v.passed).length,
      fail: verdicts.filter((v) => !v.passed).length,
      error: asked.length - verdicts.length,
    };
    const counted = of > 1 ? { votes } : {};
    const errors = asked.flatMap((a) => ('error' in a ? [a.error] : []));
    if (!verdicts.length) return { ...base, error: errors[0], ...counted, ...usage };
    if (votes.pass === votes.fail) {
      const split = `its ${of} samples split: ${describeVotes(votes)}`;
      return { ...base, error: split, ...counted, ...usage };
    }
    const passed = votes.pass > votes.fail;
    const reasoning = verdicts.find((v) => v.passed === passed)?.reasoning ?? '';
    return { ...base, passed, reasoning, ...counted, ...usage };
  }

  /** One request for a verdict, inside the scenario's deadline and the run's cancel. */
  private async sample(
    prompt: string,
    { deadline, signal }: JudgeBound,
  ): Promise<({ passed: boolean; reasoning: string } | { error: string }) & { usage?: Usage }> {
    if (this.stopped) return { error: `judge stopped: ${this.stopped}` };
    if (signal?.aborted) return { error: cancelledBy(signal) };
    const perVerdict = this.opts.timeoutMs ?? DEFAULTS.providerTimeout * 1000;
    const left = deadline === undefined ? Infinity : deadline - Date.now();
    if (left <= 0) return { error: OUT_OF_TIME };
    const controller = new AbortController();
    // Why we cut the request, when we did: our words, not the SDK's for an abort.
    let cut: string | undefined;
    const stop = (why: string, reason: unknown) => {
      cut ??= why;
      controller.abort(reason);
    };
    const byDeadline = left < perVerdict;
    const timer = setTimeout(
      () => {
        const why = byDeadline ? OUT_OF_TIME : 'judge: no verdict in time';
        stop(byDeadline ? why : `timeout: ${why}`, new ProviderError('timeout', why));
      },
      Math.min(perVerdict, left),
    );
    const onCancel = () => stop(cancelledBy(signal!), signal!.reason);
    signal?.addEventListener('abort', onCancel, { once: true });
    try {
      // The deadline also bounds the retry layer: a Retry-After the scenario cannot afford ends
      // the request at once rather than holding the row past its time.
      const session = this.provider.start([], deadline === undefined ? {} : { deadline });
      const step = await session.user(JUDGE_TURN(prompt), controller.signal);
      const verdict = parseVerdict(step.text);
      return { ...verdict, ...(step.usage ? { usage: step.usage } : {}) };
    } catch (err) {
      const reason = cut ?? describeError(err);
      if (err instanceof ProviderError && err.kind === 'auth' && !this.stopped) {
        this.stopped = reason;
        this.opts.onStop?.(reason);
      }
      return { error: reason };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
    }
  }
}

const OUT_OF_TIME = "the scenario's time ran out before a verdict";

const cancelledBy = (signal: AbortSignal) =>
  `the run was cancelled (${String(signal.reason ?? 'cancel')})`;

/** The judgement the checks use for a turn, if the judge gave one. */
export function judgementFor(
  t: Transcript,
  turn: number,
  kind: JudgementKind,
): Judgement | undefined {
  return t.judgements?.find((j) => j.turn === turn && j.kind === kind);
}

/**
 * The grading fields of a check result: by the judge (with the baseline's verdict beside it), or
 * by the baseline, saying why when the judge was asked and did not decide.
 */
export function graded(
  j: Judgement | undefined,
  baseline: boolean,
): Pick<
  CheckResult,
  'gradedBy' | 'judge' | 'rubric' | 'reasoning' | 'note' | 'votes' | 'baseline'
> {
  const votes = j?.votes ? { votes: j.votes } : {};
  if (j?.passed !== undefined) {
    return {
      gradedBy: 'judge',
      judge: j.judge,
      rubric: j.rubric,
      ...(j.reasoning ? { reasoning: j.reasoning } : {}),
      ...votes,
      baseline: baseline ? 'passed' : 'failed',
    };
  }
  if (!j) return { gradedBy: 'baseline' };
  const split = j.votes && j.votes.pass > 0 && j.votes.pass === j.votes.fail;
  const note = split
    ? `judge ${j.judge}: no majority, its samples split (${describeVotes(j.votes!)}); the baseline was used`
    : `judge ${j.judge} failed (${j.error ?? 'no verdict'}); the baseline was used`;
  return { gradedBy: 'baseline', judge: j.judge, ...votes, note };
}
