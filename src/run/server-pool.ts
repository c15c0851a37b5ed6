// At most `size` processes of one server variant; a lease waits for a free one. A process that
// died, or that a timed-out scenario may have left busy, is retired rather than lent again.
import type { Upstream } from '../mcp/upstream.js';
import type { SpyBackend } from '../spy/backend.js';

/** A server process and the spy backend its API requests reach. */
export interface Unit {
  upstream: Upstream;
  backend: SpyBackend;
}

export class Pool {
  private readonly idle: Unit[] = [];
  private readonly all = new Set<Unit>();
  /** Processes running or starting. */
  private count = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly open: () => Promise<Unit>,
    private readonly retire: (unit: Unit) => Promise<void>,
    private readonly size: number,
  ) {}

  /** A process started elsewhere (the one that listed the tools), lent first. */
  adopt(unit: Unit): void {
    this.count++;
    this.all.add(unit);
    this.idle.push(unit);
  }

  async lease(signal?: AbortSignal): Promise<Unit> {
    for (;;) {
      signal?.throwIfAborted();
      if (this.closed) throw new Error('the run is over: no server is lent any more');
      const unit = this.idle.pop();
      if (unit) {
        if (!unit.upstream.gone()) return unit;
        await this.drop(unit);
        continue;
      }
      if (this.count < this.size) {
        this.count++;
        try {
          const opened = await this.open();
          this.all.add(opened);
          return opened;
        } catch (err) {
          this.count--;
          this.wake();
          throw err;
        }
      }
      await this.turn(signal);
    }
  }

  /** Back to the pool, or retired when `discard`, gone, or the run is over. */
  async release(unit: Unit, discard = false): Promise<void> {
    if (discard || this.closed || unit.upstream.gone()) await this.drop(unit);
    else {
      this.idle.push(unit);
      this.wake();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.all].map((u) => this.drop(u)));
  }

  private async drop(unit: Unit): Promise<void> {
    if (!this.all.delete(unit)) return;
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

  /** Until a process is free, or the lease is no longer wanted. */
  private turn(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiting.indexOf(go);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason);
      };
      const go = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      this.waiting.push(go);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
