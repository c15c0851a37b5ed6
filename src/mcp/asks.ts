// Who answers what a server asks its client while a tool call runs (elicitation; sampling): the
// scenario that made the call. Over stdio a server's request carries no link to the call it
// serves, so it goes to the newest call in flight on the process — a process serves one
// scenario at a time (run/leases.ts), and parallel calls are that scenario's.
import type { ServerAsks } from './types.js';

export class Askers {
  private readonly inFlight: ServerAsks[] = [];

  /** Runs a call with `asks` answering what the server asks meanwhile. */
  async during<T>(asks: ServerAsks | undefined, call: () => Promise<T>): Promise<T> {
    if (!asks) return call();
    this.inFlight.push(asks);
    try {
      return await call();
    } finally {
      this.inFlight.splice(this.inFlight.lastIndexOf(asks), 1);
    }
  }

  /** The answers of the newest call in flight; none between calls. */
  get current(): ServerAsks | undefined {
    return this.inFlight.at(-1);
  }
}
