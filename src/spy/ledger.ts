// One scenario's spy request log, and the owner token a server's backend stamps each request
// with: a request is the ledger's its process holds when it arrives (run/leases.ts). Those that
// come after the row was built are late: still the scenario's, never the next one's; the run
// re-decides that row with them before the reports are written (score/late.ts).
import type { Route } from '../model/config.js';
import type { SpyRequest } from '../model/transcript.js';

export class Ledger {
  private readonly requests: SpyRequest[] = [];
  private readonly late: SpyRequest[] = [];
  private closed = false;
  private sealed = false;

  /** `routes`: the scenario's own spy routes, tried before the config's. */
  constructor(readonly routes: Route[] = []) {}

  add(request: SpyRequest): void {
    if (this.sealed) return;
    (this.closed ? this.late : this.requests).push(request);
  }

  /** The requests so far, for the row; any later one is late. */
  close(): SpyRequest[] {
    this.closed = true;
    return [...this.requests];
  }

  /** The run is over: the late requests, and no more. */
  seal(): SpyRequest[] {
    this.sealed = true;
    return [...this.late];
  }
}
