// What a job's proxy forwards to: the process it holds (a stateful server), the pool one call at
// a time (a stateless server), or the tool list alone (stub mode). Before each call the process's
// backend is told whose requests come next, so a request is its scenario's even when it comes
// after the call returned (spy/ledger.ts).
import type { Route } from '../model/config.js';
import type { ToolSpec } from '../model/tool.js';
import type { SpyRequest } from '../model/transcript.js';
import type { Upstream } from '../mcp/upstream.js';
import { Ledger } from '../spy/ledger.js';
import type { Pool, Unit } from './server-pool.js';

/** A job's spy requests: a fresh ledger per attempt, which every process its calls reach holds;
 * and when its last call to a server returned. */
export class Holding {
  ledger = new Ledger();
  /** performance.now() when the attempt's last call to a server returned; none in stub mode. */
  lastCall?: number;
  /** Every attempt's: what an attempt given up on set off is still the scenario's. */
  private readonly ledgers: Ledger[] = [];

  begin(routes: Route[] = []): Ledger {
    this.ledger = new Ledger(routes);
    this.ledgers.push(this.ledger);
    this.lastCall = undefined;
    return this.ledger;
  }

  /** The run is over: what came after each attempt's row was built, and no more. */
  seal(): SpyRequest[] {
    return this.ledgers.flatMap((l) => l.seal());
  }
}

/** The listed tools and nothing behind them: a stub-mode scenario never calls its server. */
export function toolsOnly(tools: ToolSpec[]): Upstream {
  return {
    tools,
    live: false,
    call: () => Promise.reject(new Error('stub mode calls no server')),
    gone: () => undefined,
    close: async () => undefined,
  };
}

/** The process a job holds for the whole scenario. */
export function held(unit: Unit, holding: Holding): Upstream {
  const { upstream } = unit;
  return {
    tools: upstream.tools,
    live: upstream.live,
    async call(tool, args, signal, ref, asks) {
      unit.backend.hold(holding.ledger, ref);
      try {
        return await upstream.call(tool, args, signal, ref, asks);
      } finally {
        if (ref) unit.backend.release(ref);
        holding.lastCall = performance.now();
      }
    },
    ...(upstream.prompt ? { prompt: upstream.prompt.bind(upstream) } : {}),
    gone: () => upstream.gone(),
    close: () => upstream.close(),
  };
}

/** Each call on a process leased for that call alone. Back in the pool, the process is kept for
 * this job's calls until `settleMs` passed, so that what the call set off is not another's. */
export function pooled(pool: Pool, tools: ToolSpec[], holding: Holding, settleMs = 0): Upstream {
  let lost: string | undefined;
  return {
    tools,
    live: true,
    async call(tool, args, signal, ref, asks) {
      const unit = await pool.lease(signal, holding);
      unit.backend.hold(holding.ledger, ref);
      try {
        return await unit.upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        lost = unit.upstream.gone() ?? lost;
        throw err;
      } finally {
        if (ref) unit.backend.release(ref);
        holding.lastCall = performance.now();
        // A call cut short may leave the process busy: the next lease gets a fresh one.
        const kept = { owner: holding, until: holding.lastCall + settleMs };
        void pool.release(unit, signal.aborted, kept).catch(() => undefined);
      }
    },
    async prompt(name, args, signal) {
      const unit = await pool.lease(signal, holding);
      try {
        if (!unit.upstream.prompt) throw new Error('the server lists no prompts');
        return await unit.upstream.prompt(name, args, signal);
      } finally {
        void pool.release(unit, signal.aborted).catch(() => undefined);
      }
    },
    gone: () => lost,
    close: async () => undefined,
  };
}
