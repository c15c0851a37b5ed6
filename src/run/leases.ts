// What a job's proxy forwards to when it holds no process of its own: the tool list alone
// (stub mode), or the pool one call at a time (a stateless server).
import type { Route } from '../model/config.js';
import type { ToolSpec } from '../model/tool.js';
import type { SpyRequest } from '../model/transcript.js';
import type { Upstream } from '../mcp/upstream.js';
import type { Pool } from './server-pool.js';

/** A job's spy request log when its requests come from several leases (or none). */
export class CallLog {
  routes: Route[] = [];
  private log: SpyRequest[] = [];

  begin(routes: Route[] = []): void {
    this.routes = routes;
    this.log = [];
  }

  add(requests: SpyRequest[]): void {
    this.log.push(...requests);
  }

  take(): SpyRequest[] {
    const log = this.log;
    this.log = [];
    return log;
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

/** Each call on a process leased for that call alone: what its backend logged in the meantime
 * is that call's, and joins the job's log. */
export function pooled(pool: Pool, tools: ToolSpec[], log: CallLog): Upstream {
  let lost: string | undefined;
  return {
    tools,
    live: true,
    async call(tool, args, signal) {
      const unit = await pool.lease(signal);
      unit.backend.begin(log.routes);
      try {
        return await unit.upstream.call(tool, args, signal);
      } catch (err) {
        lost = unit.upstream.gone() ?? lost;
        throw err;
      } finally {
        log.add(unit.backend.take());
        // A call cut short may leave the process busy: the next lease gets a fresh one.
        void pool.release(unit, signal.aborted).catch(() => undefined);
      }
    },
    gone: () => lost,
    close: async () => undefined,
  };
}
