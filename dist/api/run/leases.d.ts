import type { Route } from '../model/config.js';
import type { ToolSpec } from '../model/tool.js';
import type { SpyRequest } from '../model/transcript.js';
import type { Upstream } from '../mcp/upstream.js';
import { Ledger } from '../spy/ledger.js';
import type { Pool, Unit } from './server-pool.js';
/** A job's spy requests: a fresh ledger per attempt, which every process its calls reach holds;
 * and when its last call to a server returned. */
export declare class Holding {
    ledger: Ledger;
    /** performance.now() when the attempt's last call to a server returned; none in stub mode. */
    lastCall?: number;
    /** Every attempt's: what an attempt given up on set off is still the scenario's. */
    private readonly ledgers;
    begin(routes?: Route[]): Ledger;
    /** The run is over: what came after each attempt's row was built, and no more. */
    seal(): SpyRequest[];
}
/** The listed tools and nothing behind them: a stub-mode scenario never calls its server. */
export declare function toolsOnly(tools: ToolSpec[]): Upstream;
/** The process a job holds for the whole scenario. */
export declare function held(unit: Unit, holding: Holding): Upstream;
/** Each call on a process leased for that call alone. Back in the pool, the process is kept for
 * this job's calls until `settleMs` passed, so that what the call set off is not another's. */
export declare function pooled(pool: Pool, tools: ToolSpec[], holding: Holding, settleMs?: number): Upstream;
