import type { Route } from '../model/config.js';
import type { ToolSpec } from '../model/tool.js';
import type { SpyRequest } from '../model/transcript.js';
import type { Upstream } from '../mcp/upstream.js';
import type { Pool } from './server-pool.js';
/** A job's spy request log when its requests come from several leases (or none). */
export declare class CallLog {
    routes: Route[];
    private log;
    begin(routes?: Route[]): void;
    add(requests: SpyRequest[]): void;
    take(): SpyRequest[];
}
/** The listed tools and nothing behind them: a stub-mode scenario never calls its server. */
export declare function toolsOnly(tools: ToolSpec[]): Upstream;
/** Each call on a process leased for that call alone: what its backend logged in the meantime
 * is that call's, and joins the job's log. */
export declare function pooled(pool: Pool, tools: ToolSpec[], log: CallLog): Upstream;
