// At most `size` processes of one server variant; a lease waits for a free one. A process that
// died, or that a timed-out scenario may have left busy, is retired rather than lent again. One
// given back `kept` for its owner is lent to no one else until then: what its last call set off
// still reaches that owner's log (run/leases.ts).
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

export class Pool {
  private readonly idle: Unit[] = [];
  private readonly kept = new Map<Unit, Kept>();
  private readonly all = new Set<Unit>();
  /** Processes running or starting. */
  private count = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(
    /** Starts a process; `signal` aborts the start when the lease is no longer wanted. */
    private readonly open: (signal?: AbortSignal) => Promise<Unit>,
    private readonly retire: (unit: Unit) => Promise<void>,
    private readonly size: number,
  ) {}

  /** A process started elsewhere (the one that listed the tools), lent first. */
  adopt(unit: Unit): void {
    this.count++;
    this.all.add(unit);
    this.idle.push(unit);
  }

  /** A process for `owner`: its own kept one first, else the one idle longest that is kept for no
   * one else, else a new one while there is room; else the first given back or free. */
  async lease(signal?: AbortSignal, owner?: object): Promise<Unit> {
    for (;;) {
      signal?.throwIfAborted();
      if (this.closed) throw new Error('the run is over: no server is lent any more');
      const now = performance.now();
      const keptFor = (u: Unit) => this.kept.get(u)?.owner;
      const free = (u: Unit) => (this.kept.get(u)?.until ?? 0) <= now || keptFor(u) === owner;
      const own = owner === undefined ? -1 : this.idle.map(keptFor).lastIndexOf(owner);
      const i = own >= 0 ? own : this.idle.findIndex(free);
      if (i >= 0) {
        const [unit] = this.idle.splice(i, 1);
        this.kept.delete(unit);
        if (!unit.upstream.gone()) return unit;
        await this.drop(unit);
        continue;
      }
      if (this.count < this.size) {
        this.count++;
        try {
          const opened = await this.open(signal);
          this.all.add(opened);
          return opened;
        } catch (err) {
          this.count--;
          this.wake();
          throw err;
        }
      }
      // Woken by a process given back, or when the first kept one is free for all.
      const untils = this.idle.map((u) => this.kept.get(u)?.until ?? now);
      await this.turn(signal, untils.length ? Math.min(...untils) - now : undefined);
    }
  }

  /** A process free now for `owner` (its own kept one, or one kept for no one), or none: nothing
   * waits and nothing starts. */
  take(owner?: object): Unit | undefined {
    const now = performance.now();
    for (;;) {
      const keptFor = (u: Unit) => this.kept.get(u)?.owner;
      const own = owner === undefined ? -1 : this.idle.map(keptFor).lastIndexOf(owner);
      const i = own >= 0 ? own : this.idle.findIndex((u) => (this.kept.get(u)?.until ?? 0) <= now);
      if (i < 0 || this.closed) return undefined;
      const [unit] = this.idle.splice(i, 1);
      this.kept.delete(unit);
      if (!unit.upstream.gone()) return unit;
      // Dead: retired in the background, as lease() does.
      void this.drop(unit).catch(() => undefined);
    }
  }

  /** Back to the pool (`kept` for its owner a while), or retired when `discard`, gone, or the run
   * is over. */
  async release(unit: Unit, discard = false, kept?: Kept): Promise<void> {
    if (discard || this.closed || unit.upstream.gone()) await this.drop(unit);
    else {
      this.idle.push(unit);
      if (!kept) return this.wake();
      // Kept for one lease alone: every waiter looks, the owner among them.
      this.kept.set(unit, kept);
      for (const go of [...this.waiting]) go();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.all].map((u) => this.drop(u)));
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
      this.wake();
    }
  }

  private wake(): void {
    this.waiting.shift()?.();
  }

  /** Until a process is free (or `ms` passed), or the lease is no longer wanted. */
  private turn(signal?: AbortSignal, ms?: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const i = this.waiting.indexOf(go);
        if (i >= 0) this.waiting.splice(i, 1);
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason);
      };
      const go = () => {
        leave();
        resolve();
      };
      const timer = ms === undefined ? undefined : setTimeout(go, Math.max(0, ms));
      this.waiting.push(go);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
