// What a job's proxy forwards to: the process it holds (a stateful server), the pool one call at
// a time (a stateless server), or the tool list alone (stub mode). Before each call the process's
// backend is told whose requests come next, so a request is its scenario's even when it comes
// after the call returned (spy/ledger.ts).
import type { Route } from '../model/config.js';
import type { ToolSpec } from '../model/tool.js';
import type { SpyRequest } from '../model/transcript.js';
import type { Upstream } from '../mcp/upstream.js';
import { TransportError } from '../mcp/types.js';
import { errorMessage } from '../errors.js';
import { Ledger } from '../spy/ledger.js';
import type { Idle, Lender, Pool, Unit } from './server-pool.js';

/** A job's spy requests: a fresh ledger per attempt, which every process its calls reach holds;
 * and when its last call to a server returned. */
export class Holding {
  ledger = new Ledger();
  constructor(
    /** The job's place in the run's order: a process that frees goes to the earliest job that
     * waits for one (server-pool.ts). */
    readonly rank?: number,
  ) {}

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

/** A process for a call, from `pool`. One that could not be had (it would not start or list its
 * tools) fails the call as the transport does: the scenario is errored, since no server answered
 * that the model could be judged on, not shown the model as a tool error. A cancel stays one. */
async function leaseFor(
  pool: Lender,
  signal: AbortSignal,
  owner: object | undefined,
  asker: { rank?: number; idle?: Idle },
): Promise<Unit> {
  try {
    return await pool.lease(signal, owner, asker);
  } catch (err) {
    if (signal.aborted || err instanceof TransportError) throw err;
    throw new TransportError(errorMessage(err), { cause: err });
  }
}

/** A stateful job's process, and its end: `discard` when the process may still be busy. */
export interface Held extends Upstream {
  release(discard?: boolean): Promise<void>;
  /** Wraps a sleep of the job's (a Retry-After, a model slot): its process, if it holds one,
   * makes room for another meanwhile (server-pool.ts). */
  asleep: Idle;
  /** The job has its model slot: what it does before its first call is measured from here, so
   * that the pool learns what share of a job's time it holds a process (Pool.held). */
  began(): void;
}

/** The process a stateful job holds: taken at its first call, not at its start, so a job waiting
 * for the model (or sleeping on a Retry-After) before that call holds none; kept to the job's end,
 * since the server's state between calls is the scenario's. A free process is taken at once, or
 * one started while there is room (the job keeps its slot: a start needs no other job); waiting
 * in line for one lends the job's slot through `idle`. A job that expects a call (`calls`) has a
 * process started for the pool once it has its slot (Pool.expect), so that the start overlaps
 * its model's first answer; the job takes it, or any free one, at its call. */
export function held(
  pool: Pool,
  tools: ToolSpec[],
  holding: Holding,
  idle?: Idle,
  /** The scenario expects a tool call: its process may start while its model answers. */
  calls = false,
): Held {
  let unit: Unit | undefined;
  /** Says the pool this job no longer waits to ask for a process (Pool.expect). */
  let expected: (() => void) | undefined;
  let taking: Promise<Unit> | undefined;
  let ended = false;
  /** When the job got its slot, asked for a process, and got one (performance.now()). */
  let began: number | undefined;
  let asked = 0;
  let got = 0;
  const slept = { before: 0, held: 0 };
  const take = (signal: AbortSignal): Promise<Unit> => {
    if (unit) return Promise.resolve(unit);
    // Calls made together share the one process the first of them takes.
    if (taking) return taking;
    asked = performance.now();
    expected?.();
    taking = leaseFor(pool, signal, undefined, { rank: holding.rank, idle }).then(
      async (u) => {
        // The job ended while it waited (a cancel): the process is not its any more.
        if (ended) {
          await pool.release(u);
          throw new Error('the scenario ended before its server process came');
        }
        got = performance.now();
        return (unit = u);
      },
      (err: unknown) => {
        taking = undefined;
        throw err;
      },
    );
    return taking;
  };
  return {
    tools,
    live: true,
    async call(tool, args, signal, ref, asks) {
      const u = await take(signal);
      u.backend.hold(holding.ledger, ref);
      try {
        return await u.upstream.call(tool, args, signal, ref, asks);
      } finally {
        if (ref) u.backend.release(ref);
        holding.lastCall = performance.now();
      }
    },
    // A scenario that starts from a server prompt takes its process for it.
    async prompt(name, args, signal) {
      const u = await take(signal);
      if (!u.upstream.prompt) throw new Error('the server process answers no prompts');
      return u.upstream.prompt(name, args, signal);
    },
    gone: () => unit?.upstream.gone(),
    close: async () => undefined,
    async asleep(wait) {
      // Time asleep is neither work before the call nor holding: the pool's measure leaves it out
      // (a process held by a sleeper makes room for another meanwhile: Pool.doze).
      const from = performance.now();
      const holder = unit !== undefined;
      const wake = holder ? pool.doze() : undefined;
      try {
        return await wait();
      } finally {
        wake?.();
        if (holder) slept.held += performance.now() - from;
        else if (!taking) slept.before += performance.now() - from;
      }
    },
    began() {
      if (began !== undefined) return;
      began = performance.now();
      if (calls) expected = pool.expect();
    },
    async release(discard = false) {
      ended = true;
      expected?.();
      const u = unit;
      unit = undefined;
      if (!u) return;
      if (began !== undefined)
        pool.held(performance.now() - got - slept.held, asked - began - slept.before);
      await pool.release(u, discard);
    },
  };
}

/** Each call on a process leased for it from `pool`: for that call alone (Pool), where back in
 * the pool the process is kept for this job's calls until `settleMs` passed, so that what the call
 * set off is not another's; or beside other calls (SharedPool), where nothing needs telling apart. */
export function pooled(
  pool: Lender,
  tools: ToolSpec[],
  holding: Holding,
  settleMs = 0,
  idle?: Idle,
): Upstream {
  let lost: string | undefined;
  return {
    tools,
    live: true,
    async call(tool, args, signal, ref, asks) {
      // A free process at once; else waiting in line for one lends the job's slot, as in held().
      const unit = await leaseFor(pool, signal, holding, { rank: holding.rank, idle });
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
      const unit = await leaseFor(pool, signal, holding, { rank: holding.rank, idle });
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
