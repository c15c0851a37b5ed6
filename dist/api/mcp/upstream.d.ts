import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ServerConfig } from '../model/config.js';
import type { Json } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';
export interface CallOutcome {
    text: string;
    isError: boolean;
}
/** What the spy proxy forwards to: the real server, or a catalog that only lists tools. */
export interface Upstream {
    readonly tools: ToolSpec[];
    readonly live: boolean;
    call(tool: string, args: Record<string, Json>, signal: AbortSignal): Promise<CallOutcome>;
    /** Why the server is gone (it exited), or undefined while it runs. */
    gone(): string | undefined;
    close(): Promise<void>;
}
export interface ConnectOptions {
    /** Folder the server's command runs in unless `cwd` says otherwise. */
    dir: string;
    /** Substituted for ${spy.url} (and its port for ${spy.port}) in the server's fields. */
    spyUrl: string;
    /** The run's environment, where a stdio server's PATH, HOME, ... come from (process.env when
     * absent); nothing else of it is passed on. */
    env?: NodeJS.ProcessEnv;
}
export declare function connect(written: ServerConfig, opts: ConnectOptions): Promise<Upstream>;
/** A saved tool list: a JSON array of tools, or a `tools/list` result ({ tools: [...] }). */
export declare function loadCatalog(file: string): Promise<Upstream>;
export declare function resultText(result: CallToolResult): string;
