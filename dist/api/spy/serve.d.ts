import type { SpyProxy } from './proxy.js';
/** Where calls belong: the turn in progress and the scenario's abort signal. */
export interface ServeContext {
    turn: number;
    signal: AbortSignal;
}
export interface ServedProxy {
    /** http://127.0.0.1:PORT/mcp */
    url: string;
    close(): Promise<void>;
}
export declare const SERVER_NAME = "mcp-eval-spy";
/**
 * Starts the server on an ephemeral loopback port. Stateless: each POST gets its own server and
 * transport, so any number of client processes (one per agent turn) can come and go.
 */
export declare function serveProxy(proxy: SpyProxy, context: () => ServeContext): Promise<ServedProxy>;
