// At most `size` processes of one server variant. A lease takes a free process, else starts one
// while there is room, else queues; whatever frees (a process given back, room to start one) goes
// to the queued lease earliest in job order, and no lease takes a process past one queued ahead
// of it, so a quick scenario never waits behind later ones. A process that died, or that a
// timed-out scenario may have left busy, is retired rather than lent again. One given back `kept`
// for its owner is lent to no one else until then: what its last call set off still reaches that
// owner's log (run/leases.ts). A process whose holder sleeps (on a Retry-After, or for a model
// slot) is idle though held: while it sleeps the pool may start one more, up to `ceiling`, so
// that a storm of 429s does not leave the other scenarios waiting on sleeping processes. A
// stateful server's default pool grows with the share of their time scenarios hold a process
// (`held`), and starts processes for jobs about to call while their model answers (`expect`).
import type { Upstream } from '../mcp/upstream.js';
import type { SpyBackend } from '../spy/backend.js';

/** A server process and the spy backend its API requests reach. */
export interface Unit {
  upstream: Upstream;
  backend: SpyBackend;
}

/** Who a process given back is kept for, and until when (performance.now()). */
export interface Kept {
  owner: object;
  until: number;
}

/** Wraps a wait that needs no model capacity: the job's slot is lent meanwhile (run/slots.ts). */
export type Idle = <T>(wait: () => Promise<T>) => Promise<T>;

/** Who asks: `owner` gets back what is kept for it; `rank` is its place in job order (lower
 * first; ties in the order asked); `idle` lends its slot while it queues. */
export interface Asker {
  owner?: object;
  rank?: number;
  idle?: Idle;
}

/** `end`, the first time the function returned is called, never again. */
const once = (end: () => void) => {
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    end();
  };
};

/** A process started ahead of a call (Pool.expect). */
interface Ahead {
  unit: Promise<Unit>;
  taken: boolean;
}

/** What a queued lease is given: a process, or room to start one. */
type Grant = Unit | 'start';

interface Waiter {
  owner?: object;
  rank: number;
  give(grant: Grant): void;
}

/** What lends a stateless server's processes call by call (leases.ts pooled()): this pool, one
 * call at a time per process, or SharedPool (shared-pool.ts), many. */
export interface Lender {
  lease(signal?: AbortSignal, owner?: object, asker?: Omit<Asker, 'owner'>): Promise<Unit>;
  release(unit: Unit, discard?: boolean, kept?: Kept): Promise<void>;
  adopt(unit: Unit): void;
  close(): Promise<void>;
}

/** How busy the default pool of a stateful server is kept at most: at 100 % (as many processes
 * as the slots hold on average) scenarios queue for one all run long, since holds vary; in the
 * peer bench 8 processes for an average of 8.05 held left the run's last 1.5 s at half its model
 * requests in flight. */
const BUSY = 0.9;

/** Where a stateful server's default pool starts for `slots` scenarios at once: a scenario that
 * calls a tool and then answers holds its process about half its time (from its first call to
 * its model's last answer), kept at most `BUSY`: 9 processes for 16 slots, 3 for 4. */
export const startingSize = (slots: number): number => Math.max(1, Math.ceil(slots / 2 / BUSY));

export class Pool implements Lender {
  private readonly idle: Unit[] = [];
  private readonly kept = new Map<Unit, Kept>();
  private readonly all = new Set<Unit>();
  /** Processes running or starting. */
  private count = 0;
  /** Queued leases, earliest in job order first. */
  private readonly queue: Waiter[] = [];
  /** How each queued lease ends when the run is over. */
  private readonly ends = new Set<(err: Error) => void>();
  /** When the first process kept for another frees, for a queue that waits on it. */
  private timer?: NodeJS.Timeout;
  private closed = false;
  /** Holders asleep now: each makes room for one more process, up to `ceiling`. */
  private asleep = 0;
  /** Over the holds measured (`held`): time holding a process, and working before taking one. */
  private readonly spent = { held: 0, before: 0 };
  private holds = 0;
  /** Jobs at work that will ask for a process (`expect`), and processes started for them ahead. */
  private expected = 0;
  /** The process starting ahead, if any; `taken` by a lease that found none free. */
  private ahead?: Ahead;
  /** A start ahead failed: none is tried again (a lease's own start says why it fails). */
  private refused = false;

  constructor(
    /** Starts a process; `signal` aborts the start when the lease is no longer wanted. */
    private readonly open: (signal?: AbortSignal) => Promise<Unit>,
    private readonly retire: (unit: Unit) => Promise<void>,
    private size: number,
    /** The most processes however many holders sleep (`size`: none more). */
    private readonly ceiling = size,
    /** Slots to serve: `size` grows toward the share of them that holds a process (`held`). */
    private readonly slots?: number,
  ) {}

  /** A job with its model slot that expects to call the server: while the processes free are
   * fewer than such jobs, one starts now (one at a time), while its model answers, rather than
   * at its first call (the start is then hidden behind the model's answer). The process is no job's
   * until a lease takes it. The returned function says the job asked for its process, or ended. */
  expect(): () => void {
    this.expected++;
    this.warm();
    return once(() => this.expected--);
  }

  private warm(): void {
    const now = performance.now();
    const free = () => this.idle.filter((u) => (this.kept.get(u)?.until ?? 0) <= now).length;
    // One start ahead at a time: eight started together took the engine's cores from its first
    // model requests (1.7 s to the first one instead of 0.8 s, bench c); a call that finds no
    // process free still starts its own, or takes the one starting ahead (lease()).
    if (
      this.closed ||
      this.refused ||
      this.ahead ||
      this.queue.length ||
      this.count >= this.room ||
      free() >= this.expected
    )
      return;
    this.count++;
    const ahead: Ahead = {
      taken: false,
      unit: this.start().then(
        (unit) => {
          this.ahead = undefined;
          if (!ahead.taken) this.idle.push(unit);
          this.dispatch();
          return unit;
        },
        (err: unknown) => {
          this.ahead = undefined;
          this.refused = true;
          throw err;
        },
      ),
    };
    ahead.unit.catch(() => undefined);
    this.ahead = ahead;
  }

  /** A holder gave its process back: it held it `heldMs`, after `beforeMs` of work (its model's
   * answers, with a slot) before it asked for one. With `slots`, the pool keeps room for the
   * processes that many scenarios hold at once at that ratio (Little's law: slots × held /
   * (before + held)), kept at most `BUSY`, and never less than it started with: a scenario that
   * holds its process half its time or more needs more than half a process per slot, and one
   * short of them makes scenarios queue for a process all run long (docs/concurrency.md). */
  held(heldMs: number, beforeMs: number): void {
    if (!this.slots) return;
    // The first wave's holds are left out: they all call at once while the processes start, on
    // cores the starts keep busy, and hold longer than any later scenario (10-11 processes
    // instead of 9 in the peer bench).
    if (this.holds++ < this.slots) return;
    this.spent.held += heldMs;
    this.spent.before += beforeMs;
    const total = this.spent.held + this.spent.before;
    if (total <= 0) return;
    const held = (this.slots * this.spent.held) / total;
    const wanted = Math.min(this.slots, Math.ceil(held / BUSY - 1e-9));
    if (wanted <= this.size) return;
    this.size = wanted;
    this.dispatch();
  }

  /** A holder's process is idle while it sleeps: room for one more until `wake()`. */
  doze(): () => void {
    this.asleep++;
    this.dispatch();
    return once(() => this.asleep--);
  }

  /** Processes that may run or start now. */
  private get room(): number {
    return Math.min(this.size + this.asleep, this.ceiling);
  }

  /** A process started elsewhere (the one that listed the tools), lent first. */
  adopt(unit: Unit): void {
    this.count++;
    this.all.add(unit);
    this.idle.push(unit);
    this.dispatch();
  }

  /** A process for `owner`: its own kept one first; else, unless an earlier lease queues, the one
   * idle longest that is kept for no one else, else a new one while there is room; else a place
   * in the queue (lending the job's slot through `idle`). */
  async lease(
    signal?: AbortSignal,
    owner?: object,
    asker: Omit<Asker, 'owner'> = {},
  ): Promise<Unit> {
    signal?.throwIfAborted();
    if (this.closed) throw new Error('the run is over: no server is lent any more');
    const who = { ...asker, owner };
    const free = this.claim(who, false);
    if (free) return this.ready(free, signal);
    // No process free: the one starting ahead is this lease's, as one it started itself would be
    // (it keeps its slot meanwhile). Should that start fail, the lease tries as if it had not been.
    const ahead = this.ahead;
    if (ahead && !ahead.taken && !this.queue.length) {
      ahead.taken = true;
      return ahead.unit.then(
        (unit) => this.ready(unit, signal),
        () => this.lease(signal, owner, asker),
      );
    }
    const now = this.claim(who, true);
    if (now) return this.ready(now, signal);
    const wait = async () => this.ready(await this.queued(who, signal), signal);
    return asker.idle ? asker.idle(wait) : wait();
  }

  /** A process free now for `owner` (its own kept one, or one kept for no one while no lease
   * queues), or none: nothing waits and nothing starts. */
  take(owner?: object): Unit | undefined {
    const got = this.claim({ owner }, false);
    return got === 'start' ? undefined : got;
  }

  /** Back to the pool (`kept` for its owner a while), or retired when `discard`, gone, or the run
   * is over. */
  async release(unit: Unit, discard = false, kept?: Kept): Promise<void> {
    if (discard || this.closed || unit.upstream.gone()) return this.drop(unit);
    this.idle.push(unit);
    if (kept) this.kept.set(unit, kept);
    this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const over = new Error('the run is over: no server is lent any more');
    for (const end of [...this.ends]) end(over);
    await Promise.allSettled([...this.all].map((u) => this.drop(u)));
  }

  /** What `who` may have at once: its own kept process, else — when no lease that queues is
   * ahead of it — a free process, or room to start one (`start`). */
  private claim(who: Asker, start: boolean): Grant | undefined {
    if (this.closed) return undefined;
    const own = this.pick(this.ownIndex(who.owner));
    if (own) return own;
    const rank = who.rank ?? Infinity;
    if (this.queue.length && this.queue[0].rank <= rank) return undefined;
    for (;;) {
      const i = this.freeIndex();
      if (i < 0) break;
      const unit = this.pick(i);
      if (unit) return unit;
    }
    if (!start || this.count >= this.room) return undefined;
    this.count++;
    return 'start';
  }

  /** Until something is given to `who`; out of the queue when its lease is no longer wanted. */
  private queued(who: Asker, signal?: AbortSignal): Promise<Grant> {
    return new Promise<Grant>((resolve, reject) => {
      const leave = () => {
        signal?.removeEventListener('abort', onAbort);
        this.ends.delete(end);
        const i = this.queue.indexOf(waiter);
        if (i >= 0) this.queue.splice(i, 1);
      };
      const end = (err: unknown) => {
        leave();
        reject(err);
      };
      const onAbort = () => {
        end(signal?.reason);
        // What it would have had goes to the next in line.
        this.dispatch();
      };
      const waiter: Waiter = {
        owner: who.owner,
        rank: who.rank ?? Infinity,
        give: (grant) => {
          leave();
          resolve(grant);
        },
      };
      // After every lease of the same rank or earlier: first come, first served among equals.
      const at = this.queue.findIndex((w) => w.rank > waiter.rank);
      this.queue.splice(at < 0 ? this.queue.length : at, 0, waiter);
      this.ends.add(end);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.dispatch();
    });
  }

  /** The process a grant stands for: started now for `start`. One that came for a lease no
   * longer wanted goes back to the pool. */
  private async ready(grant: Grant, signal?: AbortSignal): Promise<Unit> {
    if (grant !== 'start') {
      if (!signal?.aborted) return grant;
      await this.release(grant);
      throw signal.reason;
    }
    return this.start(signal);
  }

  /** A new process, counted already (`count`): given back to the count if it fails to start,
   * retired if the run ended meanwhile. */
  private async start(signal?: AbortSignal): Promise<Unit> {
    let unit: Unit;
    try {
      unit = await this.open(signal);
    } catch (err) {
      this.count--;
      this.dispatch();
      throw err;
    }
    this.all.add(unit);
    if (!this.closed) return unit;
    await this.drop(unit);
    throw new Error('the run is over: no server is lent any more');
  }

  /** Gives what is free to the queue: a kept process to its owner wherever it queues, the rest to
   * the earliest in line; a timer for when the first process kept for another frees. */
  private dispatch(): void {
    if (this.closed) return;
    for (const w of [...this.queue]) {
      const own = this.pick(this.ownIndex(w.owner));
      if (own) w.give(own);
    }
    while (this.queue.length) {
      const i = this.freeIndex();
      if (i >= 0) {
        const unit = this.pick(i);
        if (unit) this.queue[0].give(unit);
        continue;
      }
      if (this.count >= this.room) break;
      this.count++;
      this.queue[0].give('start');
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    // Every idle process still kept was not free when the loop looked: its window may have ended
    // since (time passes between the looks), so the wait is never skipped, only made 0.
    const untils = this.idle.flatMap((u) => this.kept.get(u)?.until ?? []);
    if (this.queue.length && untils.length)
      this.timer = setTimeout(
        () => this.dispatch(),
        Math.max(0, Math.min(...untils) - performance.now()),
      );
    this.warm();
  }

  /** The idle process kept for `owner` that it gave back last. */
  private ownIndex(owner: object | undefined): number {
    if (owner === undefined) return -1;
    const now = performance.now();
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const k = this.kept.get(this.idle[i]);
      if (k?.owner === owner && k.until > now) return i;
    }
    return -1;
  }

  /** The process idle longest that is kept for no one now. */
  private freeIndex(): number {
    const now = performance.now();
    return this.idle.findIndex((u) => (this.kept.get(u)?.until ?? 0) <= now);
  }

  /** The idle process at `i`, out of the idle list; none when there is none, or it died (it is
   * then retired in the background). */
  private pick(i: number): Unit | undefined {
    if (i < 0) return undefined;
    const [unit] = this.idle.splice(i, 1);
    this.kept.delete(unit);
    if (!unit.upstream.gone()) return unit;
    void this.drop(unit).catch(() => undefined);
    return undefined;
  }

  private async drop(unit: Unit): Promise<void> {
    if (!this.all.delete(unit)) return;
    this.kept.delete(unit);
    const i = this.idle.indexOf(unit);
    if (i >= 0) this.idle.splice(i, 1);
    try {
      await this.retire(unit);
    } finally {
      this.count--;
      this.dispatch();
    }
  }
}
