// Adaptive concurrency for one provider's model requests (AIMD): when rate-limit answers cluster,
// the requests allowed in flight halve (or drop to those still being answered, if more), and the
// latest Retry-After holds new ones if the API has answered none for that long; a run of
// successes lets them climb back, slowly to where the 429s clustered. A lone 429 only paces its
// own retry (retry.ts): an API that refuses a share of requests whatever the load is not helped
// by sending fewer, so a cluster is judged over enough requests that such a share does not make
// one by chance.
import type { Backoff } from '../model/report.js';
import { apiName } from './errors.js';
import { ProviderError } from './types.js';

export interface LimiterOptions {
  /** Most requests in flight. Default: no bound until a back-off, then the most seen in flight. */
  cap?: number;
  now?: () => number;
  /** Calls `fn` after `ms`; returns a cancel. */
  timer?: (fn: () => void, ms: number) => () => void;
}

/** How a request ended, as far as the limiter cares. */
export type Answer =
  { kind: 'ok' } | { kind: 'limited'; retryAfterMs?: number } | { kind: 'other' };

export interface Slot {
  /** Gives the slot back, saying how the request went. */
  done(answer: Answer): void;
}

/** A request that waits this little before its deadline could not finish anyway (as retry.ts). */
const MIN_TRY_MS = 1000;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

interface Waiter {
  resolve(slot: Slot): void;
  reject(err: unknown): void;
  deadline?: number;
  cleanup(): void;
}

interface Sent {
  /** Order of sending: a back-off remembers where it happened. */
  seq: number;
  limited?: boolean;
}

/** The fewest latest requests a cluster is judged over: when 30% of requests are refused at
 * random, three quarters of 20 are refused in one window in 23,000 (of 8: one in 90, which
 * lowered the concurrency of a 100-scenario bench run and held its new requests for the
 * Retry-After). A real limit fills the span in moments: its refusals come back at once and each
 * frees its slot for the next request. */
const MIN_SPAN = 20;

const defaultTimer = (fn: () => void, ms: number) => {
  // A long Retry-After must not keep the process alive after the run: waiters keep it.
  const t = setTimeout(fn, ms).unref();
  return () => clearTimeout(t);
};

export class RequestLimiter {
  private readonly cap: number;
  private readonly now: () => number;
  private readonly timer: NonNullable<LimiterOptions['timer']>;
  private level: number;
  private inFlight = 0;
  private peak = 0;
  /** Successes towards the next step up. */
  private credit = 0;
  /** The latest requests sent, as many as were ever in flight (at least MIN_SPAN). */
  private readonly sent: Sent[] = [];
  private seq = 0;
  /** Requests sent up to here were sent before the last back-off. */
  private backedOffAt = 0;
  private holdUntil = 0;
  private cancelHold?: () => void;
  private readonly queue: Waiter[] = [];
  private limitedAnswers = 0;
  private lowest?: number;
  /** The limit at which refusals last clustered, and how many rounds of successes a step back
   * there takes. */
  private struck = Infinity;
  private patience = 2;
  /** The latest step up, until judged: where from, the share refused before it, and the
   * answers to requests sent since. */
  private raise?: { seq: number; from: number; before: number; answers: number; refused: number };
  /** When a request was last answered (not refused). */
  private lastOk = -Infinity;

  constructor(
    /** For reasons: "openai". */
    private readonly provider: string,
    opts: LimiterOptions = {},
  ) {
    this.cap = opts.cap ?? Infinity;
    this.level = this.cap;
    this.now = opts.now ?? Date.now;
    this.timer = opts.timer ?? defaultTimer;
  }

  /** Requests allowed in flight now (Infinity before any back-off without a cap). */
  get limit(): number {
    return this.level;
  }

  /** Undefined when the provider never backed off. */
  get backoff(): Backoff | undefined {
    if (this.lowest === undefined) return undefined;
    const ceiling = Math.min(this.cap, this.peak);
    return {
      answers: this.limitedAnswers,
      lowest: this.lowest,
      end: Math.min(this.level, ceiling),
      ceiling,
    };
  }

  /**
   * A slot for one request: at once when one is free and nothing holds, else in turn. Rejects
   * with the signal's reason on abort, and with a rate-limit ProviderError when the slot cannot
   * come a second before `deadline` (a Date.now() value).
   */
  acquire(signal: AbortSignal, deadline?: number): Promise<Slot> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const late = this.tooLate(deadline);
    if (late) return Promise.reject(late);
    if (this.queue.length === 0 && this.free()) return Promise.resolve(this.take());
    return new Promise<Slot>((resolve, reject) => {
      const onAbort = () => {
        this.leave(waiter);
        reject(signal.reason);
      };
      let cancelTimer = () => {};
      const waiter: Waiter = {
        resolve,
        reject,
        deadline,
        cleanup: () => {
          signal.removeEventListener('abort', onAbort);
          cancelTimer();
        },
      };
      const waitingSince = this.now();
      if (deadline !== undefined) {
        cancelTimer = this.timer(
          () => {
            this.leave(waiter);
            reject(
              new ProviderError(
                'rate-limit',
                `${apiName(this.provider)}: no request slot within the scenario's time (waited ${seconds(this.now() - waitingSince)}; ${this.why()})`,
              ),
            );
          },
          Math.max(0, deadline - MIN_TRY_MS - this.now()),
        );
      }
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private why(): string {
    return Number.isFinite(this.level)
      ? `in-flight requests lowered to ${this.level} after rate limits`
      : 'requests held after rate limits';
  }

  private free(): boolean {
    return this.inFlight < this.level && this.now() >= this.holdUntil;
  }

  /** Why a request with this deadline cannot wait out the hold, if it cannot. */
  private tooLate(deadline: number | undefined): ProviderError | undefined {
    if (deadline === undefined) return undefined;
    const now = this.now();
    if (this.holdUntil <= now || this.holdUntil + MIN_TRY_MS < deadline) return undefined;
    return new ProviderError(
      'rate-limit',
      `${apiName(this.provider)} asked (Retry-After) to hold requests for ${seconds(this.holdUntil - now)} but only ${seconds(Math.max(0, deadline - now))} of the scenario's time remained`,
    );
  }

  private leave(waiter: Waiter) {
    const i = this.queue.indexOf(waiter);
    if (i >= 0) this.queue.splice(i, 1);
    waiter.cleanup();
  }

  private take(): Slot {
    this.inFlight++;
    this.peak = Math.max(this.peak, this.inFlight);
    const sent: Sent = { seq: ++this.seq };
    this.sent.push(sent);
    if (this.sent.length > Math.max(MIN_SPAN, this.peak)) this.sent.shift();
    let given = false;
    return {
      done: (answer) => {
        if (given) return;
        given = true;
        this.inFlight--;
        this.answered(sent, answer);
        this.pump();
      },
    };
  }

  private answered(sent: Sent, answer: Answer) {
    if (answer.kind !== 'other' && this.raise && sent.seq > this.raise.seq) this.judgeRaise(answer);
    if (answer.kind === 'ok') {
      this.lastOk = this.now();
      return this.succeeded();
    }
    if (answer.kind !== 'limited') return;
    this.limitedAnswers++;
    sent.limited = true;
    // Answers to requests sent before the last back-off were caused by the old limit: one
    // burst halves it once, not once per refusal it brings back.
    if (sent.seq <= this.backedOffAt) return;
    // Until the span is full (the run's first requests) there is no judging: two refusals of
    // the first three would be a cluster.
    if (this.sent.length < MIN_SPAN) return;
    const limited = this.sent.filter((s) => s.limited).length;
    // A cluster: three quarters of the latest requests refused, as when a rate limit's budget
    // is spent. Requests still in flight count as not refused (a refusal comes back faster than
    // an answer); a share refused whatever the load (30% at random) makes none, short of a
    // streak rarer than one a run.
    if (limited * 4 < this.sent.length * 3) return;
    const was = Math.min(this.level, this.peak);
    // Struck again no higher than last time: the limit is there; try it less often (up to a
    // try every 32 rounds: a limit may rise again).
    this.patience = was <= this.struck ? Math.min(32, this.patience * 2) : 4;
    this.struck = was;
    // Halved, or down to the requests still being answered if more (a cap on requests at once
    // is then met, not undershot); one less at the least.
    this.level = Math.max(1, Math.min(was - 1, Math.max(Math.floor(was / 2), this.inFlight)));
    this.lowest = Math.min(this.lowest ?? this.level, this.level);
    this.credit = 0;
    this.backedOffAt = this.seq;
    // Retry-After holds every new request only when the API has answered none for that long
    // (its budget is spent). While it still answers some (a cap on requests at once), the
    // lower limit is the remedy: a hold would leave it idle.
    const wait = answer.retryAfterMs;
    if (wait !== undefined && !(this.now() - this.lastOk < wait)) this.hold(this.now() + wait);
  }

  /** Additive increase: one more slot for each `level` successes, up to the ceiling. */
  private succeeded() {
    const ceiling = Math.min(this.cap, this.peak);
    if (this.level >= ceiling) return;
    // Back to where refusals last clustered, slowly: each try there costs a burst of them, and
    // each burst there makes the next try wait twice as long.
    const needed = this.level + 1 >= this.struck ? this.level * this.patience : this.level;
    if (++this.credit < needed) return;
    this.credit = 0;
    // Whether the step up brings 429s is judged on the requests sent after it (judgeRaise).
    const refused = this.sent.filter((s) => s.limited).length / Math.max(1, this.sent.length);
    this.raise = { seq: this.seq, from: this.level, before: refused, answers: 0, refused: 0 };
    this.level++;
    if (this.level >= ceiling) this.level = this.cap;
  }

  /** A step up that brought 429s (a quarter more of the requests sent since were refused than
   * before it, as when a cap on requests at once is passed) is taken back, and the next try
   * there waits twice as long: a cap one above the limit refuses too few for a cluster. */
  private judgeRaise(answer: Answer) {
    const r = this.raise!;
    r.answers++;
    if (answer.kind === 'limited') r.refused++;
    if (r.answers < MIN_SPAN) return;
    this.raise = undefined;
    if (r.refused / r.answers - r.before < 0.25) return;
    this.patience = Math.min(32, this.patience * 2);
    this.struck = r.from + 1;
    this.level = Math.min(this.level, r.from);
    this.credit = 0;
    this.backedOffAt = this.seq;
  }

  private hold(until: number) {
    if (until <= this.holdUntil) return;
    this.holdUntil = until;
    // Waiters whose time ends before the hold does fail now rather than at their deadline.
    for (const w of [...this.queue]) {
      const late = this.tooLate(w.deadline);
      if (late) {
        this.leave(w);
        w.reject(late);
      }
    }
    this.cancelHold?.();
    this.cancelHold = this.timer(() => this.pump(), until - this.now());
  }

  private pump() {
    while (this.queue.length && this.free()) {
      const w = this.queue.shift()!;
      w.cleanup();
      w.resolve(this.take());
    }
    // A timer may fire a hair before the clock reaches the hold's end: look again then.
    const left = this.holdUntil - this.now();
    if (this.queue.length && left > 0) {
      this.cancelHold?.();
      this.cancelHold = this.timer(() => this.pump(), left);
    }
  }
}

/** What the limiter should hear about a request that threw. */
export function answerOf(err: unknown): Answer {
  if (err instanceof ProviderError && (err.kind === 'rate-limit' || err.kind === 'overloaded')) {
    return { kind: 'limited', retryAfterMs: err.retryAfterMs };
  }
  return { kind: 'other' };
}

/** "openai:gpt-x: 12 rate-limit answers; in-flight requests lowered to 4, back to 16 by the end" */
export function describeBackoff(id: string, b: Backoff): string {
  const after = b.end >= b.ceiling ? `back to ${b.ceiling} by the end` : `${b.end} at the end`;
  return `${id}: ${b.answers} rate-limit answer${b.answers === 1 ? '' : 's'}; in-flight requests lowered to ${b.lowest}, ${after}`;
}
