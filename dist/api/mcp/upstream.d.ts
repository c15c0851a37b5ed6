import type { ServerConfig } from '../model/config.js';
import type { Upstream } from './types.js';
export type { CallOutcome, Upstream } from './types.js';
/** A saved tool list instead of a server. */
export declare const loadCatalog: (file: string) => Promise<Upstream>;
export interface ConnectOptions {
    /** Folder the server's command runs in unless `cwd` says otherwise. */
    dir: string;
    /** Substituted for ${spy.url} (and its port for ${spy.port}) in the server's fields. */
    spyUrl: string;
    /** The run's environment, where a stdio server's PATH, HOME, ... come from (process.env when
     * absent); nothing else of it is passed on. */
    env?: NodeJS.ProcessEnv;
    /** Told what the server did wrong without ending the run (lines on stdout that are not
     * JSON-RPC). */
    warn?: (message: string) => void;
    /** Aborts this start-up: initialize and tools/list stop waiting at once and the server goes
     * (a CancelledError). */
    signal?: AbortSignal;
    /** The run's cancel (`signal` when absent): once aborted, the server is ended without the
     * polite wait, whenever it is closed. */
    cancel?: AbortSignal;
}
export declare function connect(written: ServerConfig, opts: ConnectOptions): Promise<Upstream>;
