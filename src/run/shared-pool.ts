// Processes of a stateless server whose calls may run side by side: nothing the server sends
// needs telling apart by call (it cannot reach the spy, and the client declares neither
// elicitation nor sampling, so no request of its is routed to "the call in flight"). An MCP
// connection takes concurrent requests, so a call goes to the process with the fewest calls in
// flight at once and never waits for one to free: with a slow API behind the server, calls
// overlap as they would for a host (docs/bench.md, "A slow API"). Another process (up to `size`)
// starts in the background only while every running one has a call in flight.
import type { Lender, Unit } from './server-pool.js';

interface Entry {
  unit: Unit;
  calls: number;
}

export class SharedPool implements Lender {
  private readonly entries: Entry[] = [];
  /** A process starting, for the lease that found none (or in the background). */
  private starting?: Promise<Unit>;
  /** A background start failed. */
  private refused = false;
  private closed = false;

  constructor(
    private readonly open: (signal?: AbortSignal) => Promise<Unit>,
    private readonly retire: (unit: Unit) => Promise<void>,
    private readonly size: number,
  ) {}

  adopt(unit: Unit): void {
    this.entries.push({ unit, calls: 0 });
  }

  async lease(signal?: AbortSignal): Promise<Unit> {
    signal?.throwIfAborted();
    if (this.closed) throw new Error('the run is over: no server is lent any more');
    this.dropGone();
    const least = this.entries.reduce<Entry | undefined>(
      (a, e) => (a && a.calls <= e.calls ? a : e),
      undefined,
    );
    if (least) {
      if (least.calls > 0 && !this.starting && !this.refused && this.entries.length < this.size)
        // A process that would not start is not tried again for every busy call: the ones
        // running serve on (a start a call waits for says why it failed).
        void this.start().catch(() => void (this.refused = true));
      least.calls++;
      return least.unit;
    }
    await (this.starting ?? this.start(signal));
    return this.lease(signal);
  }

  /** A call is over. A process that died is retired; one a cut-short call left busy serves on,
   * since other calls may be running on it. */
  async release(unit: Unit): Promise<void> {
    const entry = this.entries.find((e) => e.unit === unit);
    if (entry) entry.calls--;
    this.dropGone();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    const all = this.entries.splice(0);
    await Promise.allSettled(all.map((e) => this.retire(e.unit)));
  }

  private start(signal?: AbortSignal): Promise<Unit> {
    const starting = this.open(signal).then(async (unit) => {
      if (this.closed) {
        await this.retire(unit);
        throw new Error('the run is over: no server is lent any more');
      }
      this.entries.push({ unit, calls: 0 });
      return unit;
    });
    this.starting = starting;
    const done = () => {
      if (this.starting === starting) this.starting = undefined;
    };
    starting.then(done, done);
    return starting;
  }

  /** Retires the processes that died: no call is lent to them again. */
  private dropGone(): void {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const { unit } = this.entries[i];
      if (!unit.upstream.gone()) continue;
      this.entries.splice(i, 1);
      void this.retire(unit).catch(() => undefined);
    }
  }
}
